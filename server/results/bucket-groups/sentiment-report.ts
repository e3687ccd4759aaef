import "server-only";
// getBucketGroupSentimentScoreReport(survey_id, bucket_group_id, filter) (spec 3 §3 "bucket group report returns
// avg_percentile, avg_score and position", §7 "Snapshot-like results"): per bucket of one group, its products with
// their score and percentile from the study's sentiment report (server/results/sentiment-report.ts, same filter, same
// norm and formula version), and the bucket's averages and position (lib/results/bucket-groups.ts#bucketAverages).
// A bucket's question ids become products through the Question table (the sentiment report's question_id); a
// question that is no longer a rated question of the study (its product removed, or now investment_review) is left
// out. Needs survey.read (declared) and bucket_group.read.
import { bucketAverages, type TBucketAverages } from "@/lib/results/bucket-groups";
import type { TNormScope, TSentimentScoreVersion } from "@/lib/results/definitions";
import { withPermission, type TBrandAccess } from "../../access/authorize";
import { sentimentScoreReport } from "../sentiment-report";
import { loadBucketGroup, serializeBucketGroup } from "./shared";

export interface TBucketReportProduct {
  product_id: string;
  question_id: string;
  /** Ratings among the respondents the filter selects. */
  count: number;
  score: number | null;
  percentile: number | null;
}

export interface TBucketReportRow extends TBucketAverages {
  name: string;
  products: TBucketReportProduct[];
}

export interface TBucketGroupReport {
  survey_id: string;
  bucket_group_id: string;
  name: string;
  version: TSentimentScoreVersion;
  version_source: "brand" | "study";
  /** The norm the percentiles compare with (category_type, brand or none). */
  benchmark_scope: TNormScope;
  /** Counted respondents the filter selects. */
  respondents: number;
  buckets: TBucketReportRow[];
}

export async function bucketGroupSentimentReport(access: TBrandAccess, surveyId: string, groupId: string, rawFilter: unknown): Promise<TBucketGroupReport> {
  withPermission(access, "bucket_group.read");
  // The study (404 when not the brand's), the filter (400 when bad) and every product's figures first.
  const report = await sentimentScoreReport(access, surveyId, rawFilter);
  const group = serializeBucketGroup(await loadBucketGroup(access, { id: report.survey_id }, groupId));
  const byQuestion = new Map(report.products.flatMap((p) => (p.question_id ? [[p.question_id, p] as const] : [])));
  return {
    survey_id: report.survey_id,
    bucket_group_id: group._id,
    name: group.name,
    version: report.version,
    version_source: report.version_source,
    benchmark_scope: report.benchmark.scope,
    respondents: report.respondents,
    buckets: group.buckets.map((b) => {
      const products = b.questions.flatMap((q): TBucketReportProduct[] => {
        const p = byQuestion.get(q);
        return p ? [{ product_id: p.product_id, question_id: q, count: p.count, score: p.score, percentile: p.percentile }] : [];
      });
      return { name: b.name, products, ...bucketAverages(products) };
    }),
  };
}
