import "server-only";
// The Buckets tab's data (spec 3 §2 results tabs, §3 "bucket group report", §7 "Groups of buckets"; P11 item 3):
// without the bucket_group read permission, only that the viewer has no access (the tab says so, no error). Else the
// study's groups (the chooser), the chosen one (the address's `group`, else the first; an unknown id is a notice and
// the first), its report getBucketGroupSentimentScoreReport under the page's filters, and every rated product's
// figures under the same filters (for product tiles and the editor's preview of unsaved buckets).
import { BUCKETS_TEXT, type TBucketsData, type TBucketsGroup, type TBucketsProductScore } from "@/lib/results/tabs/buckets";
import { withPermission } from "../../access/authorize";
import { bucketGroupSentimentReport } from "../../results/bucket-groups/sentiment-report";
import { listBucketGroups } from "../../results/bucket-groups/list";
import { sentimentScoreReport } from "../../results/sentiment-report";
import type { TResultsLoadContext } from "./context";

export async function loadBuckets(ctx: TResultsLoadContext): Promise<TBucketsData> {
  const { view } = ctx;
  if (!view.can.readBuckets || !ctx.access.actor) return { kind: "no_access" };
  const access = withPermission(ctx.access, "bucket_group.read");
  const filters = view.query.filters;
  const [groups, sentiment] = await Promise.all([listBucketGroups(access, view.studyId), sentimentScoreReport(access, view.studyId, filters)]);

  const scores: Record<string, TBucketsProductScore> = {};
  for (const p of sentiment.products) if (p.question_id) scores[p.question_id] = { count: p.count, score: p.score, percentile: p.percentile };

  const asked = view.query.params.group;
  const chosen = (asked ? groups.find((g) => g._id === asked) : undefined) ?? groups[0] ?? null;
  const notice = asked && chosen?._id !== asked ? (groups.length ? BUCKETS_TEXT.unknownGroup(asked) : BUCKETS_TEXT.unknownGroupNone(asked)) : null;

  let group: TBucketsGroup | null = null;
  if (chosen) {
    const report = await bucketGroupSentimentReport(access, view.studyId, chosen._id, filters);
    const rated = new Set(Object.keys(scores));
    group = {
      _id: chosen._id,
      name: chosen.name,
      date_modified: chosen.date_modified,
      buckets: chosen.buckets.map((b, i) => {
        const r = report.buckets[i];
        return {
          name: b.name,
          // The report's products are the bucket's rated questions; questions no longer rated are left out alike.
          questions: b.questions.filter((q) => rated.has(q)),
          date_created: b.date_created,
          dropped_products: b.dropped_products,
          avg_score: r?.avg_score ?? null,
          avg_percentile: r?.avg_percentile ?? null,
          position: r?.position ?? null,
        };
      }),
    };
  }
  return {
    kind: "ready",
    groups: groups.map((g) => ({ _id: g._id, name: g.name })),
    group,
    notice,
    scores,
    benchmark: sentiment.benchmark.scope,
  };
}
