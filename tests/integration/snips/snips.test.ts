// Snips (P12; spec 3 §3 "Snip", §5, §6, §7 "Snips", §8, §9) through GraphQL against a real database: creating one
// from a study and its filters, listing an assortment's and a study's snips newest first with totals, reading one,
// editing the title and key insight (creator only; empty or unchanged edits write nothing; a stale date_modified is a
// 409) and deleting (creator only, comments go with it). Every refusal answers a clear error and changes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "@/lib/ids";
import { permissionDeniedText } from "@/lib/permissions";
import { MSG } from "@/lib/messages";
import { RESULTS_FILTER_MSG } from "@/lib/results/filters";
import { KEY_INSIGHT_MAX_LENGTH, SNIP_MSG, TITLE_MAX_LENGTH } from "@/lib/snips/messages";
import { STUDY_MSG } from "@/lib/studies/messages";
import { prisma } from "@/server/db";
import { createBrand, createUser } from "../support/factories";
import { gql } from "../support/product-factories";
import { assortment, country, study } from "../studies-read/fixtures";
import { api, commentRow, errorOf, snipRow } from "./support";

type TUser = Awaited<ReturnType<typeof createUser>>;
let brandId: string;
let assortmentId: string;
let surveyId: string;
let theirStudy: string;
let theirSnip: string;
let qa: string;
let dog: string;
let creator: TUser;
let colleague: TUser;
let admin: TUser;
let noRead: TUser;
let outsider: TUser;
let b: ReturnType<typeof api>;

beforeAll(async () => {
  const brand = await createBrand({ features: ["timeline", "enableSnapShare"] });
  const elsewhere = await createBrand({ features: ["timeline", "enableSnapShare"] });
  brandId = brand.id;
  b = api(brandId);
  assortmentId = (await assortment(brandId)).id;
  surveyId = (await study(brandId, { status: "Closed", countries: ["QA"], products: 1, assortmentId })).id;
  qa = (await country("QA")).id;
  dog = (await prisma.demographicQuestion.create({ data: { id: newId(), brand_id: brandId, title: "Owns a dog", options: ["Yes", "No"] } })).id;
  await prisma.surveyDemographic.create({ data: { survey_id: surveyId, demographic_id: dog } });
  theirStudy = (await study(elsewhere.id, { countries: ["QA"] })).id;
  creator = await createUser({ brands: { [brandId]: [["survey", "read"]] } });
  colleague = await createUser({ brands: { [brandId]: [["survey", "write"]] } });
  admin = await createUser({ is_admin: true });
  noRead = await createUser({ brands: { [brandId]: [["product", "read"]] } });
  outsider = await createUser({ brands: { [elsewhere.id]: [["survey", "write"]] } });
  theirSnip = (await snipRow(theirStudy, outsider.id)).id;
});

const snipCount = () => prisma.snip.count({ where: { brand_id: brandId } });

describe("creating a snip", () => {
  it("keeps the study, its assortment, the filters as a report reads them, the trimmed texts and the creator", async () => {
    const filters = { country: [qa], demographics: [{ demographic_id: dog, answers: ["Yes"] }] };
    const a = await b.create(creator.token, { survey_id: surveyId, title: "  Dog owners love it ", key_insight: " Ship it. ", filters });
    expect(a.errors).toBeUndefined();
    const snip = a.data!.createSnip;
    expect(snip).toMatchObject({
      survey: { _id: surveyId },
      assortment_id: assortmentId,
      img: null,
      title: "Dog owners love it",
      keyInsight: "Ship it.",
      key_insight_updated: null,
      filters,
      creator: { _id: creator.id, email: creator.email, profile_image_url: null },
      comment_count: 0,
      is_creator: true,
    });
    const row = await prisma.snip.findUniqueOrThrow({ where: { id: snip._id } });
    expect([row.brand_id, row.survey_id, row.assortment_id, row.creator_id, row.title, row.key_insight, row.img]).toEqual([
      brandId, surveyId, assortmentId, creator.id, "Dog owners love it", "Ship it.", null,
    ]);
    expect(row.filters).toEqual(filters);
    // Another member sees it, not as its creator.
    expect((await b.snip(colleague.token, snip._id)).data?.snip).toMatchObject({ _id: snip._id, is_creator: false });
  });

  it("keeps markup in the title and key insight as the literal text, and answers it so", async () => {
    const title = `<script>alert("t")</script>`;
    const key_insight = `<img src=x onerror="alert(1)"> & <b>`;
    const snip = (await b.create(creator.token, { survey_id: surveyId, title, key_insight })).data!.createSnip;
    expect([snip.title, snip.keyInsight]).toEqual([title, key_insight]);
    const row = await prisma.snip.findUniqueOrThrow({ where: { id: snip._id } });
    expect([row.title, row.key_insight]).toEqual([title, key_insight]);
    expect((await b.snip(creator.token, snip._id)).data?.snip.title).toBe(title);
  });

  it.each([
    ["an empty title", { title: "   " }, SNIP_MSG.titleRequired],
    ["a title over the limit", { title: "t".repeat(TITLE_MAX_LENGTH + 1) }, SNIP_MSG.titleTooLong],
    ["a key insight over the limit", { key_insight: "k".repeat(KEY_INSIGHT_MAX_LENGTH + 1) }, SNIP_MSG.keyInsightTooLong],
    ["a country the study does not have", { filters: { country: ["f".repeat(24)] } }, RESULTS_FILTER_MSG.unknownOption("country", "f".repeat(24))],
    ["an answer the question does not offer", { filters: { demographics: [{ demographic_id: "$dog", answers: ["Maybe"] }] } }, RESULTS_FILTER_MSG.unknownAnswer("Owns a dog", "Maybe")],
    ["a reversed range", { filters: { summed_values: { start_range: 9, end_range: 1 } } }, RESULTS_FILTER_MSG.reversedRange],
  ])("refuses %s with a 400 and stores nothing", async (_name, vars, text) => {
    const before = await snipCount();
    const filters = JSON.parse(JSON.stringify((vars as { filters?: unknown }).filters ?? null).replace("$dog", dog)) as unknown;
    const a = await b.create(creator.token, { survey_id: surveyId, ...vars, filters });
    expect(errorOf(a).code).toBe("invalid");
    expect(errorOf(a).message).toContain(text);
    expect(await snipCount()).toBe(before);
  });

  it.each([
    ["another brand's study", () => theirStudy],
    ["an unknown study", () => newId()],
  ])("refuses %s with the study's 404 and stores nothing", async (_name, survey) => {
    const before = await snipCount();
    const a = await b.create(creator.token, { survey_id: survey() });
    expect(errorOf(a)).toEqual({ code: "not_found", message: STUDY_MSG.studyNotFound });
    expect(await snipCount()).toBe(before);
    expect(await prisma.snip.count({ where: { survey_id: theirStudy } })).toBe(1);
  });

  it("refuses a malformed study id with a 400 naming it, and stores nothing", async () => {
    const before = await snipCount();
    const a = await b.create(creator.token, { survey_id: "not-an-id" });
    expect(errorOf(a)).toEqual({ code: "invalid", message: "Survey id: Must be a 24-character lowercase hexadecimal id." });
    expect(await snipCount()).toBe(before);
  });

  it("a template study is a 404 to a non-admin; an admin may snip it", async () => {
    const template = (await study(brandId, { internalTemplate: true })).id;
    expect(errorOf(await b.create(creator.token, { survey_id: template }))).toEqual({ code: "not_found", message: STUDY_MSG.studyNotFound });
    expect((await b.create(admin.token, { survey_id: template })).data?.createSnip.creator?._id).toBe(admin.id);
  });
});

describe("who may use snips", () => {
  it("the brand must have enableSnapShare: every call is refused without it, admins' too", async () => {
    const off = await createBrand({ features: ["timeline"] });
    const offStudy = (await study(off.id, { assortmentId: (await assortment(off.id)).id })).id;
    const member = await createUser({ brands: { [off.id]: [["survey", "write"]] } });
    const existing = (await snipRow(offStudy, member.id)).id;
    const o = api(off.id);
    for (const token of [member.token, admin.token]) {
      for (const a of [
        await o.create(token, { survey_id: offStudy }),
        await o.surveySnips(token, offStudy),
        await o.snip(token, existing),
        await o.update(token, { _id: existing, title: "New" }),
        await o.remove(token, existing),
        await o.comments(token, existing),
        await o.addComment(token, existing, "Hello"),
      ]) {
        expect(errorOf(a)).toEqual({ code: "forbidden", message: SNIP_MSG.notEnabled });
      }
    }
    expect(await prisma.snip.findMany({ where: { brand_id: off.id }, select: { id: true, title: true } })).toHaveLength(1);
    expect(await prisma.comment.count({ where: { snip_id: existing } })).toBe(0);
  });

  it("needs survey read on the brand", async () => {
    const a = await b.surveySnips(noRead.token, surveyId);
    expect(errorOf(a)).toEqual({ code: "forbidden", message: permissionDeniedText("survey.read") });
    expect(errorOf(await b.create(noRead.token, { survey_id: surveyId })).code).toBe("forbidden");
  });

  it("another brand's member is refused on this brand, and never reaches this brand's snips through their own", async () => {
    const mine = (await snipRow(surveyId, creator.id)).id;
    expect(errorOf(await b.snip(outsider.token, mine))).toEqual({ code: "forbidden", message: MSG.noBrandAccess });
    // With their own brand's id, this brand's snip is simply not there.
    const theirs = api((await prisma.survey.findUniqueOrThrow({ where: { id: theirStudy } })).brand_id);
    expect(errorOf(await theirs.snip(outsider.token, mine))).toEqual({ code: "not_found", message: SNIP_MSG.notAvailable });
    expect(errorOf(await theirs.update(outsider.token, { _id: mine, title: "Mine now" }))).toEqual({ code: "not_found", message: SNIP_MSG.notAvailable });
    expect(errorOf(await theirs.remove(outsider.token, mine))).toEqual({ code: "not_found", message: SNIP_MSG.notAvailable });
    expect(await prisma.snip.findUnique({ where: { id: mine }, select: { title: true } })).not.toBeNull();
  });
});

describe("lists", () => {
  let shelf: string;
  let studyA: string;
  let studyB: string;
  let ids: string[];

  beforeAll(async () => {
    shelf = (await assortment(brandId)).id;
    studyA = (await study(brandId, { assortmentId: shelf })).id;
    studyB = (await study(brandId, { assortmentId: shelf })).id;
    // 12 snips a minute apart, alternating studies; ids[0] is the newest.
    ids = [];
    for (let i = 0; i < 12; i++) {
      const row = await snipRow(i % 2 ? studyB : studyA, creator.id, { date_created: new Date(Date.UTC(2026, 0, 1, 12, 12 - i)) });
      ids.push(row.id);
    }
    for (let i = 0; i < 3; i++) await commentRow(ids[1]!, colleague.id, `c${i}`);
  });

  it("an assortment's snips: newest first, 10 a page, with the total and each snip's comment count", async () => {
    const first = (await b.snips(colleague.token, shelf)).data!.snips;
    expect(first.total).toBe(12);
    expect(first.results.map((s) => s._id)).toEqual(ids.slice(0, 10));
    expect(first.results.map((s) => s.comment_count)).toEqual([0, 3, 0, 0, 0, 0, 0, 0, 0, 0]);
    const rest = (await b.snips(colleague.token, shelf, { offset: 10 })).data!.snips;
    expect([rest.total, rest.results.map((s) => s._id)]).toEqual([12, ids.slice(10)]);
    expect((await b.snips(colleague.token, shelf, { limit: 3, offset: 2 })).data!.snips.results.map((s) => s._id)).toEqual(ids.slice(2, 5));
    expect((await b.snips(colleague.token, shelf, { offset: 50 })).data!.snips).toEqual({ results: [], total: 12 });
  });

  it("a study's snips: only that study's, newest first", async () => {
    const page = (await b.surveySnips(colleague.token, studyB, { limit: 4 })).data!.surveySnips;
    expect(page.total).toBe(6);
    expect(page.results.map((s) => s._id)).toEqual([ids[1], ids[3], ids[5], ids[7]]);
  });

  it.each([
    [{ limit: 0 }, SNIP_MSG.limit(50)],
    [{ limit: 51 }, SNIP_MSG.limit(50)],
    [{ offset: -1 }, SNIP_MSG.offset],
  ])("refuses the page %j with a 400", async (page, text) => {
    for (const a of [await b.snips(colleague.token, shelf, page), await b.surveySnips(colleague.token, studyA, page)]) {
      expect(errorOf(a).code).toBe("invalid");
      expect(errorOf(a).message).toContain(text);
    }
  });

  it("another brand's or an unknown assortment or study is a 404, never their snips", async () => {
    const theirShelf = (await prisma.survey.findUniqueOrThrow({ where: { id: theirStudy } })).brand_id;
    const theirAssortment = (await assortment(theirShelf)).id;
    for (const a of [await b.snips(colleague.token, theirAssortment), await b.snips(colleague.token, newId()), await b.snips(colleague.token, "x")]) {
      expect(errorOf(a)).toEqual({ code: "not_found", message: STUDY_MSG.assortmentNotFound });
    }
    expect(errorOf(await b.surveySnips(colleague.token, theirStudy))).toEqual({ code: "not_found", message: STUDY_MSG.studyNotFound });
  });

  it("snips of a template study are listed for admins only", async () => {
    const template = (await study(brandId, { assortmentId: shelf, tempType: "template" })).id;
    const hidden = (await snipRow(template, admin.id)).id;
    expect((await b.snips(colleague.token, shelf)).data!.snips.total).toBe(12);
    expect((await b.snips(admin.token, shelf)).data!.snips.results[0]!._id).toBe(hidden);
    expect(errorOf(await b.snip(colleague.token, hidden))).toEqual({ code: "not_found", message: SNIP_MSG.notAvailable });
    expect((await b.snip(admin.token, hidden)).data?.snip._id).toBe(hidden);
  });
});

describe("reading one snip", () => {
  it("answers the snip with its thread's count and the first comments", async () => {
    const snip = await snipRow(surveyId, creator.id, { title: "Read me" });
    await commentRow(snip.id, colleague.id, "first", new Date(Date.UTC(2026, 0, 1)));
    await commentRow(snip.id, creator.id, "second", new Date(Date.UTC(2026, 0, 2)));
    const a = await b.snip(creator.token, snip.id);
    expect(a.data?.snip).toMatchObject({ _id: snip.id, title: "Read me", survey: { _id: surveyId }, comment_count: 2, is_creator: true });
    const nested = await gql<{ snip: { comments: { results: { content: string; is_author: boolean }[]; total: number } } }>(
      creator.token,
      `query($id: ID!, $b: ID!) { snip(_id: $id, brand_id: $b) { comments(limit: 1) { results { content is_author } total } } }`,
      { id: snip.id, b: brandId },
    );
    expect(nested.data?.snip.comments).toEqual({ results: [{ content: "first", is_author: false }], total: 2 });
  });

  it.each([
    ["a malformed id", () => "nope"],
    ["an unknown id", () => newId()],
    ["another brand's snip", () => theirSnip],
  ])("%s is the same 404: the snip is not available", async (_name, id) => {
    expect(errorOf(await b.snip(creator.token, id()))).toEqual({ code: "not_found", message: SNIP_MSG.notAvailable });
  });
});

describe("editing a snip", () => {
  const fresh = async () => (await b.create(creator.token, { survey_id: surveyId, title: "Original", key_insight: "Insight" })).data!.createSnip;
  const row = (id: string) => prisma.snip.findUniqueOrThrow({ where: { id } });

  it("the creator changes the title; the key insight's change is stamped", async () => {
    const s = await fresh();
    const titled = (await b.update(creator.token, { _id: s._id, title: "  Better  ", date_modified: s.date_modified })).data!.updateSnip;
    expect([titled.title, titled.keyInsight, titled.key_insight_updated]).toEqual(["Better", "Insight", null]);
    expect(titled.date_modified > s.date_modified).toBe(true);
    const insight = (await b.update(creator.token, { _id: s._id, keyInsight: "Sharper", date_modified: titled.date_modified })).data!.updateSnip;
    expect(insight.keyInsight).toBe("Sharper");
    expect(insight.key_insight_updated).not.toBeNull();
    expect(await row(s._id)).toMatchObject({ title: "Better", key_insight: "Sharper" });
  });

  it("an empty title is discarded, and an unchanged title or key insight writes nothing", async () => {
    const s = await fresh();
    const before = await row(s._id);
    for (const edit of [{ title: "" }, { title: "   " }, { title: " Original " }, { keyInsight: "Insight" }, { title: "Original", keyInsight: " Insight " }, {}]) {
      const a = await b.update(creator.token, { _id: s._id, ...edit });
      expect(a.errors).toBeUndefined();
      expect(a.data!.updateSnip).toMatchObject({ title: "Original", keyInsight: "Insight", date_modified: s.date_modified });
    }
    expect(await row(s._id)).toEqual(before);
    // An empty title beside a real key insight change: the title stays, the key insight changes.
    const mixed = (await b.update(creator.token, { _id: s._id, title: "", keyInsight: "New" })).data!.updateSnip;
    expect([mixed.title, mixed.keyInsight]).toEqual(["Original", "New"]);
  });

  it("markup in an edited title is kept as the literal text", async () => {
    const s = await fresh();
    const title = `<svg onload=alert(1)>`;
    expect((await b.update(creator.token, { _id: s._id, title })).data?.updateSnip.title).toBe(title);
    expect((await row(s._id)).title).toBe(title);
  });

  it("only the creator edits: anyone else, an admin too, gets a 403 and nothing changes", async () => {
    const s = await fresh();
    const before = await row(s._id);
    for (const token of [colleague.token, admin.token]) {
      expect(errorOf(await b.update(token, { _id: s._id, title: "Hijacked", keyInsight: "x" }))).toEqual({ code: "forbidden", message: SNIP_MSG.notCreator });
    }
    expect(await row(s._id)).toEqual(before);
  });

  it("a stale date_modified is a 409 and nothing changes", async () => {
    const s = await fresh();
    await b.update(creator.token, { _id: s._id, title: "Edited elsewhere", date_modified: s.date_modified });
    const after = await row(s._id);
    const a = await b.update(creator.token, { _id: s._id, title: "Late edit", date_modified: s.date_modified });
    expect(errorOf(a)).toEqual({ code: "conflict", message: SNIP_MSG.stale });
    expect(await row(s._id)).toEqual(after);
  });

  it.each([
    ["a title over the limit", { title: "t".repeat(TITLE_MAX_LENGTH + 1) }, "invalid", SNIP_MSG.titleTooLong],
    ["a key insight over the limit", { keyInsight: "k".repeat(KEY_INSIGHT_MAX_LENGTH + 1) }, "invalid", SNIP_MSG.keyInsightTooLong],
  ])("refuses %s and changes nothing", async (_name, edit, code, text) => {
    const s = await fresh();
    const before = await row(s._id);
    const a = await b.update(creator.token, { _id: s._id, ...edit });
    expect(errorOf(a).code).toBe(code);
    expect(errorOf(a).message).toContain(text);
    expect(await row(s._id)).toEqual(before);
  });

  it("a malformed date_modified is refused by the DateTime scalar, an unknown snip is the 404", async () => {
    const s = await fresh();
    const a = await b.update(creator.token, { _id: s._id, title: "x", date_modified: "yesterday" });
    expect(a.data).toBeNull();
    expect(errorOf(a).message).toContain("DateTime must be an ISO 8601 date-time string.");
    expect((await row(s._id)).title).toBe("Original");
    expect(errorOf(await b.update(creator.token, { _id: newId(), title: "x" }))).toEqual({ code: "not_found", message: SNIP_MSG.notAvailable });
  });
});

describe("deleting a snip", () => {
  it("only the creator deletes it (403 to others, admins too); its comments go with it", async () => {
    const s = (await b.create(creator.token, { survey_id: surveyId, title: "Doomed" })).data!.createSnip;
    await commentRow(s._id, colleague.id, "a comment");
    for (const token of [colleague.token, admin.token]) {
      expect(errorOf(await b.remove(token, s._id))).toEqual({ code: "forbidden", message: SNIP_MSG.notCreator });
    }
    expect(await prisma.snip.count({ where: { id: s._id } })).toBe(1);
    expect((await b.remove(creator.token, s._id)).data?.deleteSnip).toBe(s._id);
    expect(await prisma.snip.count({ where: { id: s._id } })).toBe(0);
    expect(await prisma.comment.count({ where: { snip_id: s._id } })).toBe(0);
    expect(errorOf(await b.remove(creator.token, s._id))).toEqual({ code: "not_found", message: SNIP_MSG.notAvailable });
    expect(errorOf(await b.snip(creator.token, s._id))).toEqual({ code: "not_found", message: SNIP_MSG.notAvailable });
  });
});
