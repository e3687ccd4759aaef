// The respondent-level reports of the results engine (P9 item 3; spec 3 §7 "Reports": POST .../report/question/{q}/choice,
// .../report/question/{q}/leadlist, .../report/respondents), the submission stats (spec 3 §2 "waiting = raw − processed")
// and the learnings-and-impact data (spec 3 §2 "Learnings and impact report"): their wire shapes, request schemas and
// texts, shared by the server (server/results/*) and the results screens. docs/decisions.md P9 (respondent reports).
import { z } from "zod";

/** Respondents per page of the respondents report: the default, and the most one page may hold. */
export const RESPONDENTS_PAGE_SIZE = 50;
export const MAX_RESPONDENTS_PAGE_SIZE = 200;
/** A page number beyond this is refused rather than scanned. */
export const MAX_RESPONDENTS_PAGE = 1_000_000;

export const RESPONDENT_REPORT_MSG = {
  questionNotFound: "Question not found.",
  excludedQuestion: "Results are not available for investment review questions.",
  pageSize: `page_size must be a whole number from 1 to ${MAX_RESPONDENTS_PAGE_SIZE}.`,
  page: `page must be a whole number from 1 to ${MAX_RESPONDENTS_PAGE}.`,
} as const;

/** The lead list keeps respondents who gave the product at least this many stars (the top-2-box: 4 or 5). */
export const LEAD_MIN_RATING = 4;

/** POST .../report/question/{q}/choice and .../leadlist: the filter alone (checked by the service, lib/results/filters.ts). */
export const ZQuestionReportBody = z.object({ filter: z.unknown().optional() }).strict();

/** A whole number from `min` to `max`, with one text for every way of missing it. */
const wholeNumber = (min: number, max: number, text: string) => z.number({ error: text }).int(text).min(min, text).max(max, text);

/** POST .../report/respondents: the filter and the page. */
export const ZRespondentsReportBody = z
  .object({
    filter: z.unknown().optional(),
    page: wholeNumber(1, MAX_RESPONDENTS_PAGE, RESPONDENT_REPORT_MSG.page).default(1),
    page_size: wholeNumber(1, MAX_RESPONDENTS_PAGE_SIZE, RESPONDENT_REPORT_MSG.pageSize).default(RESPONDENTS_PAGE_SIZE),
  })
  .strict();

export type TFollowUpType = "multi" | "choice" | "text" | "star";
export type TFollowUpSide = "positive" | "negative";

/** One option of a choice or multi follow-up: answers that chose it, and their share of the side's base (0–100). */
export interface TChoiceOption {
  value: string;
  count: number;
  percentage: number;
  /** False for a stored value the follow-up no longer offers (listed after the offered ones). */
  listed: boolean;
}

export interface TChoiceSide {
  side: TFollowUpSide;
  /** The side's question text. */
  title: string;
  /** Answers given on this side by the respondents the filter selects (one per respondent for a product's question). */
  base: number;
  /** choice / multi: every offered option in the follow-up's order (0-count ones too), then unlisted values. */
  options: TChoiceOption[];
  /** text: how many answers hold a non-blank text (the texts themselves are in the respondents report); else null. */
  text_count: number | null;
  /** star: stars 1–5 with count and share of the base; else null. */
  stars: { star: number; count: number; percentage: number }[] | null;
}

export interface TChoiceFollowUp {
  follow_up_id: string;
  type: TFollowUpType;
  order: number;
  /** The sides the follow-up asks (and a side it no longer asks that still holds answers): positive, then negative. */
  sides: TChoiceSide[];
}

export interface TChoiceReport {
  question_id: string;
  /** The question's product; null for the study's template question (shared by products without their own). */
  product_id: string | null;
  follow_ups: TChoiceFollowUp[];
}

export interface TLead {
  respondent_id: string;
  email: string;
  rating: number;
  product_id: string;
  /** The respondent's country code. */
  country: string | null;
  completed_at: string | null;
}

export interface TRespondentRow {
  id: string;
  completed_at: string | null;
  country: { id: string; code: string } | null;
  language: string | null;
  audience_type: string | null;
  consumer_profile: { id: string; title: string } | null;
  segmentation_profile: { id: string; name: string } | null;
  browser: string | null;
  device: string | null;
  region: string | null;
  state: string | null;
  /** The e-mail the respondent left; always null for a share viewer. */
  email: string | null;
  /** Star ratings, in the study's product order. */
  ratings: { product_id: string; rating: number }[];
  /** Follow-up answers, by product order then follow-up order. */
  follow_ups: { product_id: string; follow_up_id: string; side: TFollowUpSide; values: string[]; text: string | null; star: number | null }[];
  /** Segmentation (demographic) answers, in the study's demographic order. */
  demographics: { demographic_id: string; values: string[]; text: string | null }[];
}

export interface TRespondentsReport {
  /** Respondents the filter selects, over all pages. */
  total: number;
  page: number;
  page_size: number;
  respondents: TRespondentRow[];
}

/** Submission stats (spec 3 §2): completed submissions, those processed into results, and the rest. */
export interface TSubmissionStats {
  raw: number;
  processed: number;
  waiting: number;
}

/** waiting = raw − processed, never below 0 (docs/decisions.md "Submission Stats never shows a negative waiting count"). */
export const submissionStatsOf = (raw: number, processed: number): TSubmissionStats => ({ raw, processed, waiting: Math.max(raw - processed, 0) });

/** Survey.impact {insight, learnings, decisions, estimated_roi} as the learnings report reads it. */
export interface TImpact {
  insight: string | null;
  learnings: string | null;
  decisions: string | null;
  estimated_roi: string | null;
}

export interface TKeyTakeaway {
  id: string;
  learning: string;
  decision: string;
  estimated_roi: string;
  order: number;
  question: { id: string; product: { id: string; name: string; image: string | null } | null } | null;
  /** Send it back with an edit: a takeaway changed since is a 409 (P13). */
  date_modified: string;
}

export interface TLearningsAndImpact {
  survey_id: string;
  impact: TImpact;
  key_takeaways: TKeyTakeaway[];
}

/** Reads the stored impact block leniently: a missing or non-text entry is null, a number is shown as written. */
export function impactOf(raw: unknown): TImpact {
  const o = raw !== null && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const text = (v: unknown): string | null => (typeof v === "string" ? v : typeof v === "number" && Number.isFinite(v) ? String(v) : null);
  return { insight: text(o.insight), learnings: text(o.learnings), decisions: text(o.decisions), estimated_roi: text(o.estimated_roi) };
}
