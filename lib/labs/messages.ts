// Every user-facing text of MakerLabs (P14: predicted sentiment for untested products), defined once for the
// server and the MakerLabs pages (DESIGN.md §4 rule 6). APPEND new entries; do not rename or reword existing ones.
import type { TLabsAttribute } from "./features";

const plural = (n: number, one: string, many: string): string => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
const percent = (level: number): string => `${Math.round(level * 100)}%`;

/** Display names of the product attributes (predictLabs().missing). */
export const LABS_ATTRIBUTE_LABELS: Record<TLabsAttribute, string> = {
  name: "Name",
  description: "Description",
  category: "Category",
  price: "Price",
  colors: "Colours",
  materials: "Materials",
  fit: "Fit",
  season: "Season",
};

export const LABS_MSG = {
  title: "MakerLabs",
  synthetic: "Synthetic",
  syntheticHint: "Predicted from the brand's tested products, not from respondents.",
  predictedScore: "Predicted sentiment score",
  predictionInterval: (level: number) => `${percent(level)} prediction interval`,
  range: (low: number, high: number) => `${Math.round(low)}–${Math.round(high)}`,
  intervalHint: (level: number) =>
    `In the backtest, ${percent(level)} of the tested products scored within this range of their prediction.`,
  intervalWholeScale: "Too few backtest errors to narrow the range yet: any score from 0 to 100 is possible.",
  evidence: "Most similar tested products",
  evidenceScore: "Sentiment score",
  similarity: "Similarity",
  similarityValue: (similarity: number) => `${Math.round(similarity * 100)}%`,
  noEvidence: "No tested product shares an attribute with this one, so the prediction is the brand's average score.",
  missingAttributes: (labels: readonly string[]) =>
    `Not given: ${labels.join(", ")}. Adding ${labels.length === 1 ? "it" : "them"} can make the prediction more precise.`,
  notEnoughHistory: (need: { studies: number; products: number }, have: { studies: number; products: number }) =>
    `Not enough history yet: MakerLabs needs at least ${plural(need.studies, "closed study", "closed studies")} with ` +
    `${plural(need.products, "tested product", "tested products")} in all (this brand has ` +
    `${plural(have.studies, "study", "studies")} and ${plural(have.products, "product", "products")}).`,
  doesNotBeatBaseline:
    "The model does not beat the brand's average yet: predicting every product at the brand's average score was as " +
    "accurate in the backtest. Treat these predictions as rough until more studies close.",
  beatsBaseline: "In the backtest, the model predicted held-out studies more accurately than the brand's average score.",
  backtestTitle: "Backtest",
  backtestHint:
    "Each closed study was predicted from the other studies only, then compared with what respondents actually said.",
  backtestStudies: (n: number) => plural(n, "study", "studies"),
  backtestProducts: (n: number) => plural(n, "product", "products"),
  mae: "Average error (points)",
  baselineMae: "Average error of the brand's average (points)",
  spearman: "Rank agreement (Spearman)",
  notAvailable: "—",
  lineReviewTitle: "Synthetic line review",
  lineReviewHint: "Planned products ranked by predicted sentiment score.",
  uncertain: "Worth testing",
  uncertainHint: "The prediction could fall on either side of the line's middle, or nothing similar has been tested.",
  likelyStrong: "Likely above the line's middle",
  likelyWeak: "Likely below the line's middle",
  predict: "Predict",
  predicting: "Predicting…",
  predictFailed: "There was an error predicting this product. Please try again.",
  /** Under a prediction whose interval was widened (lib/labs/interval.ts; P15 item 10). */
  intervalWidened: (similarity: number, typical: number) =>
    `The tested products nearest to this one are less alike than usual (average similarity ${Math.round(similarity * 100)}%, ` +
    `against ${Math.round(typical * 100)}% for a typical tested product), so the range is wider: the prediction rests on weaker evidence.`,
} as const;
