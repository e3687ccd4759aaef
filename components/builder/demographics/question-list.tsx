"use client";
// The study's segmentation questions (spec 2 §2 "Segmentation step"): a drag-reorderable list (dnd-kit, pointer and
// keyboard) virtualised with @tanstack/react-virtual (estimateSize 57 — the collapsed row — plus the measured
// expanded content, overscan 5), expandable rows showing answers, point values and answers per country, per-row
// Required / Randomize / Disabled / Part of point range toggles (Required disabled for pointable questions), Edit
// (blocked for audience weighting and non-editable questions) and Remove (blocked while a profile sums it).
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useVirtualizer } from "@tanstack/react-virtual";
import { ChevronDown, ChevronRight, GripVertical, Pencil, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { RetryingImage } from "@/components/ui/retrying-image";
import { formatPoints } from "@/lib/demographics/ranges";
import { deleteDemographicProblem, editDemographicProblem, effectiveRequired, requiredToggleDisabled } from "@/lib/study-rules/demographics";
import { DEMOGRAPHIC_MSG } from "@/lib/study-rules/messages";
import type { TWireSegmentationProfile, TWireSurveyDemographic } from "@/lib/builder/builder-wire";

/** spec 2 §2: row height 57 plus content, overscan 5. */
export const ROW_HEIGHT = 57;
export const OVERSCAN = 5;

export type TRowToggle = "required" | "randomize_options" | "disabled" | "part_of_point_range";

interface Props {
  rows: TWireSurveyDemographic[];
  profiles: TWireSegmentationProfile[];
  readOnly: boolean;
  busy: boolean;
  onMove(activeId: string, overId: string): void;
  onToggle(id: string, field: TRowToggle, value: boolean): void;
  onEdit(row: TWireSurveyDemographic): void;
  onRemove(row: TWireSurveyDemographic): void;
}

export function QuestionList({ rows, profiles, readOnly, busy, onMove, onToggle, onEdit, onRemove }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (i) => rows[i]!.demographic._id,
  });
  const canReorder = !readOnly && !busy;

  function onDragEnd(e: DragEndEvent) {
    if (e.over && e.active.id !== e.over.id) onMove(String(e.active.id), String(e.over.id));
  }

  const toggleExpanded = (id: string) =>
    setExpanded((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={rows.map((r) => r.demographic._id)} strategy={verticalListSortingStrategy} disabled={!canReorder}>
        <div ref={scrollRef} className="max-h-[40rem] overflow-y-auto rounded-lg border border-line bg-white" data-testid="demographic-list">
          <div role="list" aria-label={DEMOGRAPHIC_MSG.questionsList} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((v) => {
              const row = rows[v.index]!;
              return (
                <QuestionRow
                  key={v.key}
                  row={row}
                  index={v.index}
                  count={rows.length}
                  top={v.start}
                  measure={virtualizer.measureElement}
                  expanded={expanded.has(row.demographic._id)}
                  onExpand={() => toggleExpanded(row.demographic._id)}
                  profiles={profiles}
                  readOnly={readOnly}
                  busy={busy}
                  canReorder={canReorder}
                  onToggle={onToggle}
                  onEdit={onEdit}
                  onRemove={onRemove}
                />
              );
            })}
          </div>
        </div>
      </SortableContext>
    </DndContext>
  );
}

interface RowProps {
  row: TWireSurveyDemographic;
  index: number;
  count: number;
  top: number;
  measure(el: Element | null): void;
  expanded: boolean;
  onExpand(): void;
  profiles: TWireSegmentationProfile[];
  readOnly: boolean;
  busy: boolean;
  canReorder: boolean;
  onToggle: Props["onToggle"];
  onEdit: Props["onEdit"];
  onRemove: Props["onRemove"];
}

function QuestionRow({ row, index, count, top, measure, expanded, onExpand, profiles, readOnly, busy, canReorder, onToggle, onEdit, onRemove }: RowProps) {
  const id = useId();
  const d = row.demographic;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: d._id, disabled: !canReorder });
  const editProblem = editDemographicProblem(d) ?? (d.editable ? null : DEMOGRAPHIC_MSG.notEditable);
  const removeProblem = deleteDemographicProblem(d._id, profiles);
  const off = readOnly || busy;
  const toggle = (field: TRowToggle, label: string, checked: boolean, disabled = false) => (
    <label className="flex items-center gap-1 text-xs text-subtle">
      <input type="checkbox" checked={checked} disabled={off || disabled} onChange={(e) => onToggle(d._id, field, e.target.checked)} />
      {label}
    </label>
  );

  return (
    <div
      ref={(el) => {
        setNodeRef(el);
        measure(el);
      }}
      data-index={index}
      role="listitem"
      aria-posinset={index + 1}
      aria-setsize={count}
      data-testid="demographic-row"
      data-demographic-id={d._id}
      style={{ position: "absolute", top, left: 0, right: 0, transform: CSS.Transform.toString(transform), transition }}
      className={`border-b border-line-soft bg-white ${isDragging ? "z-raised shadow-md ring-1 ring-focus" : ""}`}
    >
      <div className="flex min-h-[57px] flex-wrap items-center gap-2 px-2 py-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={DEMOGRAPHIC_MSG.dragHandle(d.title)}
          aria-disabled={!canReorder}
          disabled={readOnly}
          className="cursor-grab rounded p-1 text-faint hover:bg-sunken focus:outline-none focus-visible:ring-2 focus-visible:ring-focus disabled:cursor-not-allowed aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
        >
          <GripVertical size={16} aria-hidden />
        </button>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`${id}-details`}
          aria-label={DEMOGRAPHIC_MSG.expand(d.title)}
          onClick={onExpand}
          className="rounded p-1 text-faint hover:bg-sunken focus:outline-none focus-visible:ring-2 focus-visible:ring-focus"
        >
          {expanded ? <ChevronDown size={16} aria-hidden /> : <ChevronRight size={16} aria-hidden />}
        </button>
        <span className="w-5 text-right text-xs tabular-nums text-faint" aria-hidden>
          {index + 1}
        </span>
        <div className="min-w-0 flex-1">
          {/* A disabled question is struck through, not faded: fading took its texts below AA contrast (axe, P10). */}
          <p className={`truncate text-sm font-medium ${row.disabled ? "text-muted line-through" : "text-ink"}`} data-testid="demographic-title">
            {d.title}
          </p>
          <p className="text-xs text-faint">
            {DEMOGRAPHIC_MSG.typeLabels[d.type]}
            {d.brand === null ? ` · ${DEMOGRAPHIC_MSG.platformQuestion}` : ""}
            {d.audience_weighting ? ` · ${DEMOGRAPHIC_MSG.weightedBadge}` : ""}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {toggle("required", DEMOGRAPHIC_MSG.required, effectiveRequired({ pointable: d.pointable, required: row.required }), requiredToggleDisabled(d))}
          {d.type !== "text" && toggle("randomize_options", DEMOGRAPHIC_MSG.randomize, row.randomize_options)}
          {toggle("disabled", DEMOGRAPHIC_MSG.disabled, row.disabled)}
          {d.pointable && toggle("part_of_point_range", DEMOGRAPHIC_MSG.partOfPointRange, row.part_of_point_range)}
          <button
            type="button"
            aria-label={DEMOGRAPHIC_MSG.edit(d.title)}
            aria-describedby={editProblem ? `${id}-edit-problem` : undefined}
            title={editProblem ?? undefined}
            disabled={off || Boolean(editProblem)}
            onClick={() => onEdit(row)}
            className="rounded p-1 text-muted hover:bg-sunken focus:outline-none focus-visible:ring-2 focus-visible:ring-focus disabled:opacity-40"
          >
            <Pencil size={16} aria-hidden />
          </button>
          <button
            type="button"
            aria-label={DEMOGRAPHIC_MSG.remove(d.title)}
            aria-describedby={removeProblem ? `${id}-remove-problem` : undefined}
            title={removeProblem ?? undefined}
            disabled={off || Boolean(removeProblem)}
            onClick={() => onRemove(row)}
            className="rounded p-1 text-danger hover:bg-danger-soft focus:outline-none focus-visible:ring-2 focus-visible:ring-focus disabled:opacity-40"
          >
            <Trash2 size={16} aria-hidden />
          </button>
          {editProblem && (
            <span id={`${id}-edit-problem`} className="sr-only">
              {editProblem}
            </span>
          )}
          {removeProblem && (
            <span id={`${id}-remove-problem`} className="sr-only">
              {removeProblem}
            </span>
          )}
        </div>
      </div>
      {expanded && (
        <div id={`${id}-details`} className="px-12 pb-3 text-sm text-subtle" data-testid="demographic-details">
          <RowDetails row={row} />
        </div>
      )}
    </div>
  );
}

function RowDetails({ row }: { row: TWireSurveyDemographic }) {
  const d = row.demographic;
  if (d.type === "text") return <p className="text-faint">{DEMOGRAPHIC_MSG.typeLabels.text}</p>;
  if (d.type === "image") {
    if (d.images.length === 0) return <p>{DEMOGRAPHIC_MSG.noImageOptions}</p>;
    return (
      <ul className="flex flex-wrap gap-2">
        {d.images.map((img, i) => (
          <li key={i} className="flex w-20 flex-col items-center gap-1 text-xs">
            <RetryingImage src={img.mobile || img.original} alt="" className="h-16 w-16 rounded object-cover" />
            {img.label}
          </li>
        ))}
      </ul>
    );
  }
  if (d.options.length === 0) return <p>{DEMOGRAPHIC_MSG.noQuestions}</p>;
  const countries = Object.keys(d.country_options);
  return (
    <table className="text-left text-xs">
      <thead>
        <tr className="text-faint">
          <th scope="col" className="pr-4 font-medium">
            {DEMOGRAPHIC_MSG.optionsLegend}
          </th>
          {d.pointable && (
            <th scope="col" className="pr-4 font-medium">
              {DEMOGRAPHIC_MSG.pointable}
            </th>
          )}
          {countries.map((c) => (
            <th key={c} scope="col" className="pr-3 font-medium uppercase">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {d.options.map((o, i) => (
          <tr key={i}>
            <td className="pr-4">{o}</td>
            {d.pointable && <td className="pr-4 tabular-nums">{typeof d.point_values[i] === "number" ? formatPoints(d.point_values[i]!) : ""}</td>}
            {countries.map((c) => (
              <td key={c} className="pr-3">
                {d.country_options[c]?.[i] === false ? "–" : "✓"}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
