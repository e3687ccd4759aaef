// Study co-editing presence end to end over graphql-ws (spec 2 §3 "Editor presence record", §7 "Co-editing"): two
// app processes on one database; two users on one study see each other with the record's fields, the products
// one of them edits reach the other live, leaving (unsubscribe) removes the user at once, and a study of another
// brand, a non-member or a bad session id are refused. The brand-page presence of P1 is a separate room.
import type { Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "@/lib/messages";
import { STUDY_MSG } from "@/lib/studies/messages";
import { createBrand, createUser } from "../support/factories";
import { gql } from "../support/product-factories";
import { study } from "../studies-read/fixtures";
import { realtimeProcesses } from "../support/realtime-processes";

const rt = realtimeProcesses();
const startNode = rt.startNode;
const connect = (port: number, token: string): Client => rt.connect(port, { token });

interface Editor {
  _id: string;
  email: string;
  first_name: string;
  last_name: string;
  department: string | null;
  online: boolean;
  online_since: string;
  editingProducts: string[];
  is_self: boolean;
}
const SUB = `subscription($b: ID!, $s: ID!, $n: Int!) { studyEditors(brand_id: $b, survey_id: $s, session_id: $n) {
  _id email first_name last_name department online online_since editingProducts is_self } }`;
const SET = `mutation($b: ID!, $s: ID!, $n: Int!, $p: [String!]!) { setStudyEditingProducts(brand_id: $b, survey_id: $s, session_id: $n, product_ids: $p) }`;

function watch(client: Client, b: string, s: string, n: number) {
  const seen: Editor[][] = [];
  const errors: unknown[] = [];
  const waiters: { pred: (l: Editor[]) => boolean; resolve: (l: Editor[]) => void }[] = [];
  const dispose = client.subscribe<{ studyEditors: Editor[] }>(
    { query: SUB, variables: { b, s, n } },
    {
      next: (r) => {
        if (r.errors) errors.push(r.errors);
        const list = r.data?.studyEditors;
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
  const until = (pred: (l: Editor[]) => boolean, ms = 15_000) =>
    new Promise<Editor[]>((resolve, reject) => {
      const hit = seen.findLast(pred);
      if (hit && hit === seen.at(-1)) return resolve(hit);
      const t = setTimeout(() => reject(new Error(`no matching editors; seen ${JSON.stringify(seen)} errors ${JSON.stringify(errors)}`)), ms);
      waiters.push({ pred, resolve: (l) => (clearTimeout(t), resolve(l)) });
    });
  return { seen, errors, until, dispose };
}

function mutate(client: Client, variables: Record<string, unknown>) {
  return new Promise<{ data?: unknown; errors?: unknown }>((resolve) => {
    let out: { data?: unknown; errors?: unknown } = {};
    client.subscribe({ query: SET, variables }, { next: (r) => (out = r as typeof out), error: (e) => resolve({ errors: e }), complete: () => resolve(out) });
  });
}

let portA = 0;
let portB = 0;
beforeAll(async () => {
  // The in-process GraphQL route is loaded up front: building the schema is slow under a busy test run.
  [portA, portB] = await Promise.all([startNode(), startNode(), import("@/app/api/v1/graphql/route")]);
}, 110_000);
afterAll(() => rt.closeAll());

describe("studyEditors across two app processes", () => {
  it("two users on one study see each other; the products one edits reach the other live; leaving removes", { timeout: 60_000 }, async () => {
    const brand = await createBrand();
    const s = await study(brand.id, { products: 2 });
    const ann = await createUser({ first_name: "Ann", last_name: "Lee", brands: { [brand.id]: [["survey", "write"]] } });
    const bob = await createUser({ first_name: "Bob", last_name: "Ray", brands: { [brand.id]: [["survey", "read"]] } });
    const productId = (await import("@/server/db")).prisma.surveyProduct.findFirstOrThrow({ where: { survey_id: s.id }, select: { product_id: true } });
    const p1 = (await productId).product_id;

    const a = watch(connect(portA, ann.realtime_token), brand.id, s.id, 17);
    await a.until((l) => l.length === 1);
    const bobClient = connect(portB, bob.realtime_token);
    const b = watch(bobClient, brand.id, s.id, 999_999);
    const both = await a.until((l) => l.length === 2);
    const bobSeen = both.find((e) => e._id === bob.id)!;
    expect(bobSeen).toMatchObject({ email: bob.email, first_name: "Bob", last_name: "Ray", department: null, online: true, editingProducts: [], is_self: false });
    expect(Number.isNaN(Date.parse(bobSeen.online_since))).toBe(false);
    expect(both.find((e) => e._id === ann.id)?.is_self).toBe(true);
    await b.until((l) => l.some((e) => e._id === ann.id && !e.is_self));

    // Bob opens a product: Ann sees it; closing it clears it.
    expect(await mutate(bobClient, { b: brand.id, s: s.id, n: 999_999, p: [p1] })).toMatchObject({ data: { setStudyEditingProducts: true } });
    await a.until((l) => l.find((e) => e._id === bob.id)?.editingProducts.join() === p1);
    // The HTTP GraphQL endpoint (another process again) announces through the same pub/sub.
    const viaHttp = await gql<{ setStudyEditingProducts: boolean }>(bob.token, SET, { b: brand.id, s: s.id, n: 999_999, p: [] });
    expect(viaHttp.data?.setStudyEditingProducts).toBe(true);
    await a.until((l) => l.find((e) => e._id === bob.id)?.editingProducts.length === 0);

    b.dispose();
    const after = await a.until((l) => l.length === 1);
    expect(after.map((e) => e._id)).toEqual([ann.id]);
  });

  it("refuses another brand's study, a non-member, and a session id outside 0 to 1,000,000", async () => {
    const brand = await createBrand();
    const other = await createBrand();
    const theirs = await study(other.id);
    const mine = await study(brand.id);
    const member = await createUser({ brands: { [brand.id]: [["survey", "read"]] } });
    const outsider = await createUser();
    const c = connect(portA, member.realtime_token);
    const wrongBrand = watch(c, brand.id, theirs.id, 1);
    const denied = watch(connect(portA, outsider.realtime_token), brand.id, mine.id, 1);
    const badSession = watch(c, brand.id, mine.id, 1_000_001);
    await expect.poll(() => wrongBrand.errors.length + denied.errors.length + badSession.errors.length, { timeout: 10_000 }).toBe(3);
    expect(JSON.stringify(wrongBrand.errors)).toContain(STUDY_MSG.studyNotFound);
    expect(JSON.stringify(denied.errors)).toContain(MSG.noBrandAccess);
    expect(JSON.stringify(badSession.errors)).toContain("session_id");
    expect([...wrongBrand.seen, ...denied.seen, ...badSession.seen]).toEqual([]);
    // The mutation has the same rules.
    const m = await mutate(c, { b: brand.id, s: theirs.id, n: 1, p: [] });
    expect(JSON.stringify(m.errors)).toContain(STUDY_MSG.studyNotFound);
    const bad = await mutate(c, { b: brand.id, s: mine.id, n: 1, p: ["not-an-id"] });
    expect(JSON.stringify(bad.errors)).toContain("product_ids");
  });

  it("a template is a study a non-admin cannot find; an admin joins it", async () => {
    const brand = await createBrand();
    const template = await study(brand.id, { internalTemplate: true });
    const member = await createUser({ brands: { [brand.id]: [["survey", "write"]] } });
    const admin = await createUser({ is_admin: true });
    const refused = watch(connect(portA, member.realtime_token), brand.id, template.id, 2);
    await expect.poll(() => refused.errors.length, { timeout: 10_000 }).toBe(1);
    expect(JSON.stringify(refused.errors)).toContain(STUDY_MSG.studyNotFound);
    expect(refused.seen).toEqual([]);
    const joined = watch(connect(portA, admin.realtime_token), brand.id, template.id, 3);
    expect((await joined.until((l) => l.length === 1)).map((e) => e._id)).toEqual([admin.id]);
    joined.dispose();
  });

  it("the study room and the brand-page presence room are separate", async () => {
    const brand = await createBrand();
    const s = await study(brand.id);
    const u = await createUser({ brands: { [brand.id]: [["survey", "read"]] } });
    const c = connect(portA, u.realtime_token);
    const seenPage: unknown[] = [];
    c.subscribe<{ presence: { _id: string }[] }>(
      { query: "subscription($b: String!, $p: String!) { presence(brand_id: $b, page: $p) { _id } }", variables: { b: brand.id, p: `/brand/${brand.id}/timeline` } },
      { next: (r) => void seenPage.push(r.data?.presence), error: () => undefined, complete: () => undefined },
    );
    await expect.poll(() => seenPage.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const w = watch(connect(portB, (await createUser({ brands: { [brand.id]: [["survey", "read"]] } })).realtime_token), brand.id, s.id, 5);
    const list = await w.until((l) => l.length >= 1);
    expect(list.map((e) => e._id)).not.toContain(u.id);
  });
});
