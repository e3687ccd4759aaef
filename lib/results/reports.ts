// The wire shapes of the results reports the screens read (the server builds them: server/results/head-to-head.ts,
// server/results/sentiment-report.ts; the results page's tabs take them as props). Client-safe types only.
import type { TNormScope, TProductDefinitions, TSentimentScoreVersion, TStarCounts } from "./definitions";

/** One ordered pair of head-to-head: among the respondents who rated both, how often the row product was rated higher. */
export interface THeadToHeadCell {
  against: string;
  /** Respondents who rated both products. */
  base: number;
  wins: number;
  losses: number;
  ties: number;
  /** Shares of the base, 0–1 (0 when the base is 0). */
  win_share: number;
  loss_share: number;
  tie_share: number;
}

export interface THeadToHeadRow {
  product_id: string;
  against: THeadToHeadCell[];
}

export interface TSentimentBenchmark {
  /** category_type: the brand's Closed studies of this category and type; brand: all of them; none: no history yet. */
  scope: TNormScope;
  category_id: string | null;
  type: string | null;
  /** Scored products in the norm. */
  size: number;
  p25: number | null;
  p50: number | null;
  p75: number | null;
}

export interface TSentimentProduct extends TProductDefinitions {
  product_id: string;
  question_id: string | null;
  stars: TStarCounts;
}

export interface TSentimentReport {
  survey_id: string;
  version: TSentimentScoreVersion;
  version_source: "brand" | "study";
  benchmark: TSentimentBenchmark;
  /** Counted respondents the filter selects. */
  respondents: number;
  products: TSentimentProduct[];
}
