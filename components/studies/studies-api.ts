// The studies list's calls (docs/contracts/p3-studies.md): a page of studies of the brand or of one assortment,
// the filter definitions and the two create endpoints (the brand's assortments to choose from: lib/assortments/choices.ts).
import { api } from "@/lib/api-client";
import { asWire, graphql } from "@/lib/graphql";
import { gql } from "@/lib/graphql-client";
import type { TSurveyFilter, TSurveyListFilters, TSurveyPage, TSurveySort } from "@/lib/studies/wire";

/** schema.graphql types a study's status as String; the server writes TStudyStatus. */
export const SUMMARY_SCHEMA_LOOSER = ["status"] as const;

/** A study as the lists read it (TSurveySummary); also read by the study groups (actions-api.ts). */
export const SurveySummaryFields = graphql(`
  fragment SurveySummaryFields on SurveySummary {
    _id short_id title type gender status countries
    decision_point { _id title abbreviation type { _id title order } }
    respondent_count raw_submission_count total_submissions_processed
    date_created date_start date_modified date_published date_end date_closed date_reopened due_date
    internal_template version is_v2 archived product_count price_estimate
    assortment { _id year season brand_category { _id name gender } }
    audiences { audience_type country }
  }
`);

const AssortmentSurveysQuery = graphql(
  `query AssortmentSurveys($brand_id: ID!, $assortment_id: ID!, $page: Int, $search: String, $filters: SurveyListFilters, $sort: SurveySort) {
    getAssortmentSurveys(brand_id: $brand_id, assortment_id: $assortment_id, page: $page, search: $search, filters: $filters, sort: $sort) {
      total page page_size surveys { ...SurveySummaryFields }
    }
  }`,
  [SurveySummaryFields],
);

const BrandSurveysQuery = graphql(
  `query BrandSurveys($brand_id: ID!, $page: Int, $search: String, $filters: SurveyListFilters, $sort: SurveySort) {
    getBrandSurveys(brand_id: $brand_id, page: $page, search: $search, filters: $filters, sort: $sort) {
      total page page_size surveys { ...SurveySummaryFields }
    }
  }`,
  [SurveySummaryFields],
);

const StudyFiltersQuery = graphql(`
  query StudyFilters($brand_id: ID!, $assortment_id: ID) {
    surveyListFilters(brand_id: $brand_id, assortment_id: $assortment_id) { type accessor name options optionNames }
  }
`);

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
    const data = await gql(AssortmentSurveysQuery, { ...common, assortment_id: args.assortmentId });
    return asWire<TSurveyPage>()(data.getAssortmentSurveys, SUMMARY_SCHEMA_LOOSER);
  }
  const data = await gql(BrandSurveysQuery, common);
  return asWire<TSurveyPage>()(data.getBrandSurveys, SUMMARY_SCHEMA_LOOSER);
}

export async function fetchStudyFilters(brandId: string, assortmentId?: string): Promise<TSurveyFilter[]> {
  const data = await gql(StudyFiltersQuery, { brand_id: brandId, assortment_id: assortmentId });
  // schema.graphql types `type` and `accessor` as String; the server writes TSurveyFilter (lib/studies/filters.ts).
  return asWire<TSurveyFilter[]>()(data.surveyListFilters, ["type", "accessor"]);
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
