// What the results page can show for a study (spec 3 §2 "Results page"), decided once for the server and the screen:
// no study, a deprecated format, price studying, an unfinished study, no products, or results. Pure; the texts are
// the spec's. docs/decisions.md P9 #12.

export const RESULTS_STATE_MSG = {
  noStudy: "There are no study to be displayed",
  noProducts: "There are no products for this study",
  deprecated: (format: "Investment review" | "Legacy" | "Price" | "this") =>
    `We no longer support ${format} survey format. Please reach out to the Customer Success team if you need to view the results of this survey.`,
  priceStudying: "We don't currently support results for price studying.",
} as const;

/** Formats whose results are no longer supported, and the name the message gives them. */
const DEPRECATED: Record<string, "Investment review" | "Legacy" | "Price" | "this"> = {
  investment_review: "Investment review",
  legacy: "Legacy",
  price: "Price",
  it: "this",
  pulse: "this",
};

/** Question types left out of results (spec 3 §2 "Question types of investment_review are filtered out"). */
export const EXCLUDED_QUESTION_TYPES: readonly string[] = ["investment_review"];

export type TResultsState = "no_study" | "deprecated" | "price_studying" | "unfinished" | "no_products" | "ready";

export interface TResultsStudyFacts {
  type: string | null;
  status: string;
  has_price_testing: boolean;
  /** Rated questions left after EXCLUDED_QUESTION_TYPES. */
  questions: number;
}

/** The state, and the text to show unless results can be shown. */
export function resultsState(study: TResultsStudyFacts | null): { state: TResultsState; message: string | null } {
  if (!study) return { state: "no_study", message: RESULTS_STATE_MSG.noStudy };
  const deprecated = study.type ? DEPRECATED[study.type] : undefined;
  if (deprecated) return { state: "deprecated", message: RESULTS_STATE_MSG.deprecated(deprecated) };
  if (study.has_price_testing) return { state: "price_studying", message: RESULTS_STATE_MSG.priceStudying };
  // A Draft has no results yet: the page shows its own unfinished-study view (no text given by the spec).
  if (study.status === "Draft") return { state: "unfinished", message: null };
  if (study.questions === 0) return { state: "no_products", message: RESULTS_STATE_MSG.noProducts };
  return { state: "ready", message: null };
}
