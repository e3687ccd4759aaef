// Two app processes on one database: a presence event published through one reaches a graphql-ws client
// connected to the other (DESIGN.md rule 7: pub/sub over LISTEN/NOTIFY).
import type { Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "@/lib/messages";
import { createBrand, createUser } from "./support/factories";
import { realtimeProcesses } from "./support/realtime-processes";

const rt = realtimeProcesses();
const startNode = rt.startNode;
const connect = (port: number, token?: string, asBearer = false): Client =>
  rt.connect(port, token ? (asBearer ? { authorization: `Bearer ${token}` } : { token }) : {});

type Present = { _id: string }[];
const QUERY = "subscription($b: String!, $p: String!) { presence(brand_id: $b, page: $p) { _id first_name } }";

/** Subscribes and records every list received; `until` resolves when a list satisfies the predicate. */
function watch(client: Client, brandId: string, page: string) {
  const seen: Present[] = [];
  const errors: unknown[] = [];
  const waiters: { pred: (p: Present) => boolean; resolve: (p: Present) => void }[] = [];
  const dispose = client.subscribe<{ presence: Present }>(
    { query: QUERY, variables: { b: brandId, p: page } },
    {
      next: (r) => {
        if (r.errors) errors.push(r.errors);
        const list = r.data?.presence;
        if (!list) return;
        seen.push(list);
        for (const w of [...waiters]) if (w.pred(list)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(list);
        }
      },
      error: (e) => errors.push(e),
      complete: () => undefined,
    },
  );
  const until = (pred: (p: Present) => boolean, ms = 10_000) =>
    new Promise<Present>((resolve, reject) => {
      const hit = seen.find(pred);
      if (hit) return resolve(hit);
      const t = setTimeout(() => reject(new Error(`no matching presence list; seen ${JSON.stringify(seen)} errors ${JSON.stringify(errors)}`)), ms);
      waiters.push({ pred, resolve: (p) => (clearTimeout(t), resolve(p)) });
    });
  return { seen, errors, until, dispose };
}

let portA = 0;
let portB = 0;

beforeAll(async () => {
  [portA, portB] = await Promise.all([startNode(), startNode()]);
}, 110_000);

afterAll(() => rt.closeAll());

describe("presence across two app processes", () => {
  it("a user joining through process B appears to a client of process A, and leaves again", async () => {
    const brand = await createBrand();
    const alice = await createUser({ first_name: "Alice", brands: { [brand.id]: [] } });
    const bob = await createUser({ first_name: "Bob", brands: { [brand.id]: [] } });
    const page = `/brand/${brand.id}/timeline`;

    const a = watch(connect(portA, alice.realtime_token), brand.id, page);
    await a.until((l) => l.some((u) => u._id === alice.id));

    // Bob authorises with a bearer header (spec 3 §7) rather than the realtime token.
    const b = watch(connect(portB, bob.token, true), brand.id, page);
    const both = await a.until((l) => l.some((u) => u._id === bob.id));
    expect(both.map((u) => u._id).sort()).toEqual([alice.id, bob.id].sort());
    // Process B learned of Alice too (she joined before Bob's subscription, through the other process).
    await b.until((l) => l.some((u) => u._id === alice.id));

    b.dispose();
    const after = await a.until((l) => !l.some((u) => u._id === bob.id) && a.seen.length > 2);
    expect(after.map((u) => u._id)).toEqual([alice.id]);
  });

  it("another page of the same brand is a separate room", async () => {
    const brand = await createBrand();
    const u1 = await createUser({ brands: { [brand.id]: [] } });
    const u2 = await createUser({ brands: { [brand.id]: [] } });
    const w1 = watch(connect(portA, u1.realtime_token), brand.id, `/brand/${brand.id}/timeline`);
    await w1.until((l) => l.length === 1);
    const w2 = watch(connect(portB, u2.realtime_token), brand.id, `/brand/${brand.id}/products`);
    await w2.until((l) => l.length === 1);
    // A barrier instead of a wait: u3 joins u1's page through the same process as u2, after u2 joined. Once u1 sees
    // u3, anything u2's join could have told u1's room has arrived too (one process, one ordered channel).
    const u3 = await createUser({ brands: { [brand.id]: [] } });
    const w3 = watch(connect(portB, u3.realtime_token), brand.id, `/brand/${brand.id}/timeline`);
    await w1.until((l) => l.some((u) => u._id === u3.id));
    expect(w1.seen.every((l) => l.every((u) => u._id !== u2.id))).toBe(true);
    w3.dispose();
  });

  it("a knowledge-base-only member is present too (presence is the shell's: brand.shell)", async () => {
    const brand = await createBrand({ features: ["timeline", "enableKnowledgeBase"] });
    const kb = await createUser({ roles: { full: false, restricted: false, kb_user: true }, brands: { [brand.id]: [["knowledge_base", "read"]] } });
    const full = await createUser({ brands: { [brand.id]: [] } });
    const page = `/brand/${brand.id}/knowledge-base`;
    const k = watch(connect(portA, kb.realtime_token), brand.id, page);
    await k.until((l) => l.some((u) => u._id === kb.id));
    const f = watch(connect(portB, full.realtime_token), brand.id, page);
    await f.until((l) => l.some((u) => u._id === kb.id) && l.some((u) => u._id === full.id));
    expect(k.errors).toEqual([]);
  });

  it("refuses a subscription without a token, and one for a brand the user is not in", async () => {
    const brand = await createBrand();
    const outsider = await createUser();
    const anon = watch(connect(portA), brand.id, "/x");
    const denied = watch(connect(portA, outsider.realtime_token), brand.id, "/x");
    await expect.poll(() => anon.errors.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => denied.errors.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(JSON.stringify(anon.errors)).toContain("Not authenticated");
    expect(JSON.stringify(denied.errors)).toContain(MSG.noBrandAccess);
    expect(anon.seen).toEqual([]);
  });
});
