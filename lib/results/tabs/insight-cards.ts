// The insight cards tab (spec 3 §2 results tab `insight-cards`; P11 item 3): one card per finding (lib/results/insights.ts:
// winner, lowest, above and below the benchmark, most polarising, pairs that look like cannibals) and one per product
// with its headline figures, all under the filters in force. Each card is a TInsightCard — a stable id, a title, a key
// insight sentence, an image and the filters — the shape P12 turns into a snip (spec 3 "Snip": img, title, keyInsight,
// filters). The data built by server/pages/results/insight-cards.ts and every text of the tab. Client-safe.
import { formatPercentile, formatScore } from "../../products/format";
import { canFilter, CLAIM_TEXT, insightClaim, isSmallBase } from "../claims";
import type { TStarCounts } from "../definitions";
import { AUDIENCE_TYPE_NAMES, RESULTS_FILTER_NAMES, RESULTS_FILTER_TYPES, type TResultsFilterDefinition, type TResultsFilters } from "../filters";
import { findInsights, type TFinding, type TInsightPair } from "../insights";
import type { TResultsProduct } from "../view";
import { benchmarkSentence, formatCount, formatShare, POSITION_WORDS, rankProducts, type TBenchmarkNorm, type TScoreReport } from "./stack-rank";

export type TInsightCardKind = "product" | TFinding["kind"];

/** A card of the tab, ready to become a snip (P12). */
export interface TInsightCard {
  /** Stable for the same study, filters and data: the kind and the products it names ("winner:<id>", "cannibals:<a>:<b>"). */
  id: string;
  kind: TInsightCardKind;
  title: string;
  /** The key insight, one sentence (the snip's keyInsight). */
  keyInsight: string;
  /** The products the card is about, in the order it names them. */
  product_ids: string[];
  /** The image of the (first) product named: the snip's img. Null without one. */
  img: string | null;
  /** The headline figures, formatted as shown. */
  figures: { label: string; value: string }[];
  /** The star distribution of a one-product card (product, winner, lowest, polarising); null otherwise. */
  stars: TStarCounts | null;
  /** The filters in force (the snip's filters) and the same in words; an empty list means every respondent. */
  filters: TResultsFilters;
  filterSummary: string[];
  /**
   * P15 item 4: the fewest ratings behind the card when fewer than the significance minimum (a "Small base" marker);
   * a winner or lowest card on a small base names no winner and says why. Absent on a sound base.
   */
  smallBase?: number | null;
}

export interface TInsightCardsData {
  /** Counted respondents the filters select. */
  respondents: number;
  benchmark: TBenchmarkNorm;
  findings: TInsightCard[];
  /** One card per product, highest score first (unrated last). */
  products: TInsightCard[];
}

// ---- Texts ----------------------------------------------------------------------------------------------------

export const INSIGHT_CARDS = {
  title: "Insight cards",
  intro: "What the results say, one card per finding and one per product, under the filters in force.",
  findingsTitle: "Findings",
  productsTitle: "Products",
  noFindings: "No finding stands out yet: the cards appear once at least two products are rated.",
  noProducts: "This study has no products to show.",
  filtersLabel: "Filters",
  allRespondents: "All respondents (no filters)",
  figure: {
    score: "Score",
    rank: "Rank",
    percentile: "Percentile",
    position: "Position",
    topTwoBox: "Top-2-box",
    ratings: "Ratings",
    tier: "Tier",
    recommendation: "Recommendation",
    makerscore: "MakerScore",
    lowStars: "1–2 stars",
    highStars: "4–5 stars",
    products: "Products",
    base: "Rated both",
    ties: "Rated alike",
    expectedTies: "Alike if unrelated",
    prefers: (name: string) => `Prefer ${name}`,
  },
  kinds: {
    product: "Product",
    winner: "Winner",
    lowest: "Lowest score",
    "above-benchmark": "Above the benchmark",
    "below-benchmark": "Below the benchmark",
    polarising: "Most polarising",
    cannibals: "Possible cannibals",
  } satisfies Record<TInsightCardKind, string>,
  winnerTitle: (name: string) => `${name} is the winner`,
  /** A winner or lowest card on a small base (P15 item 4): no winner named, and why. */
  smallBaseKinds: { winner: "Highest so far", lowest: "Lowest so far" },
  leaderTitle: (name: string) => `${name} scores highest so far`,
  trailerTitle: (name: string) => `${name} scores lowest so far`,
  smallBaseInsight: (kind: "winner" | "lowest", min: number, name: string, score: number, n: number, next: string, nextScore: number, nextN: number) =>
    `${kind === "winner" ? CLAIM_TEXT.tooFewWinner(min) : CLAIM_TEXT.tooFewLowest(min)} ${name} scores ${formatScore(score)} from ${formatCount(n)} rating${n === 1 ? "" : "s"}; ${next} scores ${formatScore(nextScore)} from ${formatCount(nextN)}.`,
  winnerInsight: (name: string, score: number, next: string, nextScore: number, rated: number) => {
    const gap = Math.round(score) - Math.round(nextScore);
    return gap > 0
      ? `${name} scores ${formatScore(score)}, the highest of the ${rated} rated products, ${gap} point${gap === 1 ? "" : "s"} ahead of ${next} (${formatScore(nextScore)}).`
      : `${name} scores ${formatScore(score)}, the highest of the ${rated} rated products, level with ${next} (${formatScore(nextScore)}).`;
  },
  lowestTitle: (name: string) => `${name} scores lowest`,
  lowestInsight: (name: string, score: number, next: string, nextScore: number, rated: number) => {
    const gap = Math.round(nextScore) - Math.round(score);
    return gap > 0
      ? `${name} scores ${formatScore(score)}, the lowest of the ${rated} rated products, ${gap} point${gap === 1 ? "" : "s"} behind ${next} (${formatScore(nextScore)}).`
      : `${name} scores ${formatScore(score)}, the lowest of the ${rated} rated products, level with ${next} (${formatScore(nextScore)}).`;
  },
  aboveTitle: (n: number) => (n === 1 ? "1 product is in the benchmark's top quartile" : `${n} products are in the benchmark's top quartile`),
  aboveInsight: (names: string[], rated: number) =>
    `${list(names)} ${names.length === 1 ? "scores" : "score"} at or above the 75th percentile of the benchmark (${names.length} of ${rated} rated products).`,
  belowTitle: (n: number) => (n === 1 ? "1 product is in the benchmark's bottom quartile" : `${n} products are in the benchmark's bottom quartile`),
  belowInsight: (names: string[], rated: number) =>
    `${list(names)} ${names.length === 1 ? "scores" : "score"} at or below the 25th percentile of the benchmark (${names.length} of ${rated} rated products).`,
  polarisingTitle: (name: string) => `${name} divides opinion`,
  polarisingInsight: (name: string, bottom: number, top: number, filterable = true) =>
    `${formatShare(top)} of ratings of ${name} are 4–5 stars and ${formatShare(bottom)} are 1–2 stars: the most divided of the study.${filterable ? " A filter may show who loves it." : ""}`,
  cannibalsTitle: (a: string, b: string) => `${a} and ${b} may compete for the same shoppers`,
  cannibalsInsight: (a: string, b: string, aShare: number, bShare: number, tie: number, expected: number, base: number) =>
    `Of the ${formatCount(base)} respondents who rated both, ${formatShare(100 * aShare)} preferred ${a} and ${formatShare(100 * bShare)} ${b}; ${formatShare(100 * tie)} rated them alike, where unrelated products would tie about ${formatShare(100 * expected)}. Neither wins: they may take sales from each other.`,
  productInsight: (p: { rank: number | null; rated: number; score: number | null; percentile: number | null; position: keyof typeof POSITION_WORDS | null; top_two_box: number | null; count: number }) => {
    if (p.score === null) return "Not rated yet under these filters.";
    const bench = p.percentile === null || p.position === null ? "" : `, ${formatPercentile(p.percentile)} percentile (${POSITION_WORDS[p.position].toLowerCase()})`;
    return `Scores ${formatScore(p.score)}, rank ${p.rank} of ${p.rated}${bench}; ${formatShare(p.top_two_box)} top-2-box from ${formatCount(p.count)} rating${p.count === 1 ? "" : "s"}.`;
  },
  benchmarkSentence,
} as const;

function list(names: string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

// ---- Filters in words -----------------------------------------------------------------------------------------

/** The filters in force in words, one entry per filter ("Country: France, Germany"), in the screen's order. */
export function filterSummary(filters: TResultsFilters, definitions: readonly TResultsFilterDefinition[]): string[] {
  const def = new Map(definitions.map((d) => [d.accessor, d]));
  const named = (accessor: string, values: readonly string[], fallback: (v: string) => string = (v) => v) => {
    const d = def.get(accessor);
    return values.map((v) => {
      const i = d?.options.indexOf(v) ?? -1;
      return i >= 0 ? (d!.optionNames[i] ?? v) : fallback(v);
    });
  };
  const out: string[] = [];
  for (const type of RESULTS_FILTER_TYPES) {
    if (type === "demographics") {
      for (const d of filters.demographics ?? []) {
        const accessor = `demographics.${d.demographic_id}`;
        if (d.answers.length) out.push(`${def.get(accessor)?.name ?? "Demographic"}: ${named(accessor, d.answers).join(", ")}`);
      }
    } else if (type === "summed_values") {
      const r = filters.summed_values;
      if (r) out.push(`${def.get(type)?.name ?? RESULTS_FILTER_NAMES.summed_values}: ${r.start_range}–${r.end_range}`);
    } else {
      const values = filters[type] ?? [];
      const fallback = type === "audience_types" ? (v: string) => AUDIENCE_TYPE_NAMES[v as keyof typeof AUDIENCE_TYPE_NAMES] ?? v : undefined;
      if (values.length) out.push(`${def.get(type)?.name ?? RESULTS_FILTER_NAMES[type]}: ${named(type, values, fallback).join(", ")}`);
    }
  }
  return out;
}

// ---- Cards ----------------------------------------------------------------------------------------------------

export interface TInsightCardsInput {
  report: TScoreReport;
  headToHead: readonly { product_id: string; against: readonly Omit<TInsightPair, "product_id">[] }[];
  products: readonly TResultsProduct[];
  filters: TResultsFilters;
  definitions: readonly TResultsFilterDefinition[];
}

/** The tab's data: the findings' cards and one card per product. Pure. */
export function buildInsightCards({ report, headToHead, products, filters, definitions }: TInsightCardsInput): TInsightCardsData {
  const T = INSIGHT_CARDS;
  const F = T.figure;
  const info = new Map(products.map((p) => [p.product_id, p]));
  const scored = new Map(report.products.map((p) => [p.product_id, p]));
  const name = (id: string) => info.get(id)?.name || "(unnamed product)";
  const img = (id: string) => info.get(id)?.image ?? null;
  const summary = filterSummary(filters, definitions);
  const ranked = rankProducts(report.products);
  const rated = ranked.filter((p) => p.rank !== null).length;
  const card = (c: Omit<TInsightCard, "filters" | "filterSummary" | "img" | "stars"> & { stars?: TStarCounts | null }): TInsightCard => ({
    ...c,
    img: c.product_ids[0] ? img(c.product_ids[0]) : null,
    stars: c.stars ?? null,
    filters,
    filterSummary: summary,
  });
  const headline = (id: string) => {
    const p = scored.get(id)!;
    return [
      { label: F.score, value: formatScore(p.score) || "—" },
      { label: F.topTwoBox, value: formatShare(p.top_two_box) },
      { label: F.ratings, value: formatCount(p.count) },
    ];
  };

  const pairs: TInsightPair[] = headToHead.flatMap((row) => row.against.map((c) => ({ ...c, product_id: row.product_id })));
  const findings = findInsights(report.products, pairs).map((f): TInsightCard => {
    switch (f.kind) {
      case "winner":
      case "lowest": {
        const id = f.product.product_id;
        const text = f.kind === "winner" ? T.winnerInsight : T.lowestInsight;
        const [n, nextN] = [scored.get(id)!.count, scored.get(f.next.product_id)?.count ?? 0];
        const claim = insightClaim([n, nextN]);
        if (!claim.callable)
          return card({
            id: `${f.kind}:${id}`,
            kind: f.kind,
            title: f.kind === "winner" ? T.leaderTitle(name(id)) : T.trailerTitle(name(id)),
            keyInsight: T.smallBaseInsight(f.kind, claim.min, name(id), f.product.value, n, name(f.next.product_id), f.next.value, nextN),
            product_ids: [id],
            figures: headline(id),
            stars: scored.get(id)!.stars,
            smallBase: claim.base,
          });
        return card({
          id: `${f.kind}:${id}`,
          kind: f.kind,
          title: f.kind === "winner" ? T.winnerTitle(name(id)) : T.lowestTitle(name(id)),
          keyInsight: text(name(id), f.product.value, name(f.next.product_id), f.next.value, f.rated),
          product_ids: [id],
          figures: headline(id),
          stars: scored.get(id)!.stars,
        });
      }
      case "above-benchmark":
      case "below-benchmark": {
        const above = f.kind === "above-benchmark";
        const names = f.products.map((p) => name(p.product_id));
        return card({
          id: f.kind,
          kind: f.kind,
          title: above ? T.aboveTitle(f.products.length) : T.belowTitle(f.products.length),
          keyInsight: above ? T.aboveInsight(names, f.rated) : T.belowInsight(names, f.rated),
          product_ids: f.products.map((p) => p.product_id),
          figures: f.products.map((p) => ({ label: name(p.product_id), value: `${formatPercentile(p.value)} percentile` })),
        });
      }
      case "polarising":
        return card({
          id: `polarising:${f.product_id}`,
          kind: f.kind,
          title: T.polarisingTitle(name(f.product_id)),
          keyInsight: T.polarisingInsight(name(f.product_id), f.bottom, f.top, canFilter(definitions)),
          product_ids: [f.product_id],
          figures: [
            { label: F.highStars, value: formatShare(f.top) },
            { label: F.lowStars, value: formatShare(f.bottom) },
            { label: F.ratings, value: formatCount(f.count) },
          ],
          stars: scored.get(f.product_id)!.stars,
        });
      case "cannibals":
        return card({
          id: `cannibals:${f.a}:${f.b}`,
          kind: f.kind,
          title: T.cannibalsTitle(name(f.a), name(f.b)),
          keyInsight: T.cannibalsInsight(name(f.a), name(f.b), f.a_share, f.b_share, f.tie_share, f.expected_tie, f.base),
          product_ids: [f.a, f.b],
          figures: [
            { label: F.prefers(name(f.a)), value: formatShare(100 * f.a_share) },
            { label: F.prefers(name(f.b)), value: formatShare(100 * f.b_share) },
            { label: F.ties, value: formatShare(100 * f.tie_share) },
            { label: F.expectedTies, value: formatShare(100 * f.expected_tie) },
            { label: F.base, value: formatCount(f.base) },
          ],
        });
    }
  });

  const productCards = ranked.map((p) => {
    const figures = [
      { label: F.score, value: formatScore(p.score) || "—" },
      { label: F.rank, value: p.rank === null ? "—" : `${p.rank} of ${rated}` },
      ...(p.percentile !== null ? [{ label: F.percentile, value: formatPercentile(p.percentile) }] : []),
      ...(p.position ? [{ label: F.position, value: POSITION_WORDS[p.position] }] : []),
      { label: F.topTwoBox, value: formatShare(p.top_two_box) },
      { label: F.ratings, value: formatCount(p.count) },
      ...(p.tier ? [{ label: F.tier, value: p.tier }] : []),
      ...(p.recommendation ? [{ label: F.recommendation, value: p.recommendation }] : []),
      ...(p.makerscore !== null ? [{ label: F.makerscore, value: p.makerscore.toFixed(1) }] : []),
    ];
    return card({
      id: `product:${p.product_id}`,
      kind: "product",
      title: name(p.product_id),
      keyInsight: T.productInsight({ ...p, rated }),
      product_ids: [p.product_id],
      figures,
      stars: p.stars,
      ...(isSmallBase(p.count) ? { smallBase: p.count } : {}),
    });
  });
  return { respondents: report.respondents, benchmark: report.benchmark, findings, products: productCards };
}
