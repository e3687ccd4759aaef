// Recording learnings (P13 item 1) through GraphQL against a real database: key takeaways created after the others,
// edited (a stale date_modified is a 409), ordered (all of them, each once) and deleted, and the study's impact, each
// with key_learning.write; learningsAndImpact reads them back in order. Every refusal is a clear error and changes
// nothing: 100 kB texts, markup kept as text, another brand's study, a question of another study, no write permission.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "@/lib/ids";
import { LEARNINGS_MSG, LEARNING_TEXT_MAX, TAKEAWAYS_MAX } from "@/lib/learnings/messages";
import type { TImpact, TKeyTakeaway } from "@/lib/results/respondent-reports";
import { STUDY_MSG } from "@/lib/studies/messages";
import { prisma } from "@/server/db";
import { createBrand, createUser } from "../support/factories";
import { gql } from "../support/product-factories";
import { study } from "../studies-read/fixtures";

const TAKEAWAY = `id learning decision estimated_roi order date_modified question { id product { id name image } }`;
const errorOf = (a: { errors?: { message: string; extensions?: { code?: string } }[] }) => ({ code: a.errors?.[0]?.extensions?.code, message: a.errors?.[0]?.message });

type TUser = Awaited<ReturnType<typeof createUser>>;
let brandId: string;
let surveyId: string;
let otherStudy: string;
let theirStudy: string;
let questionId: string;
let foreignQuestion: string;
let writer: TUser;
let reader: TUser;

beforeAll(async () => {
  const brand = await createBrand({ features: ["timeline"] });
  const elsewhere = await createBrand({ features: ["timeline"] });
  brandId = brand.id;
  surveyId = (await study(brandId, { status: "Closed", countries: ["QA"], products: 2 })).id;
  otherStudy = (await study(brandId, { status: "Closed", countries: ["QA"], products: 1 })).id;
  theirStudy = (await study(elsewhere.id, { countries: ["QA"] })).id;
  questionId = (await prisma.question.findFirstOrThrow({ where: { survey_id: surveyId, product_id: { not: null } }, select: { id: true } })).id;
  foreignQuestion = (await prisma.question.findFirstOrThrow({ where: { survey_id: otherStudy }, select: { id: true } })).id;
  writer = await createUser({ brands: { [brandId]: [["key_learning", "write"], ["survey", "read"]] } });
  reader = await createUser({ brands: { [brandId]: [["key_learning", "read"], ["survey", "read"]] } });
});

const create = (token: string, survey: string, takeaway: Record<string, unknown>) =>
  gql<{ createKeyTakeaway: TKeyTakeaway }>(
    token,
    `mutation($b: ID!, $s: ID!, $t: KeyTakeawayInput!) { createKeyTakeaway(brand_id: $b, survey_id: $s, takeaway: $t) { ${TAKEAWAY} } }`,
    { b: brandId, s: survey, t: takeaway },
  );
const update = (token: string, takeaway: Record<string, unknown>) =>
  gql<{ updateKeyTakeaway: TKeyTakeaway }>(
    token,
    `mutation($b: ID!, $s: ID!, $t: KeyTakeawayUpdateInput!) { updateKeyTakeaway(brand_id: $b, survey_id: $s, takeaway: $t) { ${TAKEAWAY} } }`,
    { b: brandId, s: surveyId, t: takeaway },
  );
const order = (token: string, ids: string[], survey = surveyId) =>
  gql<{ orderKeyTakeaways: TKeyTakeaway[] }>(token, `mutation($b: ID!, $s: ID!, $ids: [ID!]!) { orderKeyTakeaways(brand_id: $b, survey_id: $s, ids: $ids) { ${TAKEAWAY} } }`, {
    b: brandId,
    s: survey,
    ids,
  });
const remove = (token: string, id: string, survey = surveyId) =>
  gql<{ deleteKeyTakeaway: string }>(token, `mutation($b: ID!, $s: ID!, $id: ID!) { deleteKeyTakeaway(brand_id: $b, survey_id: $s, _id: $id) }`, { b: brandId, s: survey, id });
const impact = (token: string, value: Record<string, unknown>) =>
  gql<{ updateSurveyImpact: TImpact }>(
    token,
    `mutation($b: ID!, $s: ID!, $i: StudyImpactInput!) { updateSurveyImpact(brand_id: $b, survey_id: $s, impact: $i) { insight learnings decisions estimated_roi } }`,
    { b: brandId, s: surveyId, i: value },
  );
const read = (token: string, survey = surveyId) =>
  gql<{ learningsAndImpact: { impact: TImpact; key_takeaways: TKeyTakeaway[] } }>(
    token,
    `query($b: ID!, $s: ID!) { learningsAndImpact(brand_id: $b, survey_id: $s) { impact { insight learnings decisions estimated_roi } key_takeaways { ${TAKEAWAY} } } }`,
    { b: brandId, s: survey },
  );
const count = (survey = surveyId) => prisma.keyLearning.count({ where: { survey_id: survey } });

describe("key takeaways", () => {
  it("are added after the others with the trimmed texts and the product they are about, and read back in order", async () => {
    const before = (await read(reader.token)).data!.learningsAndImpact.key_takeaways.length;
    const a = await create(writer.token, surveyId, { learning: "  Earth tones win  ", decision: "Keep the olive parka", estimated_roi: "+$120k", question_id: questionId });
    expect(a.errors).toBeUndefined();
    const k = a.data!.createKeyTakeaway;
    expect(k).toMatchObject({ learning: "Earth tones win", decision: "Keep the olive parka", estimated_roi: "+$120k", question: { id: questionId } });
    expect(k.question?.product?.name).toBeTruthy();
    const b = await create(writer.token, surveyId, { learning: "Shorter lead times matter" });
    expect(b.data!.createKeyTakeaway).toMatchObject({ decision: "", estimated_roi: "", question: null });
    const all = (await read(reader.token)).data!.learningsAndImpact.key_takeaways;
    expect(all.slice(before).map((t) => t.learning)).toEqual(["Earth tones win", "Shorter lead times matter"]);
    expect(all.at(-1)!.order).toBeGreaterThan(all.at(-2)!.order);
  });

  it("keep markup as the literal text", async () => {
    const a = await create(writer.token, surveyId, { learning: `<script>alert("x")</script><b>bold</b>` });
    expect(a.data!.createKeyTakeaway.learning).toBe(`<script>alert("x")</script><b>bold</b>`);
  });

  it.each([
    ["an empty learning", { learning: "   " }, LEARNINGS_MSG.learningRequired],
    ["a 100 kB learning", { learning: "x".repeat(100_000) }, LEARNINGS_MSG.tooLong("The learning", LEARNING_TEXT_MAX)],
    ["a 100 kB decision", { learning: "ok", decision: "y".repeat(100_000) }, LEARNINGS_MSG.tooLong("The decision", LEARNING_TEXT_MAX)],
    ["a question of another study", { learning: "ok", question_id: "$foreign" }, LEARNINGS_MSG.questionUnknown],
  ])("refuse %s with a clear 400 and store nothing", async (_name, takeaway, message) => {
    const before = await count();
    const t = { ...takeaway, ...("question_id" in takeaway ? { question_id: foreignQuestion } : {}) };
    const a = await create(writer.token, surveyId, t);
    expect(errorOf(a).code).toBe("invalid");
    expect(errorOf(a).message).toContain(message);
    expect(await count()).toBe(before);
  });

  it("refuse another brand's study (404) and a user without key_learning write (403); nothing is stored", async () => {
    expect(errorOf(await create(writer.token, theirStudy, { learning: "Not ours" }))).toEqual({ code: "not_found", message: STUDY_MSG.studyNotFound });
    expect(await count(theirStudy)).toBe(0);
    const before = await count();
    expect(errorOf(await create(reader.token, surveyId, { learning: "Read only" })).code).toBe("forbidden");
    expect(await count()).toBe(before);
  });

  it("stop at the most a study records", async () => {
    const s = (await study(brandId, { status: "Closed", countries: ["QA"], products: 1 })).id;
    await prisma.keyLearning.createMany({ data: Array.from({ length: TAKEAWAYS_MAX }, (_, i) => ({ survey_id: s, learning: `L${i}`, order: i })) });
    const a = await create(writer.token, s, { learning: "One too many" });
    expect(errorOf(a)).toEqual({ code: "invalid", message: LEARNINGS_MSG.tooMany });
    expect(await count(s)).toBe(TAKEAWAYS_MAX);
  });
});

describe("editing a takeaway", () => {
  it("changes its texts and product; a stale date_modified is a 409 and nothing changes", async () => {
    const k = (await create(writer.token, surveyId, { learning: "First take" })).data!.createKeyTakeaway;
    const a = await update(writer.token, { _id: k.id, learning: "Second take", decision: "Drop it", question_id: questionId, date_modified: k.date_modified });
    expect(a.errors).toBeUndefined();
    expect(a.data!.updateKeyTakeaway).toMatchObject({ learning: "Second take", decision: "Drop it", question: { id: questionId } });
    const stale = await update(writer.token, { _id: k.id, learning: "Third take", date_modified: k.date_modified });
    expect(errorOf(stale)).toEqual({ code: "conflict", message: LEARNINGS_MSG.stale });
    expect((await prisma.keyLearning.findUniqueOrThrow({ where: { id: k.id } })).learning).toBe("Second take");
  });

  it("another study's takeaway, or an unknown one, is the 404; a reader is refused", async () => {
    const theirs = await prisma.keyLearning.create({ data: { survey_id: otherStudy, learning: "Elsewhere" } });
    expect(errorOf(await update(writer.token, { _id: theirs.id, learning: "Moved?" }))).toEqual({ code: "not_found", message: LEARNINGS_MSG.notFound });
    expect(errorOf(await update(writer.token, { _id: newId(), learning: "Ghost" })).code).toBe("not_found");
    expect(errorOf(await update(reader.token, { _id: theirs.id, learning: "Nope" })).code).toBe("forbidden");
    expect((await prisma.keyLearning.findUniqueOrThrow({ where: { id: theirs.id } })).learning).toBe("Elsewhere");
  });
});

describe("ordering and deleting", () => {
  /** A study of its own with three takeaways, so each test starts from what it made. */
  async function threeTakeaways(): Promise<{ survey: string; ids: string[] }> {
    const survey = (await study(brandId, { status: "Closed", countries: ["QA"], products: 1 })).id;
    const ids: string[] = [];
    for (const learning of ["One", "Two", "Three"]) ids.push((await create(writer.token, survey, { learning })).data!.createKeyTakeaway.id);
    return { survey, ids };
  }
  const idsOf = async (survey: string) => (await read(reader.token, survey)).data!.learningsAndImpact.key_takeaways.map((t) => t.id);

  it("puts them in the order given, all of them once; anything else is a 400 and nothing moves", async () => {
    const { survey, ids } = await threeTakeaways();
    const reversed = [...ids].reverse();
    const a = await order(writer.token, reversed, survey);
    expect(a.errors).toBeUndefined();
    expect(a.data!.orderKeyTakeaways.map((t) => t.id)).toEqual(reversed);
    expect(await idsOf(survey)).toEqual(reversed);
    for (const bad of [reversed.slice(1), [...reversed, reversed[0]!], [...reversed.slice(1), newId()]]) {
      expect(errorOf(await order(writer.token, bad, survey))).toEqual({ code: "invalid", message: LEARNINGS_MSG.orderMismatch });
    }
    expect(await idsOf(survey)).toEqual(reversed);
  });

  it("deletes one; the others keep their order; a reader cannot", async () => {
    const { survey, ids } = await threeTakeaways();
    expect(errorOf(await remove(reader.token, ids[0]!, survey)).code).toBe("forbidden");
    const a = await remove(writer.token, ids[1]!, survey);
    expect(a.data!.deleteKeyTakeaway).toBe(ids[1]);
    expect(await idsOf(survey)).toEqual([ids[0], ids[2]]);
    expect(errorOf(await remove(writer.token, ids[1]!, survey)).code).toBe("not_found");
  });
});

describe("the study's impact", () => {
  it("replaces the fields sent, keeps the others, clears an empty one", async () => {
    const a = await impact(writer.token, { insight: " Earth tones sell ", learnings: "Olive beats navy", decisions: "Re-colour", estimated_roi: "+8%" });
    expect(a.data!.updateSurveyImpact).toEqual({ insight: "Earth tones sell", learnings: "Olive beats navy", decisions: "Re-colour", estimated_roi: "+8%" });
    const b = await impact(writer.token, { decisions: "", estimated_roi: "+10%" });
    expect(b.data!.updateSurveyImpact).toEqual({ insight: "Earth tones sell", learnings: "Olive beats navy", decisions: null, estimated_roi: "+10%" });
    expect((await read(reader.token)).data!.learningsAndImpact.impact).toEqual(b.data!.updateSurveyImpact);
  });

  it("refuses 100 kB texts and a reader; nothing changes", async () => {
    const before = (await read(reader.token)).data!.learningsAndImpact.impact;
    expect(errorOf(await impact(writer.token, { insight: "z".repeat(100_000) })).code).toBe("invalid");
    expect(errorOf(await impact(reader.token, { insight: "Mine" })).code).toBe("forbidden");
    expect((await read(reader.token)).data!.learningsAndImpact.impact).toEqual(before);
  });
});
