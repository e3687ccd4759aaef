// Wire shapes of the studies and assortments GraphQL API (docs/contracts/p3-studies.md), shared by server and UI.
import type { TStudyStatus } from "./status";
import type { TGroupLogic } from "./messages";

export interface TDecisionPointType { _id: string; title: string; order: number }
export interface TDecisionPoint { _id: string; title: string; abbreviation: string; type: TDecisionPointType }
export interface TBrandCategoryRef { _id: string; name: string; gender: string | null }
export interface TAssortmentDecision { _id: string; name: string; date_start: string | null; date_end: string | null }
export interface TCalendarEvent { _id: string; name: string; description: string; date_start: string | null; date_end: string | null; assortment: string }

export interface TAssortment {
  _id: string;
  year: number;
  season: string;
  name: string | null;
  brand: string;
  brand_category: TBrandCategoryRef | null;
  products: number;
  surveys: number;
  consumer_profiles: number;
  decisions: TAssortmentDecision[];
  calendar_events: TCalendarEvent[];
  snips_count: number;
  date_modified: string;
  backgroundImageUrl: string | null;
}
export interface TAssortmentHeaderInfo { _id: string; products: number; surveys: number; profiles: number; shared_items: number }

export interface TSurveySummary {
  _id: string;
  short_id: string;
  title: string;
  type: string | null;
  gender: string;
  status: TStudyStatus;
  countries: string[];
  decision_point: TDecisionPoint | null;
  respondent_count: number;
  raw_submission_count: number;
  total_submissions_processed: number;
  date_created: string;
  date_start: string | null;
  date_modified: string;
  date_published: string | null;
  date_end: string | null;
  date_closed: string | null;
  date_reopened: string | null;
  due_date: string | null;
  internal_template: boolean;
  version: string | null;
  is_v2: boolean;
  archived: boolean;
  product_count: number;
  price_estimate: number;
  assortment: { _id: string; year: number; season: string; brand_category: TBrandCategoryRef | null } | null;
  audiences: { audience_type: string; country: string }[];
}
export interface TSurveyPage { total: number; page: number; page_size: number; surveys: TSurveySummary[] }

export interface TSurveyListFilters {
  assortment_ids?: string[];
  brand_category?: string[];
  season?: string[];
  year?: number[];
  decision_point?: string[];
  gender?: string[];
  status?: string[];
  audiences?: string[];
  price?: [number, number];
}
export type TSurveyFilterKey = keyof TSurveyListFilters;
export const SURVEY_SORT_IDS = ["date_created", "title", "status", "due_date", "respondent_count"] as const;
export type TSurveySortId = (typeof SURVEY_SORT_IDS)[number];
export interface TSurveySort { id: TSurveySortId; desc: boolean }

/**
 * A filter definition (spec 3 §3 "Filter"), for the studies list and for results alike. type: "multi" (pick several)
 * or "range" (options = [min, max]); accessor: where the choice goes in the filter input.
 */
export interface TFilterDefinition<A extends string = string> { type: "multi" | "range"; accessor: A; name: string; options: string[]; optionNames: string[] }
export type TSurveyFilter = TFilterDefinition<TSurveyFilterKey>;

export interface TSurveyGroupMember { survey: TSurveySummary; limit: number | null; order: number }
export interface TSurveyGroupLink { country: string; audience_type: string; url: string }
export interface TSurveyGroup { _id: string; name: string; short_id: string; status: string; logic: TGroupLogic; surveys: TSurveyGroupMember[]; links: TSurveyGroupLink[] }
export interface TSurveyGroupInput { brand: string; name: string; logic: TGroupLogic; surveys: { survey: string; order: number; limit?: number | null }[] }

/** What the studies screens need to know about the user, computed by the server page (admins see as admins). */
export interface TStudyAccess {
  isAdmin: boolean;
  canWriteSurvey: boolean;
  canWriteAssortment: boolean;
  features: import("../schemas/brand").TBrandFeatures;
}

/** The full study of the contract's `Survey` type. */
export interface TSurveyWire extends TSurveySummary {
  purpose: string[];
  insight_other: string | null;
  decision_id: string | null;
  currency: string | null;
  language: string;
  products: string[];
  assortment_id: string | null;
  app_version: string | null;
  stat_significance_count: number | null;
}

/** The decision view (server/assortments/get-decision.ts). */
export interface TDecisionView {
  decision: TAssortmentDecision;
  assortment: { _id: string; year: number; season: string; name: string | null };
  surveys: TSurveySummary[];
}
