// The studies list's calls (docs/contracts/p3-studies.md): a page of studies of the brand or of one assortment,
// the filter definitions, the brand's assortments (for "Create Study" on /tests), and the two create endpoints.
import { api } from "@/lib/api-client";
import { gql } from "@/lib/graphql-client";
import type { TAssortment, TSurveyFilter, TSurveyListFilters, TSurveyPage, TSurveySort } from "@/lib/studies/wire";

export const SURVEY_SUMMARY_FIELDS = `
  _id short_id title type gender status countries
  decision_point { _id title abbreviation type { _id title order } }
  respondent_count raw_submission_count total_submissions_processed
  date_created date_start date_modified date_published date_end date_closed date_reopened due_date
  internal_template version is_v2 archived product_count price_estimate
  assortment { _id year season brand_category { _id name gender } }
  audiences { audience_type country }
`;

export interface TStudyPageArgs {
  brandId: string;
  assortmentId?: string;
  /** A study type (line_review on the line-reviews tab), sent as the `type` filter. */
  type?: string;
  page: number;
  search?: string;
  filters?: TSurveyListFilters;
  sort: TSurveySort;
}

export const studyKeys = {
  all: (brandId: string) => ["studies", brandId] as const,
  page: (args: TStudyPageArgs) => ["studies", args.brandId, "page", args] as const,
  filters: (brandId: string, assortmentId?: string) => ["studies", brandId, "filters", assortmentId ?? null] as const,
  assortments: (brandId: string) => ["studies", brandId, "assortments"] as const,
};

export async function fetchStudyPage(args: TStudyPageArgs): Promise<TSurveyPage> {
  const filters: (TSurveyListFilters & { type?: string[] }) | undefined = args.type ? { ...args.filters, type: [args.type] } : args.filters;
  const common = { brand_id: args.brandId, page: args.page, search: args.search, filters, sort: args.sort };
  if (args.assortmentId) {
    const data = await gql<{ getAssortmentSurveys: TSurveyPage }>(
      `query($brand_id: ID!, $assortment_id: ID!, $page: Int, $search: String, $filters: SurveyListFilters, $sort: SurveySort) {
        getAssortmentSurveys(brand_id: $brand_id, assortment_id: $assortment_id, page: $page, search: $search, filters: $filters, sort: $sort) {
          total page page_size surveys { ${SURVEY_SUMMARY_FIELDS} }
        }
      }`,
      { ...common, assortment_id: args.assortmentId },
    );
    return data.getAssortmentSurveys;
  }
  const data = await gql<{ getBrandSurveys: TSurveyPage }>(
    `query($brand_id: ID!, $page: Int, $search: String, $filters: SurveyListFilters, $sort: SurveySort) {
      getBrandSurveys(brand_id: $brand_id, page: $page, search: $search, filters: $filters, sort: $sort) {
        total page page_size surveys { ${SURVEY_SUMMARY_FIELDS} }
      }
    }`,
    common,
  );
  return data.getBrandSurveys;
}

export async function fetchStudyFilters(brandId: string, assortmentId?: string): Promise<TSurveyFilter[]> {
  const data = await gql<{ surveyListFilters: TSurveyFilter[] }>(
    `query($brand_id: ID!, $assortment_id: ID) {
      surveyListFilters(brand_id: $brand_id, assortment_id: $assortment_id) { type accessor name options optionNames }
    }`,
    { brand_id: brandId, assortment_id: assortmentId },
  );
  return data.surveyListFilters;
}

export type TAssortmentChoice = Pick<TAssortment, "_id" | "year" | "season" | "name"> & { brand_category: { name: string } | null };

export async function fetchAssortmentChoices(brandId: string): Promise<TAssortmentChoice[]> {
  const data = await gql<{ getBrandAssortments: TAssortmentChoice[] }>(
    `query($_id: ID!) { getBrandAssortments(_id: $_id) { _id year season name brand_category { name } } }`,
    { _id: brandId },
  );
  return data.getBrandAssortments;
}

/** POST /api/v1/admin/brand/{b}/campaignSNT {assortment} → the new Draft's id. */
export async function createStudyV1(brandId: string, assortmentId: string): Promise<string> {
  const res = await api<{ _id: string; assortment: string }>(`/admin/brand/${brandId}/campaignSNT`, {
    method: "POST",
    json: { assortment: assortmentId },
  });
  return res._id;
}

/** POST /api/v2/surveys {brand_id, assortment_id} → {id}. */
export async function createStudyV2(brandId: string, assortmentId: string): Promise<string> {
  const res = await api<{ id: string }>("/api/v2/surveys", { method: "POST", json: { brand_id: brandId, assortment_id: assortmentId } });
  return res.id;
}
