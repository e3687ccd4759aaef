// The Consumers step's segmentation calls (spec 2 §7 GraphQL): getSurvey's demographics and segmentation_profiles,
// brandDemographicQuestions, createSurveyDemographicQuestion, updateSurveyDemographicShared,
// deleteSurveyDemographicQuestion and updateSurvey {demographics or segmentation_profiles} (updateSurveySegmentation).
import { asWire, graphql } from "@/lib/graphql";
import { gql } from "@/lib/graphql-client";
import type { TSurveySegmentation } from "@/lib/demographics/wire";
import type { TWireDemographic, TWireSurveyDemographic } from "@/lib/builder/builder-wire";

const DemographicFields = graphql(`
  fragment DemographicFields on Demographic {
    _id legacy_id brand type title dashboard_title options images { label original mobile desktop } pointable point_values
    country_options show_as_dropdown editable is_default audience_weighting special_input_type brand_default_question enabled_by_default add_to_new_tests
  }
`);
const SurveyDemographicFields = graphql(
  `fragment SurveyDemographicFields on SurveyDemographic {
    order required randomize_options disabled enabled_by_default add_to_new_tests part_of_point_range demographic { ...DemographicFields }
  }`,
  [DemographicFields],
);
const ProfileFields = graphql(`
  fragment ProfileFields on SegmentationProfile { _id profile_name avatar color questions summed_values { start_range end_range } }
`);
/** schema.graphql types a question's `type` as String and `country_options` as JSON; the wire types are exact. */
const SCHEMA_LOOSER = ["type", "country_options"] as const;

/** What every study-scoped segmentation call answers. */
const SegmentationFields = graphql(
  `fragment SegmentationFields on SurveySegmentation {
    survey_id has_audience_weighting weighting_warning question_guidance
    demographics { ...SurveyDemographicFields } segmentation_profiles { ...ProfileFields }
  }`,
  [SurveyDemographicFields, ProfileFields],
);

export const segmentationKeys = {
  study: (brandId: string, surveyId: string) => ["segmentation", brandId, surveyId] as const,
  library: (brandId: string, surveyId: string) => ["segmentation", brandId, surveyId, "library"] as const,
};

const SegmentationQuery = graphql(
  `query Segmentation($_id: ID!, $brand_id: ID!) {
    getSurvey(_id: $_id, brand_id: $brand_id) {
      _id has_audience_weighting weighting_warning question_guidance
      demographics { ...SurveyDemographicFields } segmentation_profiles { ...ProfileFields }
    }
  }`,
  [SurveyDemographicFields, ProfileFields],
);

export async function fetchSegmentation(brandId: string, surveyId: string): Promise<TSurveySegmentation> {
  const data = await gql(SegmentationQuery, { _id: surveyId, brand_id: brandId });
  const { _id, ...rest } = data.getSurvey;
  return asWire<TSurveySegmentation>()({ survey_id: _id, ...rest }, SCHEMA_LOOSER);
}

const SegmentationLibraryQuery = graphql(
  `query SegmentationLibrary($brand_id: ID!, $survey_id: ID) { brandDemographicQuestions(brand_id: $brand_id, survey_id: $survey_id) { ...DemographicFields } }`,
  [DemographicFields],
);

/** The library a study may add from (platform defaults and the brand's; ids 2, 3, 6 left out by the server when due). */
export async function fetchLibrary(brandId: string, surveyId: string): Promise<TWireDemographic[]> {
  const data = await gql(SegmentationLibraryQuery, { brand_id: brandId, survey_id: surveyId });
  return asWire<TWireDemographic[]>()(data.brandDemographicQuestions, SCHEMA_LOOSER);
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

const CreateDemographicMutation = graphql(
  `mutation CreateDemographic($survey_id: ID!, $brand_id: ID!, $data: DemographicInput!) {
    createSurveyDemographicQuestion(survey_id: $survey_id, brand_id: $brand_id, data: $data) { ...SegmentationFields } }`,
  [SegmentationFields],
);

export async function createDemographic(brandId: string, surveyId: string, data: TDemographicPayload): Promise<TSurveySegmentation> {
  const r = await gql(CreateDemographicMutation, { survey_id: surveyId, brand_id: brandId, data });
  return asWire<TSurveySegmentation>()(r.createSurveyDemographicQuestion, SCHEMA_LOOSER);
}

const UpdateDemographicMutation = graphql(
  `mutation UpdateDemographic($survey_id: ID!, $brand_id: ID!, $demographic_id: ID!, $data: DemographicInput!) {
    updateSurveyDemographicShared(survey_id: $survey_id, brand_id: $brand_id, demographic_id: $demographic_id, data: $data) { ...SegmentationFields } }`,
  [SegmentationFields],
);

export async function updateDemographic(brandId: string, surveyId: string, demographicId: string, data: TDemographicPayload): Promise<TSurveySegmentation> {
  const r = await gql(UpdateDemographicMutation, { survey_id: surveyId, brand_id: brandId, demographic_id: demographicId, data });
  return asWire<TSurveySegmentation>()(r.updateSurveyDemographicShared, SCHEMA_LOOSER);
}

const DeleteDemographicMutation = graphql(
  `mutation DeleteDemographic($survey_id: ID!, $brand_id: ID!, $demographic_id: ID!) {
    deleteSurveyDemographicQuestion(survey_id: $survey_id, brand_id: $brand_id, demographic_id: $demographic_id) { ...SegmentationFields } }`,
  [SegmentationFields],
);

export async function deleteDemographic(brandId: string, surveyId: string, demographicId: string): Promise<TSurveySegmentation> {
  const r = await gql(DeleteDemographicMutation, { survey_id: surveyId, brand_id: brandId, demographic_id: demographicId });
  return asWire<TSurveySegmentation>()(r.deleteSurveyDemographicQuestion, SCHEMA_LOOSER);
}

export interface TSegmentationPatch {
  demographics?: { demographic: string; required: boolean; randomize_options: boolean; disabled: boolean; part_of_point_range: boolean }[];
  segmentation_profiles?: { _id?: string; profile_name: string; avatar: string | null; color: string | null; questions: string[] }[];
  has_audience_weighting?: boolean;
}

const UpdateSegmentationMutation = graphql(
  `mutation UpdateSegmentation($brand_id: ID!, $survey: SurveySegmentationInput!) {
    updateSurveySegmentation(brand_id: $brand_id, survey: $survey) { ...SegmentationFields } }`,
  [SegmentationFields],
);

export async function updateSegmentation(brandId: string, surveyId: string, patch: TSegmentationPatch): Promise<TSurveySegmentation> {
  const r = await gql(UpdateSegmentationMutation, { brand_id: brandId, survey: { _id: surveyId, ...patch } });
  return asWire<TSurveySegmentation>()(r.updateSurveySegmentation, SCHEMA_LOOSER);
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
