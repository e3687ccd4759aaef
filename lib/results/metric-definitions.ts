// What each figure of the results means (P15 item 3 "Every figure explains itself"): one definition per metric —
// its term, a one-sentence definition and a longer explanation — written once here and shown wherever the figure is
// shown (components/results/metric-info.tsx, a popover beside the figure's heading) and by the in-app help's "what
// each metric means" (METRIC_DEFINITION_LIST). The numbers in the texts come from the rules themselves
// (lib/results/definitions.ts, significance.ts), so a rule change changes its explanation. Client-safe and pure.
import { MIN_NORM_PRODUCTS, TOP_QUARTILE, BOTTOM_QUARTILE, RECOMMENDATIONS } from "./definitions";
import { MIN_BASE_SIZE, SIGNIFICANCE_ALPHA } from "./significance";

export const METRIC_IDS = [
  "score",
  "makerscore",
  "percentile",
  "position",
  "tier",
  "top-two-box",
  "point-range",
  "significance",
  "reach",
  "frequency",
  "sell-through",
] as const;
export type TMetricId = (typeof METRIC_IDS)[number];

export interface TMetricDefinition {
  id: TMetricId;
  /** The figure's name as the screens write it. */
  term: string;
  /** One sentence: what the figure is. */
  short: string;
  /** How it is worked out and how to read it. */
  long: string;
}

const pct = (n: number) => `${Math.round(n * 100)}%`;

const DEFINITIONS: { [K in TMetricId]: Omit<TMetricDefinition, "id"> } = {
  score: {
    term: "Score",
    short: "The sentiment score: how much respondents liked a product, from 0 (everyone gave 1 star) to 100 (everyone gave 5 stars).",
    long:
      "Version 1 puts the average star rating on a 0–100 scale: (average stars − 1) ÷ 4 × 100, so an average of 3 stars scores 50. " +
      "Version 2 scores net sentiment: (share of 4–5 stars − share of 1–2 stars + 100) ÷ 2, so 3-star ratings count as neutral. " +
      "The stack rank says which version the brand uses.",
  },
  makerscore: {
    term: "MakerScore",
    short: "A summary from 0 to 10: 60% the sentiment score and 40% the top-2-box share, divided by 10.",
    long:
      "A product every respondent rates 5 stars has a MakerScore of 10. It needs no benchmark, so it shows from the first ratings. " +
      "A study can hide it (study settings).",
  },
  percentile: {
    term: "Benchmark percentile",
    short: "The share of the benchmark's products this product scores above (ties count half): 80th means it beats 80% of them.",
    long:
      "The benchmark is the brand's own products from its other Closed studies that are not excluded from benchmarks: those of the same " +
      `category and study type when there are at least ${MIN_NORM_PRODUCTS}, otherwise all of them. Without another Closed study with ratings ` +
      "there is no benchmark, and no percentile.",
  },
  position: {
    term: "Position",
    short: `Where the benchmark percentile falls: above the top quartile (${TOP_QUARTILE}th or more), below the bottom quartile (${BOTTOM_QUARTILE}th or less), or between the quartiles.`,
    long:
      `The recommendation follows the position: ${RECOMMENDATIONS.AboveTop} above the top quartile, ${RECOMMENDATIONS.Between} between the quartiles, ` +
      `${RECOMMENDATIONS.BelowBottom} below the bottom quartile. Without a benchmark there is no position.`,
  },
  tier: {
    term: "Tier",
    short: "The benchmark quarter a product falls in: Tier 1 from the 75th percentile, Tier 2 from the 50th, Tier 3 from the 25th, Tier 4 below.",
    long: "Tier 1 products score as well as the best quarter of the brand's benchmark products. Without a benchmark there is no tier; a study can hide it.",
  },
  "top-two-box": {
    term: "Top-2-box",
    short: "The share of ratings that are 4 or 5 stars.",
    long: "It counts how many respondents clearly liked the product, where the score also weighs the 1–3 star ratings. 60% top-2-box means 6 in 10 ratings were 4 or 5 stars.",
  },
  "point-range": {
    term: "Point-based range",
    short: "Each respondent's points added up over the demographic answers that carry points; the filter keeps respondents whose total is in the range.",
    long:
      "A study can give answers points (for example 1 for the youngest age band up to 5 for the oldest) and mark questions as part of the point range. " +
      "The range filter then selects respondents by their total, from the lowest to the highest total anyone reached.",
  },
  significance: {
    term: "Significance",
    short: "Whether a filtered group rates a product differently from everyone else by more than chance would explain.",
    long:
      "Top-2-box is compared with a two-proportion z-test and the average stars with Welch's t-test. The p-values are corrected across products " +
      `(Benjamini–Hochberg); q is the corrected value. A difference is significant when q is at most ${SIGNIFICANCE_ALPHA}: this holds the false discovery ` +
      `rate (FDR) at ${pct(SIGNIFICANCE_ALPHA)}, so about 1 in 20 differences marked significant may still be chance. A product is tested only with at least ` +
      `${MIN_BASE_SIZE} ratings in the group and ${MIN_BASE_SIZE} in the rest.`,
  },
  reach: {
    term: "Reach",
    short: "The share of respondents who like at least one product of a set (rated it 4 or 5 stars, unless the page says otherwise).",
    long:
      "Line efficiency (TURF: total unduplicated reach and frequency) finds, for each number of products, the set that reaches the most respondents. " +
      "A respondent who likes two products of the set counts once, so reach shows how many shoppers the line as a whole serves.",
  },
  frequency: {
    term: "Frequency",
    short: "How many of a set's products a reached respondent likes, on average.",
    long: "A frequency of 1.0 means each reached respondent likes just one product of the set; higher means the products appeal to the same shoppers and may overlap.",
  },
  "sell-through": {
    term: "Sell-through",
    short: "A product's share of the units sold by the study's products with imported sales data.",
    long:
      "The imported sales data hold units sold, not units received, so this is not the retail sell-through rate (sold ÷ received). " +
      "A share keeps products of different launch sizes comparable; the rank correlation with the score is the same as for raw units.",
  },
};

/** Every definition by id. */
export const METRIC_DEFINITIONS: { readonly [K in TMetricId]: TMetricDefinition } = Object.fromEntries(
  METRIC_IDS.map((id) => [id, { id, ...DEFINITIONS[id] }]),
) as { [K in TMetricId]: TMetricDefinition };

/** Every definition in the order the help lists them ("what each metric means"). */
export const METRIC_DEFINITION_LIST: readonly TMetricDefinition[] = METRIC_IDS.map((id) => METRIC_DEFINITIONS[id]);

export const metricDefinition = (id: TMetricId): TMetricDefinition => METRIC_DEFINITIONS[id];

export const METRIC_INFO_TEXT = {
  /** The popover button's accessible name. */
  open: (term: string) => `What is ${term}?`,
  close: "Close",
  /** Before the row of a tab's terms. */
  termsLabel: "What the figures mean:",
  termsGroup: "Definitions of the figures on this tab",
} as const;
