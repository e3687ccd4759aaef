// A group of buckets for a viewer who cannot change it (no bucket_group write): each bucket with its products and
// figures, then the products in no bucket. Server component.
import type { TNormScope } from "@/lib/results/definitions";
import { BUCKETS_TEXT, type TBucketsGroup, type TBucketsProductScore } from "@/lib/results/tabs/buckets";
import type { TResultsProduct } from "@/lib/results/view";
import { BucketFigures, BucketFrame, ProductTile } from "./parts";

const t = BUCKETS_TEXT;

export function ReadOnlyBoard({ group, products, scores, benchmark }: { group: TBucketsGroup; products: TResultsProduct[]; scores: Record<string, TBucketsProductScore>; benchmark: TNormScope }) {
  const byQuestion = new Map(products.flatMap((p) => (p.question_id ? [[p.question_id, p] as const] : [])));
  const placed = new Set(group.buckets.flatMap((b) => b.questions));
  const unassigned = products.filter((p) => p.question_id !== null && !placed.has(p.question_id));
  const list = (questions: string[], empty: string) =>
    questions.length === 0 ? (
      <p className="text-sm text-muted">{empty}</p>
    ) : (
      <ul className="flex flex-col gap-2">
        {questions.flatMap((q) => {
          const p = byQuestion.get(q);
          return p ? [
            <li key={q} data-testid="bucket-product" data-question-id={q} className="flex rounded-control border border-line bg-white p-2">
              <ProductTile product={p} score={scores[q]} />
            </li>,
          ] : [];
        })}
      </ul>
    );
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="buckets-board">
      {group.buckets.map((b, i) => (
        <BucketFrame
          key={`${i}:${b.name}`}
          testId="bucket"
          name={b.name}
          count={b.questions.length}
          heading={<h4 className="font-semibold break-words text-ink">{b.name}</h4>}
          figures={<BucketFigures figures={b} benchmark={benchmark} />}
        >
          {list(b.questions, t.emptyBucket)}
        </BucketFrame>
      ))}
      <BucketFrame
        testId="bucket-unassigned"
        name={t.unassigned}
        unassigned
        count={unassigned.length}
        heading={
          <>
            <h4 className="font-semibold text-ink">{t.unassigned}</h4>
            <p className="text-xs text-muted">{t.unassignedHint}</p>
          </>
        }
      >
        {list(unassigned.map((p) => p.question_id!), t.noUnassigned)}
      </BucketFrame>
    </div>
  );
}
