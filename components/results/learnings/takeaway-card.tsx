// A key takeaway (spec 3 §2: "learning, decision, estimated_roi and the question with product images"): the product its
// question is about (image and name; a takeaway about no product says so), then the three recorded texts; a writer's
// controls (`actions`) sit at its top right.
import type { ReactNode } from "react";
import { RetryingImage } from "@/components/ui/retrying-image";
import { LEARNINGS_TAB as T, recorded } from "@/lib/results/tabs/learnings-impact";
import type { TKeyTakeaway } from "@/lib/results/respondent-reports";

/** `level`: the heading's level (4 on the results tab, 3 in the report). */
export function TakeawayCard({ takeaway, index, actions, level = 4 }: { takeaway: TKeyTakeaway; index: number; actions?: ReactNode; level?: 3 | 4 }) {
  const Heading = `h${level}` as const;
  const product = takeaway.question?.product ?? null;
  const fields = [
    { key: "learning", label: T.takeaway.learning, value: recorded(takeaway.learning) },
    { key: "decision", label: T.takeaway.decision, value: recorded(takeaway.decision) },
    { key: "estimated_roi", label: T.takeaway.estimated_roi, value: recorded(takeaway.estimated_roi) },
  ] as const;
  return (
    <article aria-labelledby={`takeaway-${takeaway.id}`} data-testid="takeaway" className="flex min-w-0 flex-col gap-3 rounded-panel border border-line bg-white p-4 break-inside-avoid">
      <div className="flex min-w-0 flex-wrap items-center gap-3">
        {product?.image ? (
          <RetryingImage src={product.image} alt="" loading="lazy" className="h-20 w-20 shrink-0 rounded-control border border-line bg-white object-contain" />
        ) : (
          <span aria-hidden className="h-20 w-20 shrink-0 rounded-control border border-line bg-sunken" />
        )}
        <div className="min-w-[9rem] flex-1">
          <p className="text-xs text-muted">{T.takeawayNumber(index)}</p>
          <Heading id={`takeaway-${takeaway.id}`} className="font-semibold break-words text-ink" data-testid="takeaway-product">
            {product?.name ?? T.noProduct}
          </Heading>
        </div>
        {actions && <div className="ml-auto shrink-0 self-start">{actions}</div>}
      </div>
      <dl className="flex flex-col gap-2">
        {fields.map((f) => (
          <div key={f.key} data-testid={`takeaway-${f.key}`}>
            <dt className="text-xs font-medium text-muted">{f.label}</dt>
            <dd className={`break-words whitespace-pre-line ${f.value === null ? "text-sm text-muted italic" : "text-ink"}`}>{f.value ?? T.notRecorded}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
