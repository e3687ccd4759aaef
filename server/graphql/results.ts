import "server-only";
// GraphQL: the results engine (P9; spec 3 §7 "Snapshot-like results"), thin adapters over server/results/*.
// Filters arrive as ResultsFilterInput (the shape of lib/results/filters.ts); the services validate them again and
// check every id against the study.
import type { TProductComparison } from "@/lib/results/significance";
import { builder, viewField } from "./builder";
import { SurveyFilter } from "./study";
import { resultsFilterDefinitions } from "../results/filter-definitions";
import { reportHeadToHead, type THeadToHeadCell, type THeadToHeadRow } from "../results/head-to-head";
import { reportRespondentsCount } from "../results/respondents-count";
import type { TRatingsReportRow } from "../results/ratings-report";
import { getResultsState } from "../results/results-state";
import { resultsSummary, type TResultsSummary } from "../results/results-summary";
import { sentimentScoreReport, type TSentimentReport } from "../results/sentiment-report";
import { significanceByFilterSets, significanceByFilters } from "../results/significance-by-filters";

const DemographicFilterInput = builder.inputType("DemographicFilterInput", {
  fields: (t) => ({ demographic_id: t.id({ required: true }), answers: t.stringList({ required: true }) }),
});

const RangeFilterInput = builder.inputType("RangeFilterInput", {
  fields: (t) => ({ start_range: t.float({ required: true }), end_range: t.float({ required: true }) }),
});

export const ResultsFilterInput = builder.inputType("ResultsFilterInput", {
  description: "Options of one filter are alternatives (OR); different filters must all hold (AND).",
  fields: (t) => ({
    country: t.idList(),
    consumer_profiles: t.idList(),
    demographics: t.field({ type: [DemographicFilterInput] }),
    audience_types: t.stringList(),
    languages: t.stringList(),
    summed_values: t.field({ type: RangeFilterInput }),
    regions: t.stringList(),
    segmentation_profile: t.idList(),
  }),
});

/** GraphQL sends explicit nulls for fields left empty; the filter schema reads them as absent. */
export function filtersArg(value: unknown): unknown {
  if (value === null || value === undefined) return {};
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== null && v !== undefined));
}

type TTest = NonNullable<TProductComparison["top_two_box"]>;
type TMean = NonNullable<TProductComparison["mean"]>;
type TDistribution = NonNullable<TProductComparison["distribution"]>;

const Base = builder.objectRef<TProductComparison["base"]>("SignificanceBase").implement({
  fields: (t) => ({ filtered: t.exposeInt("filtered"), rest: t.exposeInt("rest") }),
});

const ProportionResult = builder.objectRef<TTest>("ProportionSignificance").implement({
  description: "Top-2-box (4 or 5 stars): filtered − rest, 95% interval, two-proportion z-test, Benjamini–Hochberg q.",
  fields: (t) => ({
    difference: t.exposeFloat("difference"),
    low: t.float({ resolve: (r) => r.interval.low }),
    high: t.float({ resolve: (r) => r.interval.high }),
    z: t.exposeFloat("z"),
    p: t.exposeFloat("p"),
    q: t.exposeFloat("q"),
    significant: t.exposeBoolean("significant"),
  }),
});

const MeanResult = builder.objectRef<TMean>("MeanSignificance").implement({
  description: "Mean stars: filtered − rest, 95% interval, Welch's t-test, Benjamini–Hochberg q.",
  fields: (t) => ({
    difference: t.exposeFloat("difference"),
    low: t.float({ resolve: (r) => r.interval.low }),
    high: t.float({ resolve: (r) => r.interval.high }),
    t: t.float({ resolve: (r) => (Number.isFinite(r.t) ? r.t : Math.sign(r.t) * Number.MAX_VALUE) }),
    df: t.exposeFloat("df"),
    p: t.exposeFloat("p"),
    q: t.exposeFloat("q"),
    significant: t.exposeBoolean("significant"),
  }),
});

const DistributionResult = builder.objectRef<TDistribution>("DistributionSignificance").implement({
  description: "Star distribution: Pearson chi-square, Cramér's V, Benjamini–Hochberg q.",
  fields: (t) => ({
    chi_square: t.float({ resolve: (r) => r.chiSquare }),
    df: t.exposeInt("df"),
    p: t.exposeFloat("p"),
    q: t.exposeFloat("q"),
    cramers_v: t.float({ resolve: (r) => r.cramersV }),
    significant: t.exposeBoolean("significant"),
  }),
});

const ProductSignificance = builder.objectRef<TProductComparison>("ProductSignificance").implement({
  fields: (t) => ({
    product_id: t.exposeID("product_id"),
    base: t.field({ type: Base, resolve: (r) => r.base }),
    tested: t.exposeBoolean("tested"),
    top_two_box: t.field({ type: ProportionResult, nullable: true, resolve: (r) => r.top_two_box }),
    mean: t.field({ type: MeanResult, nullable: true, resolve: (r) => r.mean }),
    distribution: t.field({ type: DistributionResult, nullable: true, resolve: (r) => r.distribution }),
  }),
});

builder.queryField("significanceByFilters", (t) =>
  viewField(t, {
    type: [ProductSignificance],
    description: "Per product: the respondents the filters select against the rest (docs/decisions.md P9 #1–#4).",
    args: { survey_id: t.arg.id({ required: true }), filters: t.arg({ type: ResultsFilterInput }) },
    permission: "results.read",
    survey: (args) => String(args.survey_id),
    brand: (args) => ({ survey: String(args.survey_id) }),
    resolve: (access, args) => significanceByFilters(access, String(args.survey_id), filtersArg(args.filters)),
  }),
);

const FilterSetSignificance = builder.objectRef<{ index: number; products: TProductComparison[] }>("FilterSetSignificance").implement({
  description: "The comparison for one of the filter sets given, by its position in the list (0-based).",
  fields: (t) => ({
    index: t.exposeInt("index"),
    products: t.field({ type: [ProductSignificance], resolve: (r) => r.products }),
  }),
});

builder.queryField("significanceByFilterSets", (t) =>
  viewField(t, {
    type: [FilterSetSignificance],
    description: "significanceByFilters for several filter sets at once, in one pass over the respondents (docs/decisions.md P9 #36).",
    args: { survey_id: t.arg.id({ required: true }), filter_sets: t.arg({ type: [ResultsFilterInput], required: true }) },
    permission: "results.read",
    survey: (args) => String(args.survey_id),
    brand: (args) => ({ survey: String(args.survey_id) }),
    resolve: async (access, args) =>
      (await significanceByFilterSets(access, String(args.survey_id), args.filter_sets.map(filtersArg))).map((products, index) => ({ index, products })),
  }),
);

builder.queryField("reportRespondentsCount", (t) =>
  viewField(t, {
    type: "Int",
    description: "Completed respondents (not previews) the filters select.",
    args: { brand_id: t.arg.id({ required: true }), survey_id: t.arg.id({ required: true }), filters: t.arg({ type: ResultsFilterInput }) },
    permission: "results.read",
    survey: (args) => String(args.survey_id),
    resolve: (access, args) => reportRespondentsCount(access, String(args.survey_id), filtersArg(args.filters)),
  }),
);

const HeadToHeadCell = builder.objectRef<THeadToHeadCell>("HeadToHeadCell").implement({
  fields: (t) => ({
    against: t.exposeID("against"),
    base: t.exposeInt("base"),
    wins: t.exposeInt("wins"),
    losses: t.exposeInt("losses"),
    ties: t.exposeInt("ties"),
    win_share: t.exposeFloat("win_share"),
    loss_share: t.exposeFloat("loss_share"),
    tie_share: t.exposeFloat("tie_share"),
  }),
});

const HeadToHeadRow = builder.objectRef<THeadToHeadRow>("HeadToHeadRow").implement({
  fields: (t) => ({ product_id: t.exposeID("product_id"), against: t.field({ type: [HeadToHeadCell], resolve: (r) => r.against }) }),
});

builder.queryField("reportHeadToHead", (t) =>
  viewField(t, {
    type: [HeadToHeadRow],
    description: "Every product against every other, among respondents who rated both: wins, losses and ties.",
    args: { brand_id: t.arg.id({ required: true }), survey_id: t.arg.id({ required: true }), filters: t.arg({ type: ResultsFilterInput }) },
    permission: "results.read",
    survey: (args) => String(args.survey_id),
    resolve: (access, args) => reportHeadToHead(access, String(args.survey_id), filtersArg(args.filters)),
  }),
);

builder.queryField("getResultsFilters", (t) =>
  viewField(t, {
    type: [SurveyFilter],
    description: "The filters this study's results offer, with their options (docs/decisions.md P9 #11).",
    args: { brand_id: t.arg.id({ required: true }), survey_id: t.arg.id({ required: true }) },
    permission: "results.read",
    survey: (args) => String(args.survey_id),
    resolve: (access, args) => resultsFilterDefinitions(access, String(args.survey_id)),
  }),
);

const ResultsState = builder.objectRef<Awaited<ReturnType<typeof getResultsState>>>("ResultsState").implement({
  description: "What the results page shows: ready, or a state with the text to show (no_study, deprecated, price_studying, unfinished, no_products).",
  fields: (t) => ({ state: t.exposeString("state"), message: t.exposeString("message", { nullable: true }) }),
});

builder.queryField("getResultsState", (t) =>
  viewField(t, {
    type: ResultsState,
    args: { brand_id: t.arg.id({ required: true }), survey_id: t.arg.id({ required: true }) },
    permission: "results.read",
    survey: (args) => String(args.survey_id),
    resolve: (access, args) => getResultsState(access, String(args.survey_id)),
  }),
);

const SentimentBenchmark = builder.objectRef<TSentimentReport["benchmark"]>("SentimentBenchmark").implement({
  description: "The norm the percentiles compare with (docs/decisions.md P9 #15): scope category_type, brand or none.",
  fields: (t) => ({
    scope: t.exposeString("scope"),
    category_id: t.exposeID("category_id", { nullable: true }),
    type: t.exposeString("type", { nullable: true }),
    size: t.exposeInt("size"),
    p25: t.exposeFloat("p25", { nullable: true }),
    p50: t.exposeFloat("p50", { nullable: true }),
    p75: t.exposeFloat("p75", { nullable: true }),
  }),
});

const SentimentProduct = builder.objectRef<TSentimentReport["products"][number]>("SentimentProduct").implement({
  fields: (t) => ({
    product_id: t.exposeID("product_id"),
    question_id: t.exposeID("question_id", { nullable: true }),
    stars: t.intList({ resolve: (p) => [...p.stars] }),
    count: t.exposeInt("count"),
    mean: t.exposeFloat("mean", { nullable: true }),
    score: t.exposeFloat("score", { nullable: true }),
    top_two_box: t.exposeFloat("top_two_box", { nullable: true }),
    percentile: t.exposeFloat("percentile", { nullable: true }),
    position: t.exposeString("position", { nullable: true }),
    tier: t.exposeString("tier", { nullable: true }),
    recommendation: t.exposeString("recommendation", { nullable: true }),
    makerscore: t.exposeFloat("makerscore", { nullable: true }),
  }),
});

const SentimentReport = builder.objectRef<TSentimentReport>("SentimentReport").implement({
  description: "Scores and a benchmark per product (spec 3 §3), with the sentiment score version used.",
  fields: (t) => ({
    survey_id: t.exposeID("survey_id"),
    version: t.exposeString("version"),
    version_source: t.exposeString("version_source"),
    benchmark: t.field({ type: SentimentBenchmark, resolve: (r) => r.benchmark }),
    respondents: t.exposeInt("respondents"),
    products: t.field({ type: [SentimentProduct], resolve: (r) => r.products }),
  }),
});

builder.queryField("getSentimentScoreReport", (t) =>
  viewField(t, {
    type: SentimentReport,
    args: { survey_id: t.arg.id({ required: true }), filter: t.arg({ type: ResultsFilterInput }) },
    permission: "results.read",
    survey: (args) => String(args.survey_id),
    brand: (args) => ({ survey: String(args.survey_id) }),
    resolve: (access, args) => sentimentScoreReport(access, String(args.survey_id), filtersArg(args.filter)),
  }),
);

const RatingStar = builder.objectRef<TRatingsReportRow["stars"][number]>("RatingStar").implement({
  fields: (t) => ({ star: t.exposeInt("star"), count: t.exposeInt("count"), percentage: t.exposeFloat("percentage") }),
});

const RatingsRow = builder.objectRef<TRatingsReportRow>("RatingsReportRow").implement({
  description: "One product's ratings report row (spec 3 §3): how many gave each star, and the share (0–100).",
  fields: (t) => ({ product_id: t.exposeID("product_id"), count: t.exposeInt("count"), stars: t.field({ type: [RatingStar], resolve: (r) => r.stars }) }),
});

const ResultsSummary = builder.objectRef<TResultsSummary>("ResultsSummary").implement({
  description: "What the results page reads first, from one pass over the respondents (docs/decisions.md P9 #37).",
  fields: (t) => ({
    survey_id: t.exposeID("survey_id"),
    respondents: t.exposeInt("respondents"),
    ratings: t.field({ type: [RatingsRow], resolve: (r) => r.ratings }),
    sentiment: t.field({ type: SentimentReport, resolve: (r) => r.sentiment }),
    head_to_head: t.field({ type: [HeadToHeadRow], resolve: (r) => r.head_to_head }),
  }),
});

builder.queryField("getResultsSummary", (t) =>
  viewField(t, {
    type: ResultsSummary,
    description: "The respondent count, ratings report, sentiment report and head-to-head matrix of one study and filter, at once.",
    args: { survey_id: t.arg.id({ required: true }), filter: t.arg({ type: ResultsFilterInput }) },
    permission: "results.read",
    survey: (args) => String(args.survey_id),
    brand: (args) => ({ survey: String(args.survey_id) }),
    resolve: (access, args) => resultsSummary(access, String(args.survey_id), filtersArg(args.filter)),
  }),
);
