import "server-only";
// GraphQL: segmentation questions and profiles (spec 2 §7, docs/contracts/p5-builder.md), thin adapters over
// server/demographics/*. getSurvey answers the study's demographics and segmentation_profiles through fields added
// to Survey here. Each root field declares its permission (brandField); validation happens in the services.
import type { TBrandSegmentationProfile, TSurveySegmentation } from "@/lib/demographics/wire";
import type { TWireDemographic, TWireSegmentationProfile, TWireSurveyDemographic } from "@/lib/builder/builder-wire";
import type { TSurveyWire } from "../studies/get-survey";
import { prisma } from "../db";
import { brandField, builder } from "./builder";
import { JSONScalar } from "./scalars";
import { Survey } from "./study";
import { listBrandDemographics } from "../demographics/brand-demographics";
import { listBrandSegmentationProfiles } from "../demographics/brand-segmentation-profiles";
import { createSurveyDemographic } from "../demographics/create-survey-demographic";
import { updateSurveyDemographic } from "../demographics/update-survey-demographic";
import { deleteSurveyDemographic } from "../demographics/delete-survey-demographic";
import { deleteBrandDemographic } from "../demographics/delete-brand-demographic";
import { updateSurveySegmentation } from "../demographics/update-survey-segmentation";
import { loadSegmentationAnswer } from "../demographics/segmentation-answer";

const DemographicImage = builder.objectRef<TWireDemographic["images"][number]>("DemographicImage").implement({
  fields: (t) => ({
    label: t.exposeString("label"),
    original: t.exposeString("original"),
    mobile: t.exposeString("mobile"),
    desktop: t.exposeString("desktop"),
  }),
});

export const Demographic = builder.objectRef<TWireDemographic>("Demographic").implement({
  description: "A segmentation (demographic) question: a platform default (brand null) or one of a brand's library.",
  fields: (t) => ({
    _id: t.exposeID("_id"),
    legacy_id: t.exposeInt("legacy_id", { nullable: true }),
    brand: t.exposeID("brand", { nullable: true }),
    type: t.exposeString("type"),
    title: t.exposeString("title"),
    dashboard_title: t.exposeString("dashboard_title", { nullable: true }),
    options: t.exposeStringList("options"),
    images: t.field({ type: [DemographicImage], resolve: (d) => d.images }),
    pointable: t.exposeBoolean("pointable"),
    point_values: t.exposeFloatList("point_values"),
    country_options: t.field({ type: JSONScalar, description: "{ <country code>: boolean[] } — answers offered per country.", resolve: (d) => d.country_options }),
    show_as_dropdown: t.exposeBoolean("show_as_dropdown"),
    editable: t.exposeBoolean("editable"),
    is_default: t.exposeBoolean("is_default"),
    audience_weighting: t.exposeBoolean("audience_weighting"),
    special_input_type: t.exposeString("special_input_type", { nullable: true }),
    brand_default_question: t.exposeBoolean("brand_default_question"),
    enabled_by_default: t.exposeBoolean("enabled_by_default"),
    add_to_new_tests: t.exposeBoolean("add_to_new_tests"),
  }),
});

const SurveyDemographic = builder.objectRef<TWireSurveyDemographic>("SurveyDemographic").implement({
  description: "One of a study's demographics: the question and the per-study outer fields.",
  fields: (t) => ({
    demographic: t.field({ type: Demographic, resolve: (r) => r.demographic }),
    order: t.exposeInt("order"),
    required: t.exposeBoolean("required"),
    randomize_options: t.exposeBoolean("randomize_options"),
    disabled: t.exposeBoolean("disabled"),
    enabled_by_default: t.exposeBoolean("enabled_by_default"),
    add_to_new_tests: t.exposeBoolean("add_to_new_tests"),
    part_of_point_range: t.exposeBoolean("part_of_point_range"),
  }),
});

const SummedValues = builder.objectRef<TWireSegmentationProfile["summed_values"]>("SummedValues").implement({
  fields: (t) => ({ start_range: t.exposeFloat("start_range", { nullable: true }), end_range: t.exposeFloat("end_range", { nullable: true }) }),
});

function profileFields(t: PothosSchemaTypes.ObjectFieldBuilder<TTypes, TWireSegmentationProfile>) {
  return {
    _id: t.exposeID("_id"),
    profile_name: t.exposeString("profile_name"),
    avatar: t.exposeString("avatar", { nullable: true }),
    color: t.exposeString("color", { nullable: true }),
    questions: t.exposeIDList("questions"),
    summed_values: t.field({ type: SummedValues, resolve: (p) => p.summed_values }),
  };
}
type TTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

const SegmentationProfile = builder.objectRef<TWireSegmentationProfile>("SegmentationProfile").implement({
  description: "A study's segmentation profile; summed_values span its questions' summed point values.",
  fields: (t) => profileFields(t),
});

const BrandSegmentationProfile = builder.objectRef<TBrandSegmentationProfile>("BrandSegmentationProfile").implement({
  fields: (t) => ({
    ...profileFields(t as unknown as PothosSchemaTypes.ObjectFieldBuilder<TTypes, TWireSegmentationProfile>),
    survey_id: t.exposeID("survey_id"),
    survey_title: t.exposeString("survey_title"),
  }),
});

const SurveySegmentation = builder.objectRef<TSurveySegmentation>("SurveySegmentation").implement({
  description: "A study's segmentation questions and profiles after a change (the answer of every segmentation mutation).",
  fields: (t) => ({
    survey_id: t.exposeID("survey_id"),
    demographics: t.field({ type: [SurveyDemographic], resolve: (s) => s.demographics }),
    segmentation_profiles: t.field({ type: [SegmentationProfile], resolve: (s) => s.segmentation_profiles }),
    has_audience_weighting: t.exposeBoolean("has_audience_weighting"),
    weighting_warning: t.exposeString("weighting_warning", { nullable: true }),
    question_guidance: t.exposeString("question_guidance", { nullable: true }),
  }),
});

const DeletedDemographic = builder.objectRef<{ _id: string; archived: boolean; deleted: boolean }>("DeletedDemographic").implement({
  fields: (t) => ({ _id: t.exposeID("_id"), archived: t.exposeBoolean("archived"), deleted: t.exposeBoolean("deleted") }),
});

// getSurvey (study.ts) has already checked survey read on the brand; these fields load the study's segmentation
// once per answered Survey object.
const loaded = new WeakMap<TSurveyWire, Promise<TSurveySegmentation>>();
function segmentationOf(s: TSurveyWire): Promise<TSurveySegmentation> {
  let p = loaded.get(s);
  if (!p) {
    p = loadSegmentationAnswer(prisma, s._id);
    loaded.set(s, p);
  }
  return p;
}

builder.objectFields(Survey, (t) => ({
  demographics: t.field({ type: [SurveyDemographic], resolve: async (s) => (await segmentationOf(s)).demographics }),
  segmentation_profiles: t.field({ type: [SegmentationProfile], resolve: async (s) => (await segmentationOf(s)).segmentation_profiles }),
  has_audience_weighting: t.field({ type: "Boolean", resolve: async (s) => (await segmentationOf(s)).has_audience_weighting }),
  weighting_warning: t.field({ type: "String", nullable: true, resolve: async (s) => (await segmentationOf(s)).weighting_warning }),
  question_guidance: t.field({ type: "String", nullable: true, resolve: async (s) => (await segmentationOf(s)).question_guidance }),
}));

const DemographicImageInput = builder.inputType("DemographicImageInput", {
  fields: (t) => ({ label: t.string({ required: true }), original: t.string(), mobile: t.string(), desktop: t.string() }),
});

const DemographicInput = builder.inputType("DemographicInput", {
  description: "A segmentation question as edited; every spec 2 §5 rule is checked by the server.",
  fields: (t) => ({
    type: t.string({ required: true }),
    title: t.string({ required: true }),
    dashboard_title: t.string(),
    options: t.stringList(),
    images: t.field({ type: [DemographicImageInput] }),
    pointable: t.boolean(),
    point_values: t.field({ type: [JSONScalar], required: { list: false, items: false }, description: "One per option, as typed (a number, a string or null)." }),
    country_options: t.field({ type: JSONScalar, description: "{ <country code>: boolean[] }, one flag per option." }),
    show_as_dropdown: t.boolean(),
    special_input_type: t.string(),
    audience_weighting: t.boolean({ description: "Admins only; a weighted question cannot be edited afterwards." }),
    required: t.boolean(),
    randomize_options: t.boolean(),
  }),
});

export const SurveyDemographicInput = builder.inputType("SurveyDemographicInput", {
  fields: (t) => ({
    demographic: t.id({ required: true }),
    required: t.boolean(),
    randomize_options: t.boolean(),
    disabled: t.boolean(),
    part_of_point_range: t.boolean(),
  }),
});

export const SegmentationProfileInput = builder.inputType("SegmentationProfileInput", {
  fields: (t) => ({
    _id: t.id(),
    profile_name: t.string({ required: true }),
    avatar: t.string(),
    color: t.string(),
    questions: t.idList({ required: true }),
  }),
});

const SurveySegmentationInput = builder.inputType("SurveySegmentationInput", {
  description: "updateSurvey's {_id, demographics or segmentation_profiles} (spec 2 §7); each given list replaces the study's.",
  fields: (t) => ({
    _id: t.id({ required: true }),
    demographics: t.field({ type: [SurveyDemographicInput] }),
    segmentation_profiles: t.field({ type: [SegmentationProfileInput] }),
    has_audience_weighting: t.boolean(),
  }),
});

/** GraphQL hands omitted and null input fields alike to zod, which reads both as "not given". */
export function given(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(given);
  if (v && typeof v === "object" && [Object.prototype, null].includes(Object.getPrototypeOf(v))) {
    return Object.fromEntries(Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== null && x !== undefined).map(([k, x]) => [k, given(x)]));
  }
  return v;
}

/** The data argument: null entries of point_values stay (a blank value), everything else drops its nulls. */
function dataArg(data: Record<string, unknown>): unknown {
  const { point_values, ...rest } = data;
  const out = given(rest) as Record<string, unknown>;
  return point_values === null || point_values === undefined ? out : { ...out, point_values };
}

const ids = { survey_id: { required: true }, brand_id: { required: true } } as const;

builder.queryFields((t) => ({
  brandDemographicQuestions: brandField(t, {
    type: [Demographic],
    description: "The platform defaults and the brand's library; with survey_id, without what that study may not add (ids 2, 3, 6).",
    args: { brand_id: t.arg.id({ required: true }), survey_id: t.arg.id(), search: t.arg.string() },
    permission: "survey.read",
    resolve: (access, a) => listBrandDemographics(access, { surveyId: a.survey_id ? String(a.survey_id) : null, search: a.search }),
  }),
  segmentationProfilesForBrand: brandField(t, {
    type: [BrandSegmentationProfile],
    args: { brand_id: t.arg.id({ required: true }) },
    permission: "survey.read",
    resolve: (access) => listBrandSegmentationProfiles(access),
  }),
}));

builder.mutationFields((t) => ({
  createSurveyDemographicQuestion: brandField(t, {
    type: SurveySegmentation,
    args: { survey_id: t.arg.id(ids.survey_id), brand_id: t.arg.id(ids.brand_id), data: t.arg({ type: DemographicInput, required: true }) },
    permission: "survey.write",
    resolve: (access, a) => createSurveyDemographic(access, String(a.survey_id), dataArg(a.data)),
  }),
  updateSurveyDemographicShared: brandField(t, {
    type: SurveySegmentation,
    args: {
      survey_id: t.arg.id(ids.survey_id),
      brand_id: t.arg.id(ids.brand_id),
      demographic_id: t.arg.id({ required: true }),
      data: t.arg({ type: DemographicInput, required: true }),
    },
    permission: "survey.write",
    resolve: (access, a) => updateSurveyDemographic(access, String(a.survey_id), String(a.demographic_id), dataArg(a.data)),
  }),
  deleteSurveyDemographicQuestion: brandField(t, {
    type: SurveySegmentation,
    args: { survey_id: t.arg.id(ids.survey_id), brand_id: t.arg.id(ids.brand_id), demographic_id: t.arg.id({ required: true }) },
    permission: "survey.write",
    resolve: (access, a) => deleteSurveyDemographic(access, String(a.survey_id), String(a.demographic_id)),
  }),
  updateSurveySegmentation: brandField(t, {
    type: SurveySegmentation,
    args: { brand_id: t.arg.id(ids.brand_id), survey: t.arg({ type: SurveySegmentationInput, required: true }) },
    permission: "survey.write",
    resolve: (access, a) => {
      const { _id, ...body } = a.survey;
      return updateSurveySegmentation(access, String(_id), given(body));
    },
  }),
  deleteBrandDemographicQuestion: brandField(t, {
    type: DeletedDemographic,
    args: { brand_id: t.arg.id(ids.brand_id), demographic_id: t.arg.id({ required: true }) },
    permission: "survey.write",
    resolve: (access, a) => deleteBrandDemographic(access, String(a.demographic_id)),
  }),
}));
