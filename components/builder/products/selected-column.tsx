"use client";
// The Products step's right column (spec 2 §2): the study's products in order with drag-and-drop (dnd-kit sortable,
// pointer and keyboard), a shuffle toggle, "Remove all products", the empty text, a deleted product's warning and
// the randomisation-off product-limit warning (§5). Ordering is manual only when shuffle is off, and never while
// saving or read-only (§4).
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { AlertTriangle, GripVertical, ImageOff, Trash2, X } from "lucide-react";
import { useId } from "react";
import { RetryingImage } from "@/components/ui/retrying-image";
import { BUILDER_MSG } from "@/lib/builder/messages";
import { compactProduct } from "@/lib/builder/products";

export interface TSelectedItem {
  product: string;
  name: string;
  colors: string | null;
  image: string | null;
  deleted: boolean;
}

interface Props {
  items: TSelectedItem[];
  shuffle: { on: boolean; locked: boolean; hint?: string };
  canReorder: boolean;
  readOnly: boolean;
  limitWarning: string | null;
  onMove(activeId: string, overId: string): void;
  onRemove(item: TSelectedItem): void;
  onRemoveAll(): void;
  onShuffle(on: boolean): void;
}

export function SelectedColumn({ items, shuffle, canReorder, readOnly, limitWarning, onMove, onRemove, onRemoveAll, onShuffle }: Props) {
  const headingId = useId();
  const shuffleHintId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function onDragEnd(e: DragEndEvent) {
    if (e.over && e.active.id !== e.over.id) onMove(String(e.active.id), String(e.over.id));
  }

  return (
    <section aria-labelledby={headingId} className="flex w-full flex-col gap-3 lg:w-96 lg:shrink-0" data-testid="wizard-selected-products">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {BUILDER_MSG.productsSelected} <span className="text-sm font-normal text-faint">({items.length})</span>
        </h2>
        <button
          type="button"
          onClick={onRemoveAll}
          disabled={readOnly || items.length === 0}
          className="inline-flex items-center gap-1 rounded px-2 py-1 text-sm text-danger hover:bg-danger-soft disabled:cursor-not-allowed disabled:text-disabled disabled:hover:bg-transparent"
        >
          <Trash2 size={14} aria-hidden />
          {BUILDER_MSG.productsRemoveAll}
        </button>
      </div>

      <div className="flex items-center gap-3">
        <button
          type="button"
          role="switch"
          aria-checked={shuffle.on}
          aria-describedby={shuffle.locked ? shuffleHintId : undefined}
          disabled={readOnly || shuffle.locked}
          onClick={() => onShuffle(!shuffle.on)}
          className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-focus disabled:cursor-not-allowed disabled:opacity-60 ${
            shuffle.on ? "bg-primary" : "bg-line-strong"
          }`}
        >
          <span className="sr-only">{BUILDER_MSG.productsShuffle}</span>
          <span aria-hidden className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${shuffle.on ? "translate-x-5" : "translate-x-0.5"}`} />
        </button>
        <span aria-hidden className="text-sm text-subtle">
          {BUILDER_MSG.productsShuffle}
        </span>
      </div>
      {shuffle.locked && (
        <p id={shuffleHintId} className="text-xs text-faint">
          {shuffle.hint ?? BUILDER_MSG.productsShuffleLocked}
        </p>
      )}

      {limitWarning && (
        <p role="alert" className="flex gap-2 rounded border border-warning-line bg-warning-soft p-3 text-sm text-warning-ink">
          <AlertTriangle size={16} aria-hidden className="mt-0.5 shrink-0" />
          <span>{limitWarning}</span>
        </p>
      )}

      {items.length === 0 ? (
        <p className="rounded border border-dashed border-line-strong p-6 text-center text-sm text-muted">{BUILDER_MSG.productsNoneSelected}</p>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={items.map((i) => i.product)} strategy={verticalListSortingStrategy} disabled={!canReorder}>
            <ol aria-label={BUILDER_MSG.productsSelected} className="flex flex-col gap-2">
              {items.map((item, index) => (
                <SelectedRow key={item.product} item={item} index={index} canReorder={canReorder} readOnly={readOnly} onRemove={onRemove} />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </section>
  );
}

function SelectedRow({ item, index, canReorder, readOnly, onRemove }: { item: TSelectedItem; index: number; canReorder: boolean; readOnly: boolean; onRemove(item: TSelectedItem): void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.product, disabled: !canReorder });
  const compact = compactProduct(item.name, item.colors);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="wizard-selected-product"
      data-product-id={item.product}
      className={`flex flex-col gap-1 rounded-lg border bg-white p-2 shadow-sm ${isDragging ? "z-raised border-focus shadow-md" : "border-line"} ${item.deleted ? "border-danger-line" : ""}`}
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={BUILDER_MSG.productsDragHandle(item.name)}
          aria-disabled={!canReorder}
          disabled={readOnly}
          className="cursor-grab rounded p-1 text-faint hover:bg-sunken focus:outline-none focus-visible:ring-2 focus-visible:ring-focus disabled:cursor-not-allowed aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
        >
          <GripVertical size={16} aria-hidden />
        </button>
        <span className="w-5 text-right text-xs tabular-nums text-faint" aria-hidden>
          {index + 1}
        </span>
        <span className="flex h-10 w-10 shrink-0 items-center justify-center overflow-hidden rounded bg-sunken">
          {item.image ? <RetryingImage src={item.image} alt="" className="h-full w-full object-cover" /> : <ImageOff size={16} aria-hidden className="text-disabled" />}
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="text-sm font-medium text-ink" title={item.name} data-testid="wizard-selected-name">
            {compact.name}
          </span>
          {compact.colors && (
            <span className="text-xs text-faint" title={item.colors ?? undefined}>
              {compact.colors}
            </span>
          )}
        </span>
        <button
          type="button"
          aria-label={`${BUILDER_MSG.productsUnselectConfirm} ${item.name}`}
          disabled={readOnly}
          onClick={() => onRemove(item)}
          className="rounded p-1 text-faint hover:bg-danger-soft hover:text-danger focus:outline-none focus-visible:ring-2 focus-visible:ring-focus disabled:cursor-not-allowed disabled:opacity-40"
        >
          <X size={16} aria-hidden />
        </button>
      </div>
      {item.deleted && (
        <p role="alert" className="text-xs text-danger">
          {BUILDER_MSG.productDeleted}
        </p>
      )}
    </li>
  );
}
