import "server-only";
// GraphQL: groups of buckets (spec 3 §3 "Bucket group", §7 "Groups of buckets" and
// getBucketGroupSentimentScoreReport), thin adapters over server/results/bucket-groups/*. The writes are REST
// (.../survey/{s}/group); the brand of the report is the study's, as for significanceByFilters.
import type { TBucket, TBucketGroup, TDroppedProduct } from "@/lib/results/bucket-groups";
import { brandField, builder } from "./builder";
import { DateTimeScalar } from "./datetime";
import { filtersArg, ResultsFilterInput } from "./results";
import { listBucketGroups } from "../results/bucket-groups/list";
import { bucketGroupSentimentReport, type TBucketGroupReport, type TBucketReportProduct, type TBucketReportRow } from "../results/bucket-groups/sentiment-report";

const DroppedProduct = builder.objectRef<TDroppedProduct>("BucketDroppedProduct").implement({
  fields: (t) => ({ question: t.exposeID("question"), bucket_index: t.exposeInt("bucket_index") }),
});

const Bucket = builder.objectRef<TBucket>("Bucket").implement({
  fields: (t) => ({
    name: t.exposeString("name"),
    questions: t.exposeIDList("questions"),
    date_created: t.field({ type: DateTimeScalar, resolve: (b) => b.date_created }),
    dropped_products: t.field({ type: [DroppedProduct], resolve: (b) => b.dropped_products }),
  }),
});

const BucketGroup = builder.objectRef<TBucketGroup>("BucketGroup").implement({
  fields: (t) => ({
    _id: t.exposeID("_id"),
    name: t.exposeString("name"),
    brand: t.exposeID("brand"),
    survey: t.exposeID("survey"),
    date_created: t.field({ type: DateTimeScalar, resolve: (g) => g.date_created }),
    date_modified: t.field({ type: DateTimeScalar, resolve: (g) => g.date_modified }),
    buckets: t.field({ type: [Bucket], resolve: (g) => g.buckets }),
  }),
});

builder.queryField("bucketGroups", (t) =>
  brandField(t, {
    type: [BucketGroup],
    description: "The study's groups of buckets, oldest first.",
    args: { brand_id: t.arg.id({ required: true }), survey_id: t.arg.id({ required: true }) },
    permission: "bucket_group.read",
    resolve: (access, args) => listBucketGroups(access, String(args.survey_id)),
  }),
);

const BucketReportProduct = builder.objectRef<TBucketReportProduct>("BucketReportProduct").implement({
  fields: (t) => ({
    product_id: t.exposeID("product_id"),
    question_id: t.exposeID("question_id"),
    count: t.exposeInt("count"),
    score: t.exposeFloat("score", { nullable: true }),
    percentile: t.exposeFloat("percentile", { nullable: true }),
  }),
});

const BucketReportRow = builder.objectRef<TBucketReportRow>("BucketSentimentReport").implement({
  description: "A bucket: the mean score and percentile of its products with ratings, and the position of that percentile.",
  fields: (t) => ({
    name: t.exposeString("name"),
    products: t.field({ type: [BucketReportProduct], resolve: (b) => b.products }),
    avg_score: t.exposeFloat("avg_score", { nullable: true }),
    avg_percentile: t.exposeFloat("avg_percentile", { nullable: true }),
    position: t.exposeString("position", { nullable: true }),
  }),
});

const BucketGroupReport = builder.objectRef<TBucketGroupReport>("BucketGroupSentimentReport").implement({
  fields: (t) => ({
    survey_id: t.exposeID("survey_id"),
    bucket_group_id: t.exposeID("bucket_group_id"),
    name: t.exposeString("name"),
    version: t.exposeString("version"),
    version_source: t.exposeString("version_source"),
    benchmark_scope: t.exposeString("benchmark_scope"),
    respondents: t.exposeInt("respondents"),
    buckets: t.field({ type: [BucketReportRow], resolve: (r) => r.buckets }),
  }),
});

builder.queryField("getBucketGroupSentimentScoreReport", (t) =>
  brandField(t, {
    type: BucketGroupReport,
    description: "Per bucket of a group: avg_score, avg_percentile and position (docs/decisions.md P9, bucket groups).",
    args: { survey_id: t.arg.id({ required: true }), bucket_group_id: t.arg.id({ required: true }), filter: t.arg({ type: ResultsFilterInput }) },
    permission: "results.read",
    brand: (args) => ({ survey: String(args.survey_id) }),
    resolve: (access, args) => bucketGroupSentimentReport(access, String(args.survey_id), String(args.bucket_group_id), filtersArg(args.filter)),
  }),
);
