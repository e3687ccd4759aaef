// Snip comment threads (P12; spec 3 §4 "Comments load incrementally, ascending by date_created", §5 "A new comment can
// be submitted only when the text is non-empty", §6 "Only the comment author sees edit and delete") through GraphQL
// against a real database. Every comment write publishes exactly one live event (server/snips/events.ts) with the
// snip's count after it, delivered on commit; a refused write stores nothing and publishes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "@/lib/ids";
import { COMMENT_MAX_LENGTH, SNIP_MSG } from "@/lib/snips/messages";
import { prisma } from "@/server/db";
import { publishSnipCommentEvent } from "@/server/snips/events";
import { createBrand, createUser } from "../support/factories";
import { assortment, study } from "../studies-read/fixtures";
import { api, commentRow, errorOf, eventRecorder, snipRow } from "./support";

type TUser = Awaited<ReturnType<typeof createUser>>;
let brandId: string;
let surveyId: string;
let assortmentId: string;
let theirSnip: string;
let theirComment: string;
let marker: string;
let author: TUser;
let colleague: TUser;
let admin: TUser;
let b: ReturnType<typeof api>;
const events = eventRecorder();

beforeAll(async () => {
  const brand = await createBrand({ features: ["timeline", "enableSnapShare"] });
  const elsewhere = await createBrand({ features: ["timeline", "enableSnapShare"] });
  brandId = brand.id;
  b = api(brandId);
  assortmentId = (await assortment(brandId)).id;
  surveyId = (await study(brandId, { assortmentId })).id;
  author = await createUser({ brands: { [brandId]: [["survey", "read"]] } });
  colleague = await createUser({ brands: { [brandId]: [["survey", "write"]] } });
  admin = await createUser({ is_admin: true });
  const outsider = await createUser({ brands: { [elsewhere.id]: [["survey", "read"]] } });
  theirSnip = (await snipRow((await study(elsewhere.id)).id, outsider.id)).id;
  theirComment = (await commentRow(theirSnip, outsider.id, "theirs")).id;
  marker = (await snipRow(surveyId, author.id, { title: "marker" })).id;
  await events.start();
});

afterAll(async () => {
  await events.stop();
});

/** Every event committed so far has arrived (a marker comment's event came after them). */
const settle = () => events.settle(async () => (await b.addComment(author.token, marker, "marker")).data!.addCommentToSnip._id);
const newSnip = async () => (await snipRow(surveyId, author.id)).id;
const contents = async (snipId: string) => (await prisma.comment.findMany({ where: { snip_id: snipId }, orderBy: { date_created: "asc" } })).map((c) => c.content);

describe("adding a comment", () => {
  it("keeps the trimmed text by the caller and publishes one Added event with the new count", async () => {
    const snip = await newSnip();
    await commentRow(snip, colleague.id, "earlier");
    const a = await b.addComment(author.token, snip, "  Great result!  \n");
    expect(a.errors).toBeUndefined();
    const c = a.data!.addCommentToSnip;
    expect(c).toMatchObject({ snip_id: snip, content: "Great result!", content_updated: null, author: { _id: author.id }, is_author: true });
    const row = await prisma.comment.findUniqueOrThrow({ where: { id: c._id } });
    expect([row.author_id, row.content]).toEqual([author.id, "Great result!"]);
    await settle();
    expect(events.take(snip)).toEqual([
      { brand_id: brandId, snip_id: snip, survey_id: surveyId, assortment_id: assortmentId, type: "Added", comment_id: c._id, comment_count: 2 },
    ]);
    expect((await b.snip(author.token, snip)).data?.snip.comment_count).toBe(2);
  });

  it("keeps HTML and script as the literal text, and answers them so", async () => {
    const snip = await newSnip();
    const typed = `<script>alert(document.cookie)</script><a href="javascript:alert(1)">x</a>`;
    const c = (await b.addComment(author.token, snip, typed)).data!.addCommentToSnip;
    expect(c.content).toBe(typed);
    expect((await prisma.comment.findUniqueOrThrow({ where: { id: c._id } })).content).toBe(typed);
    expect((await b.comments(colleague.token, snip)).data?.snipComments.results[0]?.content).toBe(typed);
  });

  it.each([
    ["an empty comment", "", "invalid", SNIP_MSG.commentEmpty],
    ["a whitespace comment", " \n\t ", "invalid", SNIP_MSG.commentEmpty],
    ["a 100 kB comment", "x".repeat(100_000), "invalid", SNIP_MSG.commentTooLong],
    ["a comment one character over the limit", "y".repeat(COMMENT_MAX_LENGTH + 1), "invalid", SNIP_MSG.commentTooLong],
  ])("refuses %s with a clear error, storing and publishing nothing", async (_name, content, code, text) => {
    const snip = await newSnip();
    const a = await b.addComment(author.token, snip, content);
    expect(errorOf(a).code).toBe(code);
    expect(errorOf(a).message).toContain(text);
    expect(await prisma.comment.count({ where: { snip_id: snip } })).toBe(0);
    await settle();
    expect(events.take(snip)).toEqual([]);
  });

  it("the longest comment is accepted", async () => {
    const snip = await newSnip();
    expect((await b.addComment(author.token, snip, "z".repeat(COMMENT_MAX_LENGTH))).data?.addCommentToSnip.content).toHaveLength(COMMENT_MAX_LENGTH);
  });

  it.each([
    ["an unknown snip", () => newId()],
    ["a malformed snip id", () => "x"],
    ["another brand's snip", () => theirSnip],
  ])("on %s is the snip's 404, and nothing is stored", async (_name, id) => {
    const before = await prisma.comment.count();
    expect(errorOf(await b.addComment(author.token, id(), "Hello"))).toEqual({ code: "not_found", message: SNIP_MSG.notAvailable });
    expect(await prisma.comment.count()).toBe(before);
    expect(await contents(theirSnip)).toEqual(["theirs"]);
  });
});

describe("a thread", () => {
  let snip: string;
  let ids: string[];

  beforeAll(async () => {
    snip = await newSnip();
    // Five comments, inserted out of order; two share a time (ties go by id).
    const at = (m: number) => new Date(Date.UTC(2026, 0, 1, 9, m));
    const rows = [await commentRow(snip, colleague.id, "c3", at(3)), await commentRow(snip, author.id, "c1", at(1)), await commentRow(snip, colleague.id, "c4", at(4))];
    const tie = [await commentRow(snip, author.id, "c2a", at(2)), await commentRow(snip, author.id, "c2b", at(2))].sort((x, y) => (x.id < y.id ? -1 : 1));
    ids = [rows[1]!.id, tie[0]!.id, tie[1]!.id, rows[0]!.id, rows[2]!.id];
  });

  it("loads oldest first, a page at a time, with the total; pages neither overlap nor skip", async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < 6; offset += 2) {
      const page = (await b.comments(colleague.token, snip, { limit: 2, offset })).data!.snipComments;
      expect(page.total).toBe(5);
      seen.push(...page.results.map((c) => c._id));
    }
    expect(seen).toEqual(ids);
    const all = (await b.comments(author.token, snip)).data!.snipComments;
    expect(all.results.map((c) => [c.content.slice(0, 2), c.is_author])).toEqual([["c1", true], ["c2", true], ["c2", true], ["c3", false], ["c4", false]]);
  });

  it("refuses pages out of bounds with a 400", async () => {
    for (const page of [{ limit: 0 }, { limit: 101 }, { offset: -3 }]) {
      expect(errorOf(await b.comments(author.token, snip, page)).code).toBe("invalid");
    }
  });

  it("another brand's snip is the 404", async () => {
    expect(errorOf(await b.comments(author.token, theirSnip))).toEqual({ code: "not_found", message: SNIP_MSG.notAvailable });
  });
});

describe("editing a comment", () => {
  it("the author edits it: content_updated is stamped and one Updated event carries the count", async () => {
    const snip = await newSnip();
    const c = (await b.addComment(author.token, snip, "first draft")).data!.addCommentToSnip;
    await commentRow(snip, colleague.id, "reply");
    await settle();
    events.take(snip);
    const edited = (await b.updateComment(author.token, c._id, "  final  ")).data!.updateSnipComment;
    expect(edited).toMatchObject({ _id: c._id, content: "final", is_author: true });
    expect(edited.content_updated).not.toBeNull();
    await settle();
    expect(events.take(snip)).toEqual([expect.objectContaining({ type: "Updated", comment_id: c._id, comment_count: 2 })]);
  });

  it("unchanged content writes and publishes nothing", async () => {
    const snip = await newSnip();
    const c = await commentRow(snip, author.id, "same");
    const a = await b.updateComment(author.token, c.id, " same ");
    expect(a.data?.updateSnipComment).toMatchObject({ content: "same", content_updated: null });
    expect(await prisma.comment.findUniqueOrThrow({ where: { id: c.id } })).toEqual(c);
    await settle();
    expect(events.take(snip)).toEqual([]);
  });

  it("someone else's comment: a 403 to anyone but the author, an admin too; nothing changes, nothing is published", async () => {
    const snip = await newSnip();
    const c = await commentRow(snip, author.id, "mine");
    for (const token of [colleague.token, admin.token]) {
      expect(errorOf(await b.updateComment(token, c.id, "rewritten"))).toEqual({ code: "forbidden", message: SNIP_MSG.notAuthor });
      expect(errorOf(await b.deleteComment(token, c.id))).toEqual({ code: "forbidden", message: SNIP_MSG.notAuthor });
    }
    expect(await prisma.comment.findUniqueOrThrow({ where: { id: c.id } })).toEqual(c);
    await settle();
    expect(events.take(snip)).toEqual([]);
  });

  it("empty or too long content is refused and changes nothing", async () => {
    const snip = await newSnip();
    const c = await commentRow(snip, author.id, "keep me");
    expect(errorOf(await b.updateComment(author.token, c.id, "  "))).toMatchObject({ code: "invalid", message: SNIP_MSG.commentEmpty });
    expect(errorOf(await b.updateComment(author.token, c.id, "x".repeat(100_000))).code).toBe("invalid");
    expect(await prisma.comment.findUniqueOrThrow({ where: { id: c.id } })).toEqual(c);
  });

  it("another brand's comment, or an unknown one, is a 404", async () => {
    for (const id of [theirComment, newId(), "bad"]) {
      expect(errorOf(await b.updateComment(author.token, id, "x"))).toEqual({ code: "not_found", message: SNIP_MSG.commentNotFound });
      expect(errorOf(await b.deleteComment(author.token, id))).toEqual({ code: "not_found", message: SNIP_MSG.commentNotFound });
    }
    expect(await contents(theirSnip)).toEqual(["theirs"]);
  });
});

describe("deleting a comment", () => {
  it("the author deletes it; one Deleted event and the answer carry the count after it", async () => {
    const snip = await newSnip();
    const c = (await b.addComment(author.token, snip, "going")).data!.addCommentToSnip;
    await b.addComment(colleague.token, snip, "staying");
    await settle();
    expect(events.take(snip).map((e) => [e.type, e.comment_count])).toEqual([["Added", 1], ["Added", 2]]);
    expect((await b.deleteComment(author.token, c._id)).data?.deleteSnipComment).toEqual({ _id: c._id, snip_id: snip, comment_count: 1 });
    expect(await contents(snip)).toEqual(["staying"]);
    await settle();
    expect(events.take(snip)).toEqual([expect.objectContaining({ type: "Deleted", comment_id: c._id, comment_count: 1 })]);
    expect(errorOf(await b.deleteComment(author.token, c._id))).toEqual({ code: "not_found", message: SNIP_MSG.commentNotFound });
  });
});

describe("a deleted snip's comments", () => {
  it("are gone with it: reading, adding, editing and deleting them are 404s, and nothing is published", async () => {
    const snip = await newSnip();
    const c = await commentRow(snip, author.id, "orphan?");
    expect((await b.remove(author.token, snip)).data?.deleteSnip).toBe(snip);
    expect(errorOf(await b.comments(author.token, snip))).toEqual({ code: "not_found", message: SNIP_MSG.notAvailable });
    expect(errorOf(await b.addComment(author.token, snip, "too late"))).toEqual({ code: "not_found", message: SNIP_MSG.notAvailable });
    expect(errorOf(await b.updateComment(author.token, c.id, "too late"))).toEqual({ code: "not_found", message: SNIP_MSG.commentNotFound });
    expect(errorOf(await b.deleteComment(author.token, c.id))).toEqual({ code: "not_found", message: SNIP_MSG.commentNotFound });
    expect(await prisma.comment.count({ where: { snip_id: snip } })).toBe(0);
    await settle();
    expect(events.take(snip)).toEqual([]);
  });
});

describe("a rolled back write", () => {
  it("publishes nothing: the event goes out only on commit", async () => {
    const snip = await newSnip();
    const attempt = prisma.$transaction(async (tx) => {
      await tx.comment.create({ data: { snip_id: snip, author_id: author.id, content: "never" } });
      await publishSnipCommentEvent(tx, { brand_id: brandId, snip_id: snip, survey_id: surveyId, assortment_id: assortmentId, type: "Added", comment_id: newId(), comment_count: 1 });
      throw new Error("the write fails after publishing");
    });
    await expect(attempt).rejects.toThrow("the write fails after publishing");
    expect(await prisma.comment.count({ where: { snip_id: snip } })).toBe(0);
    await settle();
    expect(events.take(snip)).toEqual([]);
  });
});

describe("concurrent writes", () => {
  it("ten comments at once: ten events, each with a distinct count from 1 to 10", async () => {
    const snip = await newSnip();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => b.addComment(i % 2 ? author.token : colleague.token, snip, `c${i}`)));
    expect(answers.every((a) => !a.errors)).toBe(true);
    await settle();
    const counts = events.take(snip).map((e) => e.comment_count);
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
