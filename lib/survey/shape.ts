// The study as the live survey needs it to assign, validate and count answers (P6). Loaded once per request by
// server/survey/load-study-shape.ts; pure code (assignment, answer validation, screening) works on this shape.
import type { TAudienceType } from "../study-rules/audiences";

export interface TShapeFollowUp {
  id: string;
  type: "multi" | "choice" | "text" | "star";
  fire_positive: boolean;
  fire_negative: boolean;
  positive_options: string[];
  negative_options: string[];
}

export interface TShapeQuestion {
  /** The product's own Question row, or the study's global template when the product has none. */
  id: string;
  required: boolean;
  follow_ups: TShapeFollowUp[];
}

export interface TShapeProduct {
  product_id: string;
  /** SurveyProduct.order (manual order). */
  order: number;
  /** How many respondents were given this product so far (least-shown first). */
  assigned_count: number;
  question: TShapeQuestion;
}

export interface TShapeSegment {
  /** DemographicQuestion id. */
  id: string;
  type: "choice" | "multi" | "image" | "text";
  required: boolean;
  randomize_options: boolean;
  /** Option labels in the study language (image questions: the image labels). */
  options: string[];
  /** One per option when the question is pointable; empty otherwise. */
  point_values: number[];
  /** { <country code>: boolean[] } — which options a country is offered; absent = all. */
  country_options: Record<string, boolean[]>;
  part_of_point_range: boolean;
  special_input_type: string | null;
}

export interface TStudyShape {
  id: string;
  short_id: string;
  brand_id: string;
  status: "Draft" | "Active" | "Closed";
  random: boolean;
  limit: { active: boolean; number: number };
  /** Survey.respondent_limit: completes allowed in total (null = no limit). */
  respondent_limit: number | null;
  limit_equals_stat_significance: boolean;
  language: string;
  /** Country codes of the study, default country first; `limits` holds SurveyCountry.respondent_limit. */
  countries: { id: string; code: string; respondent_limit: number | null }[];
  audiences: {
    id: string;
    country_code: string;
    audience_type: TAudienceType;
    consumer_profile_id: string | null;
    panel_provider_id: string | null;
    redirect_complete: string | null;
    redirect_terminate: string | null;
    redirect_quota_full: string | null;
  }[];
  /** Products that can be shown: not disabled, question not disabled; in manual order. */
  products: TShapeProduct[];
  /** Enabled segmentation questions in study order. */
  segments: TShapeSegment[];
  segmentation_profiles: { id: string; questions: string[]; start_range: number | null; end_range: number | null }[];
  /** Post-study redirect (non-panel) and the redirect for a closed study. */
  redirect_link: string | null;
  redirect_link_closed: string | null;
}
