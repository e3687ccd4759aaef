// Snip comment threads live across two app processes over graphql-ws (P12 item 5–6; spec 3 §4 "Snip comment changes
// are Added, Updated or Deleted and are pushed live to viewers", §7 subscriptions): a comment added, edited and
// deleted through process A reaches a subscriber of process B with its type, text and count; the assortment's and the
// study's count subscriptions follow; a subscriber whose connection is killed meanwhile misses nothing once it
// reconnects and refetches (merged by id: never twice); another brand's member or a brand without snips is refused.
import type { Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyChange, emptyFeed, mergeComments, type TFeed } from "@/lib/snips/feed";
import type { TSnipComment } from "@/lib/snips/wire";
import { prisma } from "@/server/db";
import { createBrand, createUser } from "../support/factories";
import { realtimeProcesses } from "../support/realtime-processes";
import { assortment, study } from "../studies-read/fixtures";
import { COMMENT_FIELDS } from "./support";

const rt = realtimeProcesses();

interface TChange {
  type: "Added" | "Updated" | "Deleted" | "Subscribed";
  snip_id: string;
  comment_id: string;
  comment: TSnipComment | null;
  comment_count: number;
}
interface TCount {
  snip_id: string;
  survey_id: string;
  comment_count: number;
}

/** Every answer of one subscription, with a wait for the first that matches. */
function watch<T>(client: Client, query: string, variables: Record<string, unknown>, field: string) {
  const seen: T[] = [];
  const errors: unknown[] = [];
  const waiters: { pred: (x: T) => boolean; resolve: (x: T) => void }[] = [];
  const dispose = client.subscribe<Record<string, T>>(
    { query, variables },
    {
      next: (r) => {
        if (r.errors) errors.push(r.errors);
        const x = r.data?.[field];
        if (!x) return;
        seen.push(x);
        for (const w of [...waiters]) if (w.pred(x)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(x);
        }
      },
      error: (e) => errors.push(e),
      complete: () => undefined,
    },
  );
  const until = (pred: (x: T) => boolean, ms = 20_000) =>
    new Promise<T>((resolve, reject) => {
      const hit = seen.find(pred);
      if (hit) return resolve(hit);
      const t = setTimeout(() => reject(new Error(`nothing matched; seen ${JSON.stringify(seen)} errors ${JSON.stringify(errors)}`)), ms);
      waiters.push({ pred, resolve: (x) => (clearTimeout(t), resolve(x)) });
    });
  return { seen, errors, until, dispose };
}

/** One query or mutation over the websocket: its answer. */
function run<T>(client: Client, query: string, variables: Record<string, unknown>) {
  return new Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }>((resolve) => {
    let out: { data?: T; errors?: { message: string }[] } = {};
    client.subscribe<T>({ query, variables }, { next: (r) => (out = r as typeof out), error: (e) => resolve({ errors: e as never }), complete: () => resolve(out) });
  });
}

const CHANGED = `subscription($s: ID!, $b: ID!) { snipCommentChanged(snip_id: $s, brand_id: $b) {
  type snip_id comment_id comment_count comment { ${COMMENT_FIELDS} } } }`;
const ASSORTMENT_COUNTS = `subscription($a: ID!, $b: ID!) { snipCommentCountChanged(assortment_id: $a, brand_id: $b) { snip_id survey_id comment_count } }`;
const SURVEY_COUNTS = `subscription($s: ID!, $b: ID!) { surveySnipCommentCountChanged(survey_id: $s, brand_id: $b) { snip_id survey_id comment_count } }`;
const ADD = `mutation($s: ID!, $b: ID!, $c: String!) { addCommentToSnip(snip_id: $s, brand_id: $b, content: $c) { ${COMMENT_FIELDS} } }`;
const EDIT = `mutation($id: ID!, $b: ID!, $c: String!) { updateSnipComment(comment_id: $id, brand_id: $b, content: $c) { ${COMMENT_FIELDS} } }`;
const DELETE = `mutation($id: ID!, $b: ID!) { deleteSnipComment(comment_id: $id, brand_id: $b) { _id comment_count } }`;
const COMMENTS = `query($s: ID!, $b: ID!) { snipComments(snip_id: $s, brand_id: $b, limit: 100) { results { ${COMMENT_FIELDS} } total } }`;

let portA = 0;
let portB = 0;
let brandId = "";
let assortmentId = "";
let surveyId = "";
let snipId = "";
let alice: { id: string; token: string };
let bob: { id: string; token: string };
beforeAll(async () => {
  [portA, portB] = await Promise.all([rt.startNode(), rt.startNode()]);
  brandId = (await createBrand({ features: ["enableSnapShare"] })).id;
  assortmentId = (await assortment(brandId)).id;
  surveyId = (await study(brandId, { status: "Closed", assortmentId })).id;
  alice = await createUser({ brands: { [brandId]: [["survey", "read"]] } });
  bob = await createUser({ brands: { [brandId]: [["survey", "read"]] } });
  snipId = (await prisma.snip.create({ data: { brand_id: brandId, survey_id: surveyId, assortment_id: assortmentId, creator_id: alice.id, title: "Cropped fits" } })).id;
}, 110_000);
afterAll(() => rt.closeAll());

describe("snip comments across two app processes", () => {
  it("a comment added, edited and deleted through A reaches B's subscribers with its text and counts", { timeout: 90_000 }, async () => {
    const a = rt.connect(portA, { token: alice.token });
    const b = rt.connect(portB, { token: bob.token });
    const changes = watch<TChange>(b, CHANGED, { s: snipId, b: brandId }, "snipCommentChanged");
    const byAssortment = watch<TCount>(b, ASSORTMENT_COUNTS, { a: assortmentId, b: brandId }, "snipCommentCountChanged");
    const bySurvey = watch<TCount>(b, SURVEY_COUNTS, { s: surveyId, b: brandId }, "surveySnipCommentCountChanged");
    // The three subscriptions are in place once a comment made after them reaches all three: comment until one does.
    let added: TChange | null = null;
    for (let i = 0; !added && i < 30; i += 1) {
      const r = await run<{ addCommentToSnip: TSnipComment }>(a, ADD, { s: snipId, b: brandId, c: `Love the length ${i}` });
      expect(r.errors).toBeUndefined();
      const change = await changes.until((c) => c.comment_id === r.data!.addCommentToSnip._id, 1_500).catch(() => null);
      if (!change) continue;
      const same = (c: TCount) => c.snip_id === snipId && c.comment_count === change.comment_count;
      const counted = await Promise.all([byAssortment.until(same, 1_500), bySurvey.until((c) => same(c) && c.survey_id === surveyId, 1_500)]).catch(() => null);
      if (counted) added = change;
    }
    expect(added).toMatchObject({ type: "Added", snip_id: snipId, comment: { content: expect.stringMatching(/^Love the length/), is_author: false } });
    const count = await prisma.comment.count({ where: { snip_id: snipId } });
    expect(added!.comment_count).toBe(count);

    const id = added!.comment_id;
    const edited = await run<{ updateSnipComment: TSnipComment }>(a, EDIT, { id, b: brandId, c: "Love the length, not the sleeves" });
    expect(edited.errors).toBeUndefined();
    const update = await changes.until((c) => c.type === "Updated" && c.comment_id === id);
    expect(update.comment).toMatchObject({ content: "Love the length, not the sleeves", content_updated: expect.any(String) });

    expect((await run(a, DELETE, { id, b: brandId })).errors).toBeUndefined();
    const deletion = await changes.until((c) => c.type === "Deleted" && c.comment_id === id);
    expect(deletion).toMatchObject({ comment: null, comment_count: count - 1 });
    await byAssortment.until((c) => c.comment_count === count - 1);
    changes.dispose();
    byAssortment.dispose();
    bySurvey.dispose();
  });

  it("a subscriber whose connection is killed misses nothing after it reconnects and refetches, and sees nothing twice", { timeout: 90_000 }, async () => {
    const a = rt.connect(portA, { token: alice.token });
    const first = rt.connect(portB, { token: bob.token });
    const before = watch<TChange>(first, CHANGED, { s: snipId, b: brandId }, "snipCommentChanged");
    const loaded = await run<{ snipComments: { results: TSnipComment[] } }>(first, COMMENTS, { s: snipId, b: brandId });
    let feed: TFeed<TSnipComment> = mergeComments(emptyFeed(), loaded.data!.snipComments.results);
    // Alive: a comment arrives live.
    let live: TChange | null = null;
    for (let i = 0; !live && i < 20; i += 1) {
      const r = await run<{ addCommentToSnip: TSnipComment }>(a, ADD, { s: snipId, b: brandId, c: `Before the cut ${i}` });
      live = await before.until((c) => c.comment_id === r.data!.addCommentToSnip._id, 1_500).catch(() => null);
    }
    expect(live).not.toBeNull();
    feed = applyChange(feed, live as { type: "Added"; comment: TSnipComment });

    // The connection dies (the socket is closed under it); a comment is made meanwhile.
    await first.dispose();
    const missed = await run<{ addCommentToSnip: TSnipComment }>(a, ADD, { s: snipId, b: brandId, c: "Made while you were away" });
    expect(missed.errors).toBeUndefined();

    // Reconnected: subscribe again, then refetch and merge.
    const again = rt.connect(portB, { token: bob.token });
    const after = watch<TChange>(again, CHANGED, { s: snipId, b: brandId }, "snipCommentChanged");
    // The subscription says when it follows every change, with the thread's count: the client reads the thread then.
    const opening = await after.until((c) => c.type === "Subscribed");
    expect(opening).toMatchObject({ snip_id: snipId, comment: null, comment_count: await prisma.comment.count({ where: { snip_id: snipId } }) });
    const refetched = await run<{ snipComments: { results: TSnipComment[] } }>(again, COMMENTS, { s: snipId, b: brandId });
    feed = mergeComments(feed, refetched.data!.snipComments.results);
    const ids = feed.comments.map((c) => c._id);
    expect(ids).toContain(missed.data!.addCommentToSnip._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual((await prisma.comment.findMany({ where: { snip_id: snipId }, orderBy: [{ date_created: "asc" }, { id: "asc" }] })).map((c) => c.id));
    after.dispose();
  });

  it("refuses a member of another brand, and a brand without snips", { timeout: 60_000 }, async () => {
    const elsewhere = await createBrand({ features: ["enableSnapShare"] });
    const outsider = await createUser({ brands: { [elsewhere.id]: [["survey", "read"]] } });
    const c = rt.connect(portB, { token: outsider.token });
    const w = watch<TChange>(c, CHANGED, { s: snipId, b: brandId }, "snipCommentChanged");
    await expect.poll(() => w.errors.length, { timeout: 20_000 }).toBeGreaterThan(0);
    // Their own brand does not hold the snip either.
    const own = watch<TChange>(c, CHANGED, { s: snipId, b: elsewhere.id }, "snipCommentChanged");
    await expect.poll(() => JSON.stringify(own.errors), { timeout: 20_000 }).toContain("Sorry, this snip is not available at the moment.");

    const plain = await createBrand();
    const member = await createUser({ brands: { [plain.id]: [["survey", "read"]] } });
    const m = rt.connect(portB, { token: member.token });
    const off = watch<TCount>(m, SURVEY_COUNTS, { s: surveyId, b: plain.id }, "surveySnipCommentCountChanged");
    await expect.poll(() => off.errors.length, { timeout: 20_000 }).toBeGreaterThan(0);
  });
});
