// Segmentation questions and profiles (spec 2 §2 "Segmentation step", §5 demographic rules, §7 GraphQL and REST):
// demographic CRUD through GraphQL with access rules, every §5 rule on the server (a refused write changes nothing),
// the profile and weighting rules, the library queries and the REST demographic routes.
import { beforeAll, describe, expect, it } from "vitest";
import { DEMOGRAPHIC_MSG, TRANSLATION_MSG } from "@/lib/study-rules/messages";
import { BUILDER_MSG } from "@/lib/builder/messages";
import { prisma } from "@/server/db";
import { createUser } from "../support/factories";
import { draftStudy, setup } from "../builder/fixtures";
import { country } from "../studies-read/fixtures";
import { addToStudy, brandQuestion, platformQuestion, pointable, seg, segSnapshot } from "./fixtures";

let ctx: Awaited<ReturnType<typeof setup>>;
let outsider: string;
let api: ReturnType<typeof seg>;

beforeAll(async () => {
  ctx = await setup();
  outsider = (await createUser({ brands: { [ctx.otherBrandId]: [["survey", "write"]] } })).token;
  api = seg(ctx.brandId);
});

const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;
const message = (r: { errors?: { message: string }[] }) => r.errors?.[0]?.message;

describe("demographic CRUD through GraphQL with access rules", () => {
  it("a writer creates, updates and deletes a study's question; the answers carry the study's list", async () => {
    const study = await draftStudy(ctx.brandId, { products: 0 });
    const first = await brandQuestion(ctx.brandId, { title: "Already there" });
    await addToStudy(study.id, [first.id]);

    const created = await api.create(ctx.writer, study.id, pointable());
    expect(created.errors).toBeUndefined();
    const list = created.data!.createSurveyDemographicQuestion.demographics;
    expect(list.map((d) => d.demographic.title)).toEqual(["Already there", "How often do you shop?"]);
    const mine = list[1]!;
    // Pointable forces required; point values stored as numbers; a brand question.
    expect(mine).toMatchObject({ order: 1, required: true, randomize_options: true });
    expect(mine.demographic).toMatchObject({ brand: ctx.brandId, pointable: true, point_values: [1, 5, 10], options: ["Rarely", "Sometimes", "Often"] });

    const updated = await api.update(ctx.writer, study.id, mine.demographic._id, {
      ...pointable("How often do you shop online?", ["0", "", "20"]),
      options: ["Never", "", "Weekly"],
      country_options: { us: [true, false, true] },
    });
    expect(updated.errors).toBeUndefined();
    const after = updated.data!.updateSurveyDemographicShared.demographics[1]!.demographic;
    // Blank options dropped with their point values and country flags (§5 "On save").
    expect(after).toMatchObject({ _id: mine.demographic._id, title: "How often do you shop online?", options: ["Never", "Weekly"], point_values: [0, 20], country_options: { us: [true, true] } });

    const got = await api.getSurvey(ctx.reader, study.id);
    expect(got.errors).toBeUndefined();
    expect(got.data!.getSurvey.demographics.map((d) => d.demographic._id)).toEqual([first.id, mine.demographic._id]);
    expect(got.data!.getSurvey.segmentation_profiles).toEqual([]);

    const removed = await api.remove(ctx.writer, study.id, first.id);
    expect(removed.errors).toBeUndefined();
    expect(removed.data!.deleteSurveyDemographicQuestion.demographics.map((d) => [d.demographic._id, d.order])).toEqual([[mine.demographic._id, 0]]);
    // The question stays in the brand library.
    expect(await prisma.demographicQuestion.count({ where: { id: first.id } })).toBe(1);
  });

  it("a reader and a non-member are refused (forbidden), another brand's study is not found, and nothing changes", async () => {
    const study = await draftStudy(ctx.brandId, { products: 0 });
    const q = await brandQuestion(ctx.brandId);
    await addToStudy(study.id, [q.id]);
    const foreign = await draftStudy(ctx.otherBrandId, { products: 0 });
    const before = await segSnapshot(ctx.brandId, study.id);

    for (const token of [ctx.reader, outsider]) {
      expect(code(await api.create(token, study.id, pointable()))).toBe("forbidden");
      expect(code(await api.update(token, study.id, q.id, pointable()))).toBe("forbidden");
      expect(code(await api.remove(token, study.id, q.id))).toBe("forbidden");
      expect(code(await api.updateSurvey(token, study.id, { demographics: [] }))).toBe("forbidden");
    }
    expect(code(await api.getSurvey(outsider, study.id))).toBe("forbidden");
    // The writer's brand, another brand's study id → not found.
    expect(code(await api.create(ctx.writer, foreign.id, pointable()))).toBe("not_found");
    expect(code(await api.remove(ctx.writer, foreign.id, q.id))).toBe("not_found");
    // Unauthenticated.
    expect(code(await api.create(null as unknown as string, study.id, pointable()))).toBe("unauthenticated");
    expect(await segSnapshot(ctx.brandId, study.id)).toEqual(before);
    expect(await prisma.surveyDemographic.count({ where: { survey_id: foreign.id } })).toBe(0);
  });

  it("a study that is not a Draft, or is translating, is refused (409) and unchanged", async () => {
    const active = await draftStudy(ctx.brandId, { products: 0, status: "Active" });
    const q = await brandQuestion(ctx.brandId);
    await addToStudy(active.id, [q.id]);
    const before = await segSnapshot(ctx.brandId, active.id);
    for (const r of [
      await api.create(ctx.writer, active.id, pointable()),
      await api.update(ctx.writer, active.id, q.id, pointable()),
      await api.remove(ctx.writer, active.id, q.id),
      await api.updateSurvey(ctx.writer, active.id, { has_audience_weighting: true }),
    ]) {
      expect(code(r)).toBe("conflict");
      expect(message(r)).toBe(BUILDER_MSG.onlyDraftChanges);
    }
    expect(await segSnapshot(ctx.brandId, active.id)).toEqual(before);

    const translating = await draftStudy(ctx.brandId, { products: 0 });
    const de = await country("DE");
    await prisma.surveyCountry.create({ data: { survey_id: translating.id, country_id: de.id, translating: true } });
    const r = await api.create(ctx.writer, translating.id, pointable());
    expect(message(r)).toBe(TRANSLATION_MSG.locked);
    expect(await prisma.surveyDemographic.count({ where: { survey_id: translating.id } })).toBe(0);
  });
});

describe("the §5 rules on the server: bad input gets the rule's text and changes nothing", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["title required", { ...pointable(), title: "  " }, DEMOGRAPHIC_MSG.titleRequired],
    ["one option", { type: "choice", title: "Pick", options: ["Only", " "] }, DEMOGRAPHIC_MSG.twoOptions],
    ["point value abc", pointable("Q", ["1", "abc", "3"]), DEMOGRAPHIC_MSG.pointValueRequired],
    ["point value -1", pointable("Q", [1, -1, 3]), DEMOGRAPHIC_MSG.pointValueRequired],
    ["missing point value", pointable("Q", [1, null, 3]), DEMOGRAPHIC_MSG.pointValueRequired],
    ["point value on an empty option", { ...pointable("Q", [1, 2, 3]), options: ["A", "B", ""] }, DEMOGRAPHIC_MSG.pointValueOnEmpty],
    ["one image", { type: "image", title: "Style", images: [{ label: "A", original: "/u/a.png" }] }, DEMOGRAPHIC_MSG.twoImages],
    ["duplicate image labels", { type: "image", title: "Style", images: [{ label: "Red", original: "/u/a.png" }, { label: " red ", original: "/u/b.png" }] }, DEMOGRAPHIC_MSG.imageLabelUnique],
    ["empty image label", { type: "image", title: "Style", images: [{ label: "Red", original: "/u/a.png" }, { label: "", original: "/u/b.png" }] }, DEMOGRAPHIC_MSG.imageLabelRequired],
    ["26 images", { type: "image", title: "Style", images: Array.from({ length: 26 }, (_, i) => ({ label: `L${i}`, original: "/u/a.png" })) }, DEMOGRAPHIC_MSG.tooManyImages],
  ];

  it.each(cases)("%s → 400", async (_name, data, text) => {
    const study = await draftStudy(ctx.brandId, { products: 0 });
    const q = await brandQuestion(ctx.brandId);
    await addToStudy(study.id, [q.id]);
    const before = await segSnapshot(ctx.brandId, study.id);
    const created = await api.create(ctx.writer, study.id, data);
    expect(code(created)).toBe("invalid");
    expect(message(created)).toBe(text);
    const updated = await api.update(ctx.writer, study.id, q.id, data);
    expect(message(updated)).toBe(text);
    const rest = await api.restCreate(ctx.writer, data);
    expect(rest.status).toBe(400);
    expect(rest.json.detail).toBe(text);
    expect(await segSnapshot(ctx.brandId, study.id)).toEqual(before);
  });

  it("unknown fields and types are refused by the schema (no 500)", async () => {
    const study = await draftStudy(ctx.brandId, { products: 0 });
    expect(code(await api.create(ctx.writer, study.id, { type: "star", title: "x" }))).toBe("invalid");
    // A mistyped GraphQL variable is refused before the service runs.
    const mistyped = await api.create(ctx.writer, study.id, { type: "choice", title: 5, options: "A" });
    expect(mistyped.errors?.length).toBeGreaterThan(0);
    expect((await api.restCreate(ctx.writer, { ...pointable(), extra: true })).status).toBe(400);
    expect((await api.restCreate(ctx.writer, "not an object")).status).toBe(400);
    expect(await prisma.surveyDemographic.count({ where: { survey_id: study.id } })).toBe(0);
  });

  it("text keeps no options; an image question keeps its images", async () => {
    const study = await draftStudy(ctx.brandId, { products: 0 });
    const text = await api.create(ctx.writer, study.id, { type: "text", title: "Why?", options: ["x", "y"], pointable: true, point_values: [1, 2], randomize_options: true });
    expect(text.errors).toBeUndefined();
    expect(text.data!.createSurveyDemographicQuestion.demographics[0]).toMatchObject({ randomize_options: false, demographic: { options: [], point_values: [], pointable: false } });
    const images = [{ label: "Red", original: "/uploads/a.png" }, { label: "Blue", original: "https://cdn.example.com/b.png" }];
    const image = await api.create(ctx.writer, study.id, { type: "image", title: "Colour?", images });
    expect(image.data!.createSurveyDemographicQuestion.demographics[1]!.demographic.images).toEqual(images);
  });
});

describe("profiles, weighting and the blocked edits and deletes", () => {
  it("delete is blocked while a segmentation profile sums the question; profile ranges are summed point values", async () => {
    const study = await draftStudy(ctx.brandId, { products: 0 });
    const a = await brandQuestion(ctx.brandId, { pointable: true, options: ["A", "B", "C"], point_values: [1, 5, 10] });
    const b = await brandQuestion(ctx.brandId, { pointable: true, options: ["A", "B"], point_values: [0, 100] });
    const plain = await brandQuestion(ctx.brandId);
    await addToStudy(study.id, [a.id, b.id, plain.id]);

    const bad = await api.updateSurvey(ctx.writer, study.id, { segmentation_profiles: [{ profile_name: "Mixed", questions: [a.id, plain.id] }] });
    expect(message(bad)).toBe(DEMOGRAPHIC_MSG.profileQuestionNotPointable);
    expect(message(await api.updateSurvey(ctx.writer, study.id, { segmentation_profiles: [{ profile_name: " ", questions: [a.id] }] }))).toBe(DEMOGRAPHIC_MSG.profileNameRequired);
    expect(message(await api.updateSurvey(ctx.writer, study.id, { segmentation_profiles: [{ profile_name: "Empty", questions: [] }] }))).toBe(DEMOGRAPHIC_MSG.profileNeedsQuestion);

    const saved = await api.updateSurvey(ctx.writer, study.id, { segmentation_profiles: [{ profile_name: "Big spenders", color: "#1d4ed8", questions: [a.id, b.id] }] });
    expect(saved.errors).toBeUndefined();
    const [profile] = saved.data!.updateSurveySegmentation.segmentation_profiles;
    expect(profile).toMatchObject({ profile_name: "Big spenders", questions: [a.id, b.id], summed_values: { start_range: 1, end_range: 110 } });

    const before = await segSnapshot(ctx.brandId, study.id);
    const blocked = await api.remove(ctx.writer, study.id, a.id);
    expect(code(blocked)).toBe("conflict");
    expect(message(blocked)).toBe(DEMOGRAPHIC_MSG.inUseByProfile);
    // Dropping it through the list is blocked the same way.
    const viaList = await api.updateSurvey(ctx.writer, study.id, { demographics: [{ demographic: b.id }, { demographic: plain.id }] });
    expect(message(viaList)).toBe(DEMOGRAPHIC_MSG.inUseByProfile);
    // Turning it non-pointable is refused too.
    expect(message(await api.update(ctx.writer, study.id, a.id, { type: "choice", title: "x", options: ["A", "B"] }))).toBe(DEMOGRAPHIC_MSG.profileQuestionNotPointable);
    // The brand delete is blocked.
    expect(message(await api.deleteBrand(ctx.writer, a.id))).toBe(DEMOGRAPHIC_MSG.inUseByProfile);
    expect(await segSnapshot(ctx.brandId, study.id)).toEqual(before);

    // A point value change recomputes the range; dropping the profile and the question together is allowed.
    const edited = await api.update(ctx.writer, study.id, a.id, pointable("Renamed", ["2", "3", "50"]));
    expect(edited.data!.updateSurveyDemographicShared.segmentation_profiles[0]!.summed_values).toEqual({ start_range: 2, end_range: 150 });
    const both = await api.updateSurvey(ctx.writer, study.id, { segmentation_profiles: [], demographics: [{ demographic: b.id }, { demographic: plain.id }] });
    expect(both.errors).toBeUndefined();
    expect(both.data!.updateSurveySegmentation.demographics.map((d) => d.demographic._id)).toEqual([b.id, plain.id]);
  });

  it("an audience weighting question cannot be edited; only an admin creates one; the weighting warning", async () => {
    const study = await draftStudy(ctx.brandId, { products: 0 });
    const weighted = await brandQuestion(ctx.brandId, { audience_weighting: true, pointable: true, point_values: [1, 2] });
    const other = await brandQuestion(ctx.brandId, { pointable: true, point_values: [3, 4] });
    await addToStudy(study.id, [weighted.id, other.id]);
    const before = await segSnapshot(ctx.brandId, study.id);
    const r = await api.update(ctx.writer, study.id, weighted.id, pointable());
    expect(code(r)).toBe("conflict");
    expect(message(r)).toBe(DEMOGRAPHIC_MSG.weightingLocked);
    expect((await api.restUpdate(ctx.writer, weighted.id, pointable())).json.detail).toBe(DEMOGRAPHIC_MSG.weightingLocked);
    expect(message(await api.create(ctx.writer, study.id, { ...pointable(), audience_weighting: true }))).toBe(DEMOGRAPHIC_MSG.adminOnlyWeighting);
    expect(await segSnapshot(ctx.brandId, study.id)).toEqual(before);
    const adminStudy = await draftStudy(ctx.brandId, { products: 0 });
    const byAdmin = await api.create(ctx.admin, adminStudy.id, { ...pointable(), audience_weighting: true });
    expect(byAdmin.data!.createSurveyDemographicQuestion.demographics[0]!.demographic.audience_weighting).toBe(true);

    // Weighting on, a profile without the weighted question → the warning; with it → none.
    const on = await api.updateSurvey(ctx.writer, study.id, { has_audience_weighting: true, segmentation_profiles: [{ profile_name: "P", questions: [other.id] }] });
    expect(on.data!.updateSurveySegmentation).toMatchObject({ has_audience_weighting: true, weighting_warning: DEMOGRAPHIC_MSG.weightingNotInProfiles });
    const got = await api.getSurvey(ctx.writer, study.id);
    expect(got.data!.getSurvey.weighting_warning).toBe(DEMOGRAPHIC_MSG.weightingNotInProfiles);
    const off = await api.updateSurvey(ctx.writer, study.id, { segmentation_profiles: [{ _id: on.data!.updateSurveySegmentation.segmentation_profiles[0]!._id, profile_name: "P", questions: [other.id, weighted.id] }] });
    expect(off.data!.updateSurveySegmentation.weighting_warning).toBeNull();
  });

  it("reorders and sets the outer fields; pointable forces required; a duplicate or foreign question is refused", async () => {
    const study = await draftStudy(ctx.brandId, { products: 0 });
    const a = await brandQuestion(ctx.brandId, { pointable: true, point_values: [1, 2] });
    const b = await brandQuestion(ctx.brandId, { type: "text", options: [] });
    const c = await brandQuestion(ctx.brandId);
    const foreign = await brandQuestion(ctx.otherBrandId);
    await addToStudy(study.id, [a.id, b.id]);
    const r = await api.updateSurvey(ctx.writer, study.id, {
      demographics: [
        { demographic: c.id, required: true, disabled: true },
        { demographic: b.id, randomize_options: true, part_of_point_range: true },
        { demographic: a.id, required: false, part_of_point_range: true },
      ],
    });
    expect(r.errors).toBeUndefined();
    expect(r.data!.updateSurveySegmentation.demographics.map((d) => [d.demographic._id, d.order, d.required, d.randomize_options, d.disabled, d.part_of_point_range])).toEqual([
      [c.id, 0, true, false, true, false],
      [b.id, 1, false, false, false, false],
      [a.id, 2, true, false, false, true],
    ]);
    const before = await segSnapshot(ctx.brandId, study.id);
    expect(message(await api.updateSurvey(ctx.writer, study.id, { demographics: [{ demographic: a.id }, { demographic: a.id }] }))).toBe(DEMOGRAPHIC_MSG.duplicateInList);
    expect(message(await api.updateSurvey(ctx.writer, study.id, { demographics: [{ demographic: foreign.id }] }))).toBe(DEMOGRAPHIC_MSG.notAddable);
    expect(code(await api.updateSurvey(ctx.writer, study.id, { demographics: [{ demographic: "nope" }] }))).toBe("invalid");
    expect(await segSnapshot(ctx.brandId, study.id)).toEqual(before);
  });

  it("ids 2, 3 and 6 are not added to an international study, and the library leaves them out", async () => {
    const p = await Promise.all([1, 2, 3, 4, 6].map((n) => platformQuestion(n)));
    const study = await draftStudy(ctx.brandId, { products: 0 });
    const [us, gb] = await Promise.all([country("US"), country("GB")]);
    await prisma.surveyCountry.createMany({ data: [{ survey_id: study.id, country_id: us.id, order: 0 }, { survey_id: study.id, country_id: gb.id, order: 1 }] });
    const r = await api.updateSurvey(ctx.writer, study.id, { demographics: [{ demographic: p[0]!.id }, { demographic: p[1]!.id }] });
    expect(message(r)).toBe(DEMOGRAPHIC_MSG.notAddable);
    expect(await prisma.surveyDemographic.count({ where: { survey_id: study.id } })).toBe(0);
    expect((await api.updateSurvey(ctx.writer, study.id, { demographics: [{ demographic: p[0]!.id }, { demographic: p[3]!.id }] })).errors).toBeUndefined();

    const intl = (await api.library(ctx.reader, { surveyId: study.id })).data!.brandDemographicQuestions.map((q) => q.legacy_id).filter((n) => n !== null);
    expect(intl).toEqual(expect.arrayContaining([1, 4]));
    expect(intl).not.toEqual(expect.arrayContaining([2]));
    expect(intl.some((n) => [2, 3, 6].includes(n!))).toBe(false);
    const domestic = (await api.library(ctx.reader)).data!.brandDemographicQuestions.map((q) => q.legacy_id);
    expect(domestic).toEqual(expect.arrayContaining([1, 2, 3, 4, 6]));
  });

  it("editing a platform default from a study makes a brand copy in its place (profiles re-pointed)", async () => {
    const platform = await platformQuestion(5, { title: "Platform income", pointable: true, options: ["Low", "High"], point_values: [0, 10] });
    const study = await draftStudy(ctx.brandId, { products: 0 });
    await addToStudy(study.id, [platform.id]);
    await api.updateSurvey(ctx.writer, study.id, { segmentation_profiles: [{ profile_name: "Income", questions: [platform.id] }] });
    const r = await api.update(ctx.writer, study.id, platform.id, { type: "choice", title: "Our income question", options: ["Low", "High"], pointable: true, point_values: ["0", "50"] });
    expect(r.errors).toBeUndefined();
    const answer = r.data!.updateSurveyDemographicShared;
    const copy = answer.demographics[0]!.demographic;
    expect(copy).toMatchObject({ brand: ctx.brandId, title: "Our income question", point_values: [0, 50] });
    expect(copy._id).not.toBe(platform.id);
    expect(answer.segmentation_profiles[0]).toMatchObject({ questions: [copy._id], summed_values: { start_range: 0, end_range: 50 } });
    expect(await prisma.demographicQuestion.findUniqueOrThrow({ where: { id: platform.id } })).toMatchObject({ title: platform.title, point_values: [0, 10], brand_id: null });
    // A non-editable platform question is refused.
    const locked = await platformQuestion(7, { editable: false });
    await addToStudy(study.id, [locked.id].map((x) => x));
    expect(message(await api.update(ctx.writer, study.id, locked.id, { type: "choice", title: "x", options: ["A", "B"] }))).toBe(DEMOGRAPHIC_MSG.notEditable);
  });
});

describe("library queries", () => {
  it("brandDemographicQuestions: platform defaults and the brand's own, not other brands' nor archived; search; access", async () => {
    const mine = await brandQuestion(ctx.brandId, { title: "Zebra stripes preference" });
    const archived = await brandQuestion(ctx.brandId, { title: "Zebra archived", archived: true });
    const theirs = await brandQuestion(ctx.otherBrandId, { title: "Zebra of another brand" });
    await platformQuestion(1);
    const all = (await api.library(ctx.reader)).data!.brandDemographicQuestions;
    const ids = all.map((q) => q._id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(archived.id);
    expect(ids).not.toContain(theirs.id);
    expect(all.some((q) => q.brand === null)).toBe(true);
    expect((await api.library(ctx.reader, { search: "zebra" })).data!.brandDemographicQuestions.map((q) => q._id)).toEqual([mine.id]);
    expect(code(await api.library(outsider))).toBe("forbidden");
  });

  it("segmentationProfilesForBrand lists the brand's profiles with their study", async () => {
    const study = await draftStudy(ctx.brandId, { products: 0 });
    const q = await brandQuestion(ctx.brandId, { pointable: true, point_values: [2, 7] });
    await addToStudy(study.id, [q.id]);
    const saved = await api.updateSurvey(ctx.writer, study.id, { segmentation_profiles: [{ profile_name: "Listed", questions: [q.id] }] });
    const id = saved.data!.updateSurveySegmentation.segmentation_profiles[0]!._id;
    const list = (await api.profiles(ctx.reader)).data!.segmentationProfilesForBrand;
    expect(list.find((p) => p._id === id)).toMatchObject({ profile_name: "Listed", survey_id: study.id, summed_values: { start_range: 2, end_range: 7 } });
    expect(code(await api.profiles(outsider))).toBe("forbidden");
    expect((await seg(ctx.otherBrandId).profiles(outsider)).data!.segmentationProfilesForBrand.some((p) => p._id === id)).toBe(false);
  });
});

describe("REST POST/PUT/DELETE /brand/{b}/demographic", () => {
  it("POST creates a library question (201); PUT edits it; the reader and outsiders are refused", async () => {
    const created = await api.restCreate(ctx.writer, { ...pointable("REST question"), options: ["A", "B", " "], point_values: [1, 2, null] });
    expect(created.status).toBe(201);
    const q = created.json.results as { _id: string; brand: string; options: string[]; point_values: number[] };
    expect(q).toMatchObject({ brand: ctx.brandId, options: ["A", "B"], point_values: [1, 2] });
    const put = await api.restUpdate(ctx.writer, q._id, { type: "multi", title: "REST renamed", options: ["A", "B", "C"] });
    expect(put.status).toBe(200);
    expect(put.json.results).toMatchObject({ _id: q._id, type: "multi", title: "REST renamed", pointable: false, point_values: [] });
    expect((await api.restUpdate(ctx.writer, q._id, { type: "multi", title: "x", options: ["A"] })).json.detail).toBe(DEMOGRAPHIC_MSG.twoOptions);

    expect((await api.restCreate(ctx.reader, pointable())).status).toBe(403);
    expect((await api.restUpdate(ctx.reader, q._id, pointable())).status).toBe(403);
    expect((await seg(ctx.brandId).restCreate(outsider, pointable())).status).toBe(403);
    // Another brand's question through this brand → 404; a platform default → 409.
    const theirs = await brandQuestion(ctx.otherBrandId);
    expect((await api.restUpdate(ctx.writer, theirs.id, pointable())).status).toBe(404);
    const platform = await platformQuestion(9);
    expect((await api.restUpdate(ctx.writer, platform.id, pointable())).status).toBe(409);
    expect((await prisma.demographicQuestion.findUniqueOrThrow({ where: { id: q._id } })).title).toBe("REST renamed");
  });

  it("PUT of a question a published study asks is refused; DELETE archives an asked question and deletes an unused one", async () => {
    const active = await draftStudy(ctx.brandId, { products: 0, status: "Active" });
    const asked = await brandQuestion(ctx.brandId);
    await addToStudy(active.id, [asked.id]);
    const put = await api.restUpdate(ctx.writer, asked.id, pointable());
    expect(put.status).toBe(409);
    expect(put.json.detail).toBe(DEMOGRAPHIC_MSG.usedByPublishedStudy);

    expect((await api.restDelete(ctx.reader, asked.id)).status).toBe(403);
    const del = await api.restDelete(ctx.writer, asked.id);
    expect(del.json.results).toEqual({ _id: asked.id, archived: true, deleted: false });
    expect((await prisma.demographicQuestion.findUniqueOrThrow({ where: { id: asked.id } })).archived).toBe(true);
    expect(await prisma.surveyDemographic.count({ where: { demographic_id: asked.id } })).toBe(1);

    const unused = await brandQuestion(ctx.brandId);
    const gone = await api.deleteBrand(ctx.writer, unused.id);
    expect(gone.data!.deleteBrandDemographicQuestion).toEqual({ _id: unused.id, archived: false, deleted: true });
    expect(await prisma.demographicQuestion.count({ where: { id: unused.id } })).toBe(0);
    expect((await api.restDelete(ctx.writer, unused.id)).status).toBe(404);
  });
});
