"use client";
// One product in the bucket editor: a drag handle (pointer, or keyboard: Space, arrows, Space; dnd-kit sortable),
// the product's image, name and score, and a "Move to…" list that does the same without dragging.
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import { BUCKETS_TEXT, type TBucketsProductScore } from "@/lib/results/tabs/buckets";
import type { TResultsProduct } from "@/lib/results/view";
import { ProductTile } from "./parts";

const t = BUCKETS_TEXT;

export interface TMoveTarget {
  key: string;
  label: string;
}

export function SortableProduct(props: {
  product: TResultsProduct & { question_id: string };
  score: TBucketsProductScore | undefined;
  container: string;
  targets: TMoveTarget[];
  disabled: boolean;
  onMove: (to: string) => void;
}) {
  const { product, container } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: product.question_id,
    data: { container },
    disabled: props.disabled,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="bucket-product"
      data-question-id={product.question_id}
      className={`flex rounded-control border border-line bg-white p-2 ${isDragging ? "relative z-raised shadow-lg ring-2 ring-focus" : ""}`}
    >
      <ProductTile
        product={product}
        score={props.score}
        before={
          <button
            type="button"
            ref={setActivatorNodeRef}
            aria-label={t.dragHandle(product.name)}
            className="shrink-0 cursor-grab touch-none rounded-control p-1 text-muted hover:bg-sunken focus:outline-none focus-visible:ring-2 focus-visible:ring-focus disabled:cursor-not-allowed disabled:opacity-40 print:hidden"
            {...attributes}
            {...listeners}
          >
            <GripVertical aria-hidden className="size-4" />
          </button>
        }
      >
        <select
          aria-label={t.moveTo(product.name)}
          value={container}
          disabled={props.disabled}
          onChange={(e) => props.onMove(e.target.value)}
          data-testid="bucket-move-to"
          className="w-full max-w-full shrink-0 rounded-control border border-line-strong bg-white px-2 py-1 text-xs focus:outline-none focus-visible:ring-2 focus-visible:ring-focus sm:w-36 print:hidden"
        >
          {props.targets.map((target) => (
            <option key={target.key} value={target.key}>
              {target.label}
            </option>
          ))}
        </select>
      </ProductTile>
    </li>
  );
}
