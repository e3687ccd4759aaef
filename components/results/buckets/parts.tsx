// The pieces of the Buckets tab both boards share (the read-only one, a server component, and the editor, a client
// island): a bucket's figures and a product's image, name and score. No state, no hooks: they render the same on
// either side. Texts from lib/results/tabs/buckets.ts; formats from lib/products/format.ts (score rounded,
// percentile floored with its ordinal suffix).
import { ImageOff } from "lucide-react";
import type { ReactNode } from "react";
import { RetryingImage } from "@/components/ui/retrying-image";
import { formatScore } from "@/lib/products/format";
import type { TBucketAverages } from "@/lib/results/bucket-groups";
import type { TNormScope } from "@/lib/results/definitions";
import { BUCKETS_TEXT, figureTexts, type TBucketsProductScore } from "@/lib/results/tabs/buckets";
import type { TResultsProduct } from "@/lib/results/view";

const t = BUCKETS_TEXT;

/** A bucket's avg score (rounded), avg percentile (floored, ordinal) and position in words. */
export function BucketFigures({ figures, benchmark, preview }: { figures: TBucketAverages; benchmark: TNormScope; preview?: boolean }) {
  const { score, percentile, position } = figureTexts(figures, benchmark);
  const rows: [string, string, string][] = [
    ["avg-score", t.figures.score, score],
    ["avg-percentile", t.figures.percentile, percentile],
    ["position", t.figures.position, position],
  ];
  return (
    <div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm" data-preview={preview ? "true" : undefined}>
        {rows.map(([id, name, value]) => (
          <div key={id} className="contents">
            <dt className="text-muted">{name}</dt>
            <dd className="font-semibold tabular-nums text-ink" data-testid={`bucket-${id}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {preview && <p className="mt-1 text-xs text-muted">{t.previewNote}</p>}
    </div>
  );
}

/** A product as a bucket lists it: a small image, its name and its score under the page's filters. */
export function ProductTile({ product, score, children, before }: { product: TResultsProduct; score: TBucketsProductScore | undefined; children?: ReactNode; before?: ReactNode }) {
  const value = score?.score ?? null;
  return (
    <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
      {before}
      <div className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-control border border-line bg-sunken">
        {product.image ? <RetryingImage src={product.image} alt="" className="h-full w-full object-cover" /> : <ImageOff aria-hidden className="size-4 text-disabled" />}
      </div>
      <div className="min-w-0 flex-1 basis-32">
        <p className="truncate text-sm font-medium text-ink" title={product.name}>
          {product.name}
        </p>
        <p className="text-xs text-muted tabular-nums" data-testid="bucket-product-score">
          {value === null ? t.productNoScore : t.productScore(formatScore(value))}
        </p>
      </div>
      {children}
    </div>
  );
}

/** The frame of a bucket (or the Unassigned area): heading, count, figures and the product list. */
export function BucketFrame(props: {
  testId: string;
  name: string;
  heading: ReactNode;
  count: number;
  figures?: ReactNode;
  children: ReactNode;
  highlighted?: boolean;
  unassigned?: boolean;
  ref?: (el: HTMLElement | null) => void;
}) {
  return (
    <div
      ref={props.ref}
      role="group"
      aria-label={props.name}
      data-testid={props.testId}
      data-bucket-name={props.name}
      className={`flex min-w-0 flex-col gap-3 rounded-panel border p-3 break-inside-avoid ${props.unassigned ? "border-dashed border-line-strong bg-sunken" : "border-line bg-white"} ${props.highlighted ? "ring-2 ring-focus" : ""}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">{props.heading}</div>
        <span className="shrink-0 text-xs text-muted" data-testid="bucket-count">
          {t.productCount(props.count)}
        </span>
      </div>
      {props.figures}
      {props.children}
    </div>
  );
}
