// Saved filters (P9 item 2): save (POST .../filter), list (GET .../filters) and delete (DELETE .../filter/{id}). A saved
// filter is checked against the study exactly as a report checks its filter and, applied again, selects the same
// respondents; names are trimmed, 1–80 characters, unique per study; at most 50 per study; only the creator or someone
// with survey write deletes one; another study's or brand's filter is a 404. Every refusal changes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "@/lib/ids";
import { RESULTS_FILTER_MSG } from "@/lib/results/filters";
import { MAX_SAVED_FILTERS, SAVED_FILTER_MSG, type TSavedFilter } from "@/lib/results/saved-filters";
import * as saveRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/filter/route";
import * as deleteRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/filter/[filterId]/route";
import * as listRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/filters/route";
import * as ratingsRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/report/ratings/route";
import { prisma } from "@/server/db";
import { hashShareToken, newShareToken, SHARE_HEADER } from "@/server/access/share-viewer";
import { call, createBrand, createUser } from "../support/factories";
import { country, study } from "../studies-read/fixtures";

let brandId: string;
let surveyId: string;
let sibling: string;
let theirs: string;
let aa: string;
let bb: string;
let dog: string;
let otherBrandProfile: string;
let creator: { id: string; token: string };
let reader: { id: string; token: string };
let writer: { id: string; token: string };
let outsider: { id: string; token: string };

beforeAll(async () => {
  const brand = await createBrand();
  const elsewhere = await createBrand();
  brandId = brand.id;
  // Countries QA and QB; 3 respondents in QA (2 dog owners), 2 in QB (1 dog owner), each rating the one product 5.
  const s = await study(brandId, { status: "Closed", countries: ["QA", "QB"], products: 1 });
  surveyId = s.id;
  [aa, bb] = [(await country("QA")).id, (await country("QB")).id];
  dog = (await prisma.demographicQuestion.create({ data: { id: newId(), brand_id: brandId, title: "Owns a dog", options: ["Yes", "No"] } })).id;
  await prisma.surveyDemographic.create({ data: { survey_id: surveyId, demographic_id: dog } });
  const question = await prisma.question.findFirstOrThrow({ where: { survey_id: surveyId } });
  const people: [string, "Yes" | "No"][] = [[aa, "Yes"], [aa, "Yes"], [aa, "No"], [bb, "Yes"], [bb, "No"]];
  const ids = people.map(() => newId());
  await prisma.respondent.createMany({ data: people.map(([c], i) => ({ id: ids[i]!, survey_id: surveyId, country_id: c, status: "completed" as const })) });
  await prisma.ratingAnswer.createMany({ data: ids.map((respondent_id) => ({ survey_id: surveyId, respondent_id, product_id: question.product_id!, question_id: question.id, rating: 5 })) });
  await prisma.segmentAnswer.createMany({ data: people.map(([, d], i) => ({ survey_id: surveyId, respondent_id: ids[i]!, demographic_id: dog, values: [d] })) });
  sibling = (await study(brandId, { countries: ["QA"] })).id;
  theirs = (await study(elsewhere.id, { countries: ["QA"] })).id;
  otherBrandProfile = (await prisma.consumerProfile.create({ data: { id: newId(), brand_id: elsewhere.id, title: "Elsewhere" } })).id;
  creator = await createUser({ brands: { [brandId]: [["survey", "read"]] } });
  reader = await createUser({ brands: { [brandId]: [["survey", "read"]] } });
  writer = await createUser({ brands: { [brandId]: [["survey", "write"]] } });
  outsider = await createUser({ brands: { [elsewhere.id]: [["survey", "write"]] } });
});

const save = (body: unknown, token = creator.token, survey = surveyId, brand = brandId) =>
  call(saveRoute.POST, { method: "POST", token, params: { id: brand, surveyId: survey }, json: body });
const list = async (token = creator.token, survey = surveyId) => {
  const res = await call(listRoute.GET, { token, params: { id: brandId, surveyId: survey } });
  expect(res.status).toBe(200);
  return res.json.results as TSavedFilter[];
};
const remove = (filterId: string, token = creator.token, survey = surveyId, brand = brandId) =>
  call(deleteRoute.DELETE, { method: "DELETE", token, params: { id: brand, surveyId: survey, filterId } });
const stored = (survey = surveyId) => prisma.savedFilter.count({ where: { survey_id: survey } });
/** A study of the brand offering QA and QB, for a test that needs its own list of saved filters. */
const freshStudy = async () => (await study(brandId, { countries: ["QA", "QB"] })).id;

describe("saving a filter", () => {
  it("keeps the trimmed name and the filter as a report reads it; applied again it selects the same respondents", async () => {
    const filters = { country: [aa], demographics: [{ demographic_id: dog, answers: ["Yes"] }] };
    const res = await save({ name: "  QA and a dog  ", filters });
    expect(res.status).toBe(201);
    const saved = res.json.results as TSavedFilter;
    expect(saved).toMatchObject({ survey_id: surveyId, name: "QA and a dog", filters, creator: { _id: creator.id }, can_delete: true });
    const row = await prisma.savedFilter.findUniqueOrThrow({ where: { id: saved._id } });
    expect([row.brand_id, row.creator_id, row.filters]).toEqual([brandId, creator.id, filters]);
    // QA and a dog owner: 2 of the 5 respondents rated the product.
    const ratings = await call(ratingsRoute.POST, { method: "POST", token: creator.token, params: { id: brandId, surveyId }, json: { filter: saved.filters } });
    expect((ratings.json.results as { count: number }[])[0]!.count).toBe(2);
  });

  it("lists the study's filters oldest first, telling each caller whether they may delete each", async () => {
    const own = await freshStudy();
    expect((await save({ name: "QA", filters: { country: [aa] } }, creator.token, own)).status).toBe(201);
    expect((await save({ name: "QB", filters: { country: [bb] } }, writer.token, own)).status).toBe(201);
    const mine = await list(creator.token, own);
    expect(mine.map((f) => [f.name, f.creator?._id, f.can_delete])).toEqual([["QA", creator.id, true], ["QB", writer.id, false]]);
    expect((await list(reader.token, own)).map((f) => f.can_delete)).toEqual([false, false]);
    expect((await list(writer.token, own)).map((f) => f.can_delete)).toEqual([true, true]);
    expect(await list(creator.token, sibling)).toEqual([]);
  });

  it("bad input is a 4xx naming the problem, and saves nothing", async () => {
    expect((await save({ name: "QA dog owners", filters: { country: [aa] } })).status).toBe(201);
    const before = await stored();
    const refusals: [unknown, number, string][] = [
      [{ name: "   ", filters: { country: [aa] } }, 400, SAVED_FILTER_MSG.nameRequired],
      [{ name: "x".repeat(81), filters: { country: [aa] } }, 400, SAVED_FILTER_MSG.nameTooLong],
      [{ filters: { country: [aa] } }, 400, SAVED_FILTER_MSG.nameRequired],
      [{ name: "Everyone", filters: {} }, 400, SAVED_FILTER_MSG.empty],
      [{ name: "Reversed", filters: { summed_values: { start_range: 9, end_range: 1 } } }, 400, RESULTS_FILTER_MSG.reversedRange],
      [{ name: "Theirs", filters: { consumer_profiles: [otherBrandProfile] } }, 400, RESULTS_FILTER_MSG.unknownOption("consumer_profiles", otherBrandProfile)],
      [{ name: "Colour", filters: { colour: ["red"] } }, 400, "colour"],
      [{ name: "Extra", filters: { country: [aa] }, shared: true }, 400, "shared"],
      [{ name: "qa DOG owners", filters: { country: [bb] } }, 409, SAVED_FILTER_MSG.duplicateName("qa DOG owners")],
    ];
    for (const [body, status, text] of refusals) {
      const res = await save(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.json.detail, JSON.stringify(body)).toContain(text);
    }
    // A country the study does not offer (QB is not in the sibling study).
    expect((await save({ name: "QB", filters: { country: [bb] } }, creator.token, sibling)).status).toBe(400);
    expect(await stored()).toBe(before);
    expect(await stored(sibling)).toBe(0);
  });

  it("another brand's study is a 404; a share viewer and an outsider are refused", async () => {
    expect((await save({ name: "Theirs", filters: { country: [aa] } }, creator.token, theirs)).status).toBe(404);
    expect((await save({ name: "Mine", filters: { country: [aa] } }, outsider.token)).status).toBe(403);
    const token = newShareToken();
    await prisma.shareToken.create({ data: { token_hash: hashShareToken(token), brand_id: brandId, survey_id: surveyId, scope: "results" } });
    const viewer = { [SHARE_HEADER]: token, authorization: "Bearer null" };
    expect((await call(listRoute.GET, { headers: viewer, params: { id: brandId, surveyId } })).status).toBe(401);
    expect((await call(saveRoute.POST, { method: "POST", headers: viewer, params: { id: brandId, surveyId }, json: { name: "V", filters: { country: [aa] } } })).status).toBe(401);
    expect(await prisma.savedFilter.count({ where: { survey_id: theirs } })).toBe(0);
  });

  it(`keeps at most ${MAX_SAVED_FILTERS} per study`, async () => {
    const full = await freshStudy();
    await prisma.savedFilter.createMany({
      data: Array.from({ length: MAX_SAVED_FILTERS - 1 }, (_, i) => ({ brand_id: brandId, survey_id: full, creator_id: creator.id, name: `F${i}`, filters: { country: [aa] } })),
    });
    // The 50th is accepted, the 51st refused.
    expect((await save({ name: "Fiftieth", filters: { country: [aa] } }, creator.token, full)).status).toBe(201);
    const res = await save({ name: "One more", filters: { country: [aa] } }, creator.token, full);
    expect(res.status).toBe(400);
    expect(res.json.detail).toBe(SAVED_FILTER_MSG.tooMany);
    expect(await stored(full)).toBe(MAX_SAVED_FILTERS);
  });
});

describe("deleting a saved filter", () => {
  const create = async (name: string, token = creator.token, survey = surveyId) => {
    const res = await save({ name, filters: { country: [aa] } }, token, survey);
    expect(res.status).toBe(201);
    return (res.json.results as TSavedFilter)._id;
  };

  it("its creator deletes it", async () => {
    const id = await create("Creator deletes");
    const res = await remove(id);
    expect(res.status).toBe(200);
    expect(res.json.results).toEqual({ _id: id });
    expect(await prisma.savedFilter.findUnique({ where: { id } })).toBeNull();
    // Gone: a second delete is a 404.
    expect((await remove(id)).status).toBe(404);
  });

  it("someone with survey write deletes anyone's; a reader who did not save it cannot", async () => {
    const id = await create("Shared view");
    const refused = await remove(id, reader.token);
    expect(refused.status).toBe(403);
    expect(refused.json.detail).toBe(SAVED_FILTER_MSG.cannotDelete);
    expect(await prisma.savedFilter.findUnique({ where: { id } })).not.toBeNull();
    expect((await remove(id, writer.token)).status).toBe(200);
    expect(await prisma.savedFilter.findUnique({ where: { id } })).toBeNull();
  });

  it("a filter of another study, another brand's study or an unknown id is a 404 and nothing is deleted", async () => {
    const elsewhere = await create("On the sibling", creator.token, sibling);
    const res = await remove(elsewhere, creator.token, surveyId);
    expect(res.status).toBe(404);
    expect(res.json.detail).toBe(SAVED_FILTER_MSG.notFound);
    expect((await remove(elsewhere, creator.token, theirs)).status).toBe(404);
    expect((await remove(elsewhere, outsider.token)).status).toBe(403);
    expect((await remove(newId())).status).toBe(404);
    expect((await remove("x")).status).toBe(404);
    expect(await prisma.savedFilter.findUnique({ where: { id: elsewhere } })).not.toBeNull();
  });
});
