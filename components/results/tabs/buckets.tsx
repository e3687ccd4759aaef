// The Buckets tab (spec 3 §2 results tabs, §3 "bucket group report returns avg_percentile, avg_score and position",
// §7 "Groups of buckets"; P11 item 3): the study's groups of buckets to choose from (links that keep the filters),
// the chosen group's buckets with their products and figures — editable by drag, keyboard or "Move to…" for a viewer
// with bucket_group write, read-only otherwise — the products in no bucket, and a chart of the buckets' average
// scores with its table. Without bucket_group read, a sentence saying so. Server component; the editor and the
// "New group" dialog are client islands (components/results/buckets/). Data: server/pages/results/buckets.ts.
import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";
import { resultsSearch } from "@/lib/results/page";
import { BUCKETS_TEXT, type TBucketsData } from "@/lib/results/tabs/buckets";
import type { TResultsView } from "@/lib/results/view";
import { BucketChart } from "../buckets/bucket-chart";
import { BucketEditor } from "../buckets/bucket-editor";
import { NewGroupDialog } from "../buckets/new-group-dialog";
import { ReadOnlyBoard } from "../buckets/read-only-board";

const t = BUCKETS_TEXT;

export function BucketsTab({ view, data }: { view: TResultsView; data: TBucketsData }) {
  const groupHref = (group: string | undefined) => view.basePath + resultsSearch({ ...view.query, params: { ...view.query.params, group } });
  return (
    <section aria-labelledby="buckets-title" className="flex min-w-0 flex-col gap-4" data-testid="buckets-tab">
      <div>
        <h2 id="buckets-title" className="text-lg font-semibold text-ink">
          {t.title}
        </h2>
        <p className="text-sm text-muted">{t.lead}</p>
      </div>
      {data.kind === "no_access" ? (
        <p role="status" className="rounded-panel border border-line bg-white p-6 text-ink" data-testid="buckets-no-access">
          {t.noAccess}
        </p>
      ) : (
        <>
          {data.notice && (
            <p role="status" className="rounded-panel border border-attention-line bg-attention-muted px-4 py-2 text-sm text-attention-ink" data-testid="buckets-notice">
              {data.notice}
            </p>
          )}
          {(data.groups.length > 0 || view.can.writeBuckets) && (
            <div className="flex flex-wrap items-center justify-between gap-3">
              {data.groups.length > 0 && (
                <nav aria-label={t.groupsLabel} className="min-w-0 print:hidden">
                  <ul className="flex flex-wrap gap-2">
                    {data.groups.map((g) => {
                      const on = g._id === data.group?._id;
                      return (
                        <li key={g._id}>
                          <Link
                            href={groupHref(g._id)}
                            aria-current={on ? "page" : undefined}
                            data-testid="buckets-group-link"
                            className={`inline-block max-w-64 truncate rounded-full border px-3 py-1 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-focus ${on ? "border-primary bg-primary-muted font-semibold text-primary-ink" : "border-line-strong text-ink hover:bg-sunken"}`}
                          >
                            {g.name}
                          </Link>
                        </li>
                      );
                    })}
                  </ul>
                </nav>
              )}
              {view.can.writeBuckets && <NewGroupDialog brandId={view.brandId} studyId={view.studyId} basePath={view.basePath} query={view.query} />}
            </div>
          )}
          {data.group === null ? (
            <EmptyState testId="buckets-empty" title={t.noGroups} text={view.can.writeBuckets ? t.noGroupsCanWrite : t.noGroupsReadOnly} />
          ) : (
            <>
              <h3 className="text-base font-semibold break-words text-ink" data-testid="buckets-group-name">
                {data.group.name}
              </h3>
              {data.benchmark === "none" && <p className="text-sm text-muted">{t.benchmarkNone}</p>}
              {view.can.writeBuckets ? (
                <BucketEditor
                  key={`${data.group._id}:${data.group.date_modified}`}
                  brandId={view.brandId}
                  studyId={view.studyId}
                  group={data.group}
                  products={view.products}
                  scores={data.scores}
                  benchmark={data.benchmark}
                  afterDeleteHref={groupHref(undefined)}
                />
              ) : (
                <ReadOnlyBoard group={data.group} products={view.products} scores={data.scores} benchmark={data.benchmark} />
              )}
              <BucketChart buckets={data.group.buckets} benchmark={data.benchmark} />
            </>
          )}
        </>
      )}
    </section>
  );
}
