// Segmentation fixtures: GraphQL documents and callers for the demographic calls, platform defaults with legacy ids,
// and a snapshot of every row a segmentation write may touch (to prove a refused write changes nothing).
import { newId } from "@/lib/ids";
import { prisma } from "@/server/db";
import * as createRoute from "@/app/api/v1/brand/[id]/demographic/route";
import * as itemRoute from "@/app/api/v1/brand/[id]/demographic/[demographicId]/route";
import { call } from "../support/factories";
import { gql } from "../support/product-factories";

export const SEGMENTATION = `survey_id has_audience_weighting weighting_warning question_guidance
  demographics { order required randomize_options disabled part_of_point_range
    demographic { _id legacy_id brand type title options pointable point_values country_options editable audience_weighting images { label original } } }
  segmentation_profiles { _id profile_name color questions summed_values { start_range end_range } }`;

export type TSeg = {
  survey_id: string;
  has_audience_weighting: boolean;
  weighting_warning: string | null;
  question_guidance: string | null;
  demographics: {
    order: number;
    required: boolean;
    randomize_options: boolean;
    disabled: boolean;
    part_of_point_range: boolean;
    demographic: { _id: string; legacy_id: number | null; brand: string | null; type: string; title: string; options: string[]; pointable: boolean; point_values: number[]; country_options: Record<string, boolean[]>; editable: boolean; audience_weighting: boolean; images: { label: string; original: string }[] };
  }[];
  segmentation_profiles: { _id: string; profile_name: string; color: string | null; questions: string[]; summed_values: { start_range: number | null; end_range: number | null } }[];
};

type Json = Record<string, unknown>;

export const seg = (brandId: string) => ({
  create: (token: string, surveyId: string, data: Json) =>
    gql<{ createSurveyDemographicQuestion: TSeg }>(
      token,
      `mutation($s: ID!, $b: ID!, $d: DemographicInput!) { createSurveyDemographicQuestion(survey_id: $s, brand_id: $b, data: $d) { ${SEGMENTATION} } }`,
      { s: surveyId, b: brandId, d: data },
    ),
  update: (token: string, surveyId: string, demographicId: string, data: Json) =>
    gql<{ updateSurveyDemographicShared: TSeg }>(
      token,
      `mutation($s: ID!, $b: ID!, $id: ID!, $d: DemographicInput!) { updateSurveyDemographicShared(survey_id: $s, brand_id: $b, demographic_id: $id, data: $d) { ${SEGMENTATION} } }`,
      { s: surveyId, b: brandId, id: demographicId, d: data },
    ),
  remove: (token: string, surveyId: string, demographicId: string) =>
    gql<{ deleteSurveyDemographicQuestion: TSeg }>(
      token,
      `mutation($s: ID!, $b: ID!, $id: ID!) { deleteSurveyDemographicQuestion(survey_id: $s, brand_id: $b, demographic_id: $id) { ${SEGMENTATION} } }`,
      { s: surveyId, b: brandId, id: demographicId },
    ),
  updateSurvey: (token: string, surveyId: string, survey: Json) =>
    gql<{ updateSurveySegmentation: TSeg }>(
      token,
      `mutation($b: ID!, $survey: SurveySegmentationInput!) { updateSurveySegmentation(brand_id: $b, survey: $survey) { ${SEGMENTATION} } }`,
      { b: brandId, survey: { _id: surveyId, ...survey } },
    ),
  getSurvey: (token: string, surveyId: string) =>
    gql<{ getSurvey: { _id: string } & Omit<TSeg, "survey_id"> }>(
      token,
      `query($id: ID!, $b: ID!) { getSurvey(_id: $id, brand_id: $b) { _id ${SEGMENTATION.replace("survey_id ", "")} } }`,
      { id: surveyId, b: brandId },
    ),
  library: (token: string, opts: { surveyId?: string; search?: string } = {}) =>
    gql<{ brandDemographicQuestions: { _id: string; legacy_id: number | null; brand: string | null; title: string }[] }>(
      token,
      `query($b: ID!, $s: ID, $q: String) { brandDemographicQuestions(brand_id: $b, survey_id: $s, search: $q) { _id legacy_id brand title } }`,
      { b: brandId, s: opts.surveyId ?? null, q: opts.search ?? null },
    ),
  profiles: (token: string) =>
    gql<{ segmentationProfilesForBrand: { _id: string; profile_name: string; survey_id: string; survey_title: string; summed_values: { start_range: number | null; end_range: number | null } }[] }>(
      token,
      `query($b: ID!) { segmentationProfilesForBrand(brand_id: $b) { _id profile_name survey_id survey_title summed_values { start_range end_range } } }`,
      { b: brandId },
    ),
  deleteBrand: (token: string, demographicId: string) =>
    gql<{ deleteBrandDemographicQuestion: { _id: string; archived: boolean; deleted: boolean } }>(
      token,
      `mutation($b: ID!, $id: ID!) { deleteBrandDemographicQuestion(brand_id: $b, demographic_id: $id) { _id archived deleted } }`,
      { b: brandId, id: demographicId },
    ),
  restCreate: (token: string, json: unknown) => call(createRoute.POST, { method: "POST", token, params: { id: brandId }, json }),
  restUpdate: (token: string, demographicId: string, json: unknown) => call(itemRoute.PUT, { method: "PUT", token, params: { id: brandId, demographicId }, json }),
  restDelete: (token: string, demographicId: string) => call(itemRoute.DELETE, { method: "DELETE", token, params: { id: brandId, demographicId } }),
});

/** A pointable choice question as the create modal sends it. */
export const pointable = (title = "How often do you shop?", values: unknown[] = ["1", "5", "10"]) => ({
  type: "choice",
  title,
  options: ["Rarely", "Sometimes", "Often"],
  pointable: true,
  point_values: values,
  required: false,
  randomize_options: true,
});

/** A brand library question written straight to the database. */
export async function brandQuestion(brandId: string, over: Record<string, unknown> = {}) {
  return prisma.demographicQuestion.create({
    data: { id: newId(), brand_id: brandId, type: "choice", title: `Brand question ${newId().slice(-5)}`, options: ["A", "B"], ...over },
  });
}

/** A platform default (brand null) with a legacy id, created once per worker database. */
export async function platformQuestion(legacyId: number, over: Record<string, unknown> = {}) {
  return prisma.demographicQuestion.upsert({
    where: { legacy_id: legacyId },
    update: {},
    create: { id: newId(), brand_id: null, legacy_id: legacyId, type: "choice", title: `Platform ${legacyId}`, options: ["Yes", "No"], is_default: true, ...over },
  });
}

export async function addToStudy(surveyId: string, demographicIds: string[]) {
  await prisma.surveyDemographic.createMany({ data: demographicIds.map((demographic_id, order) => ({ survey_id: surveyId, demographic_id, order })) });
}

/** Every row a segmentation write of this brand and study may touch. */
export async function segSnapshot(brandId: string, surveyId: string) {
  const [questions, rows, profiles, survey] = await Promise.all([
    prisma.demographicQuestion.findMany({ where: { OR: [{ brand_id: brandId }, { brand_id: null }] }, orderBy: { id: "asc" } }),
    prisma.surveyDemographic.findMany({ where: { survey_id: surveyId }, orderBy: { demographic_id: "asc" } }),
    prisma.segmentationProfile.findMany({ where: { survey_id: surveyId }, orderBy: { id: "asc" } }),
    prisma.survey.findUniqueOrThrow({ where: { id: surveyId }, select: { has_audience_weighting: true, date_modified: true } }),
  ]);
  return { questions, rows, profiles, survey };
}
