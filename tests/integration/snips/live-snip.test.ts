// A snip's own changes live (P15 item 8 "a title edit reaches other viewers live; a deleted snip says so once"):
// two viewers subscribed to snipChanged on two app processes both receive the creator's title edit (made through a
// third connection) with the new title, then the snip's deletion once, with no snip; an outsider is refused.
import type { Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TSnip } from "@/lib/snips/wire";
import { SNIP_MSG } from "@/lib/snips/messages";
import { prisma } from "@/server/db";
import { createBrand, createUser } from "../support/factories";
import { realtimeProcesses } from "../support/realtime-processes";
import { assortment, study } from "../studies-read/fixtures";
import { SNIP_FIELDS } from "./support";

const rt = realtimeProcesses();

interface TChange {
  type: "Updated" | "Deleted" | "Subscribed";
  snip_id: string;
  snip: Pick<TSnip, "_id" | "title" | "keyInsight" | "date_modified"> | null;
}

/** Every answer of one subscription, with a wait for the first that matches. */
function watch(client: Client, snipId: string, brandId: string) {
  const seen: TChange[] = [];
  const errors: unknown[] = [];
  const waiters: { pred: (x: TChange) => boolean; resolve: (x: TChange) => void }[] = [];
  const dispose = client.subscribe<{ snipChanged: TChange }>(
    { query: CHANGED, variables: { s: snipId, b: brandId } },
    {
      next: (r) => {
        if (r.errors) errors.push(r.errors);
        const x = r.data?.snipChanged;
        if (!x) return;
        seen.push(x);
        for (const w of [...waiters])
          if (w.pred(x)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(x);
          }
      },
      error: (e) => errors.push(e),
      complete: () => undefined,
    },
  );
  const until = (pred: (x: TChange) => boolean, ms = 20_000) =>
    new Promise<TChange>((resolve, reject) => {
      const hit = seen.find(pred);
      if (hit) return resolve(hit);
      const t = setTimeout(() => reject(new Error(`nothing matched; seen ${JSON.stringify(seen)} errors ${JSON.stringify(errors)}`)), ms);
      waiters.push({ pred, resolve: (x) => (clearTimeout(t), resolve(x)) });
    });
  return { seen, errors, until, dispose };
}

/** One mutation over the websocket: its answer. */
function run<T>(client: Client, query: string, variables: Record<string, unknown>) {
  return new Promise<{ data?: T; errors?: { message: string }[] }>((resolve) => {
    let out: { data?: T; errors?: { message: string }[] } = {};
    client.subscribe<T>({ query, variables }, { next: (r) => (out = r as typeof out), error: (e) => resolve({ errors: e as never }), complete: () => resolve(out) });
  });
}

const CHANGED = `subscription($s: ID!, $b: ID!) { snipChanged(snip_id: $s, brand_id: $b) { type snip_id snip { _id title keyInsight date_modified } } }`;
const UPDATE = `mutation($b: ID!, $snip: SnipUpdateInput!) { updateSnip(brand_id: $b, snip: $snip) { ${SNIP_FIELDS} } }`;
const DELETE = `mutation($b: ID!, $id: ID!) { deleteSnip(brand_id: $b, _id: $id) }`;

let portA = 0;
let portB = 0;
let brandId = "";
let snipId = "";
let alice: { id: string; token: string };
let bob: { id: string; token: string };
let carol: { id: string; token: string };
beforeAll(async () => {
  [portA, portB] = await Promise.all([rt.startNode(), rt.startNode()]);
  brandId = (await createBrand({ features: ["enableSnapShare"] })).id;
  const assortmentId = (await assortment(brandId)).id;
  const surveyId = (await study(brandId, { status: "Closed", assortmentId })).id;
  alice = await createUser({ brands: { [brandId]: [["survey", "read"]] } });
  bob = await createUser({ brands: { [brandId]: [["survey", "read"]] } });
  carol = await createUser({ brands: { [brandId]: [["survey", "read"]] } });
  snipId = (await prisma.snip.create({ data: { brand_id: brandId, survey_id: surveyId, assortment_id: assortmentId, creator_id: alice.id, title: "Cropped fits" } })).id;
}, 110_000);
afterAll(() => rt.closeAll());

describe("snipChanged across two app processes", () => {
  it("the creator's title edit reaches two other viewers with the new title, then the deletion once", { timeout: 90_000 }, async () => {
    const a = rt.connect(portA, { token: alice.token });
    const viewers = [watch(rt.connect(portB, { token: bob.token }), snipId, brandId), watch(rt.connect(portA, { token: carol.token }), snipId, brandId)];
    // Both follow every change once "Subscribed" arrives, with the snip as it is then.
    for (const v of viewers) expect(await v.until((c) => c.type === "Subscribed")).toMatchObject({ snip_id: snipId, snip: { _id: snipId, title: "Cropped fits" } });

    const stored = await prisma.snip.findUniqueOrThrow({ where: { id: snipId } });
    const edit = await run<{ updateSnip: TSnip }>(a, UPDATE, { b: brandId, snip: { _id: snipId, title: "Cropped fits sell", date_modified: stored.date_modified.toISOString() } });
    expect(edit.errors).toBeUndefined();
    for (const v of viewers) {
      const update = await v.until((c) => c.type === "Updated");
      expect(update).toMatchObject({ snip_id: snipId, snip: { _id: snipId, title: "Cropped fits sell", date_modified: edit.data!.updateSnip.date_modified } });
    }

    // An edit that changes nothing (the same title) is no event.
    const same = await run<{ updateSnip: TSnip }>(a, UPDATE, { b: brandId, snip: { _id: snipId, title: "Cropped fits sell" } });
    expect(same.errors).toBeUndefined();

    expect((await run(a, DELETE, { b: brandId, id: snipId })).errors).toBeUndefined();
    for (const v of viewers) {
      expect(await v.until((c) => c.type === "Deleted")).toEqual({ type: "Deleted", snip_id: snipId, snip: null });
      // Once: one Updated (the no-op edit sent none) and one Deleted.
      expect(v.seen.map((c) => c.type)).toEqual(["Subscribed", "Updated", "Deleted"]);
      expect(v.errors).toEqual([]);
      v.dispose();
    }
  });

  it("refuses a member of another brand, and a snip that is gone", { timeout: 60_000 }, async () => {
    const elsewhere = await createBrand({ features: ["enableSnapShare"] });
    const outsider = await createUser({ brands: { [elsewhere.id]: [["survey", "read"]] } });
    const c = rt.connect(portB, { token: outsider.token });
    const theirs = watch(c, snipId, brandId);
    await expect.poll(() => theirs.errors.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const own = watch(c, snipId, elsewhere.id);
    await expect.poll(() => JSON.stringify(own.errors), { timeout: 20_000 }).toContain(SNIP_MSG.notAvailable);
    // The deleted snip of the first test: the same 404 sentence for its own brand's member.
    const gone = watch(rt.connect(portA, { token: bob.token }), snipId, brandId);
    await expect.poll(() => JSON.stringify(gone.errors), { timeout: 20_000 }).toContain(SNIP_MSG.notAvailable);
  });
});
