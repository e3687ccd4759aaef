// The Consumers step's segmentation calls (spec 2 §7 GraphQL): getSurvey's demographics and segmentation_profiles,
// brandDemographicQuestions, createSurveyDemographicQuestion, updateSurveyDemographicShared,
// deleteSurveyDemographicQuestion and updateSurvey {demographics or segmentation_profiles} (updateSurveySegmentation).
import { gql } from "@/lib/graphql-client";
import type { TSurveySegmentation } from "@/lib/demographics/wire";
import type { TWireDemographic, TWireSurveyDemographic } from "@/lib/wizard/builder-wire";

const DEMOGRAPHIC = `_id legacy_id brand type title dashboard_title options images { label original mobile desktop } pointable point_values
  country_options show_as_dropdown editable is_default audience_weighting special_input_type brand_default_question enabled_by_default add_to_new_tests`;
const SEGMENTATION = `has_audience_weighting weighting_warning question_guidance
  demographics { order required randomize_options disabled enabled_by_default add_to_new_tests part_of_point_range demographic { ${DEMOGRAPHIC} } }
  segmentation_profiles { _id profile_name avatar color questions summed_values { start_range end_range } }`;

export const segmentationKeys = {
  study: (brandId: string, surveyId: string) => ["segmentation", brandId, surveyId] as const,
  library: (brandId: string, surveyId: string) => ["segmentation", brandId, surveyId, "library"] as const,
};

export async function fetchSegmentation(brandId: string, surveyId: string): Promise<TSurveySegmentation> {
  const data = await gql<{ getSurvey: Omit<TSurveySegmentation, "survey_id"> & { _id: string } }>(
    `query Segmentation($_id: ID!, $brand_id: ID!) { getSurvey(_id: $_id, brand_id: $brand_id) { _id ${SEGMENTATION} } }`,
    { _id: surveyId, brand_id: brandId },
  );
  const { _id, ...rest } = data.getSurvey;
  return { survey_id: _id, ...rest };
}

/** The library a study may add from (platform defaults and the brand's; ids 2, 3, 6 left out by the server when due). */
export async function fetchLibrary(brandId: string, surveyId: string): Promise<TWireDemographic[]> {
  const data = await gql<{ brandDemographicQuestions: TWireDemographic[] }>(
    `query SegmentationLibrary($brand_id: ID!, $survey_id: ID) { brandDemographicQuestions(brand_id: $brand_id, survey_id: $survey_id) { ${DEMOGRAPHIC} } }`,
    { brand_id: brandId, survey_id: surveyId },
  );
  return data.brandDemographicQuestions;
}

/** What the editor sends (point values as typed, so the server answers a bad one with the rule's text). */
export interface TDemographicPayload {
  type: TWireDemographic["type"];
  title: string;
  dashboard_title: string | null;
  options: string[];
  images: { label: string; original: string; mobile: string; desktop: string }[];
  pointable: boolean;
  point_values: (string | number | null)[];
  country_options: Record<string, boolean[]>;
  show_as_dropdown: boolean;
  audience_weighting?: boolean;
  required: boolean;
  randomize_options: boolean;
}

export async function createDemographic(brandId: string, surveyId: string, data: TDemographicPayload): Promise<TSurveySegmentation> {
  const r = await gql<{ createSurveyDemographicQuestion: TSurveySegmentation }>(
    `mutation CreateDemographic($survey_id: ID!, $brand_id: ID!, $data: DemographicInput!) {
      createSurveyDemographicQuestion(survey_id: $survey_id, brand_id: $brand_id, data: $data) { survey_id ${SEGMENTATION} } }`,
    { survey_id: surveyId, brand_id: brandId, data },
  );
  return r.createSurveyDemographicQuestion;
}

export async function updateDemographic(brandId: string, surveyId: string, demographicId: string, data: TDemographicPayload): Promise<TSurveySegmentation> {
  const r = await gql<{ updateSurveyDemographicShared: TSurveySegmentation }>(
    `mutation UpdateDemographic($survey_id: ID!, $brand_id: ID!, $demographic_id: ID!, $data: DemographicInput!) {
      updateSurveyDemographicShared(survey_id: $survey_id, brand_id: $brand_id, demographic_id: $demographic_id, data: $data) { survey_id ${SEGMENTATION} } }`,
    { survey_id: surveyId, brand_id: brandId, demographic_id: demographicId, data },
  );
  return r.updateSurveyDemographicShared;
}

export async function deleteDemographic(brandId: string, surveyId: string, demographicId: string): Promise<TSurveySegmentation> {
  const r = await gql<{ deleteSurveyDemographicQuestion: TSurveySegmentation }>(
    `mutation DeleteDemographic($survey_id: ID!, $brand_id: ID!, $demographic_id: ID!) {
      deleteSurveyDemographicQuestion(survey_id: $survey_id, brand_id: $brand_id, demographic_id: $demographic_id) { survey_id ${SEGMENTATION} } }`,
    { survey_id: surveyId, brand_id: brandId, demographic_id: demographicId },
  );
  return r.deleteSurveyDemographicQuestion;
}

export interface TSegmentationPatch {
  demographics?: { demographic: string; required: boolean; randomize_options: boolean; disabled: boolean; part_of_point_range: boolean }[];
  segmentation_profiles?: { _id?: string; profile_name: string; avatar: string | null; color: string | null; questions: string[] }[];
  has_audience_weighting?: boolean;
}

export async function updateSegmentation(brandId: string, surveyId: string, patch: TSegmentationPatch): Promise<TSurveySegmentation> {
  const r = await gql<{ updateSurveySegmentation: TSurveySegmentation }>(
    `mutation UpdateSegmentation($brand_id: ID!, $survey: SurveySegmentationInput!) {
      updateSurveySegmentation(brand_id: $brand_id, survey: $survey) { survey_id ${SEGMENTATION} } }`,
    { brand_id: brandId, survey: { _id: surveyId, ...patch } },
  );
  return r.updateSurveySegmentation;
}

/** The list body of updateSurvey from the study's rows (outer fields as they are). */
export const rowsBody = (rows: readonly TWireSurveyDemographic[]): NonNullable<TSegmentationPatch["demographics"]> =>
  rows.map((r) => ({
    demographic: r.demographic._id,
    required: r.required,
    randomize_options: r.randomize_options,
    disabled: r.disabled,
    part_of_point_range: r.part_of_point_range,
  }));
