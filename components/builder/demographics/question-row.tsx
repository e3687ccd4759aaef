"use client";
// One segmentation question of the list (spec 2 §2 "Segmentation step"): the drag handle (dnd-kit's activator),
// expand, its number, title and type, the Required / Randomize / Disabled / Part of point range toggles (Required
// disabled for pointable questions), Edit (blocked for audience weighting and non-editable questions, the reason
// read out) and Remove (blocked while a profile sums it); expanded, its answers (question-row-details.tsx).
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ChevronDown, ChevronRight, GripVertical, Pencil, Trash2 } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { deleteDemographicProblem, editDemographicProblem, effectiveRequired, requiredToggleDisabled } from "@/lib/study-rules/demographics";
import { DEMOGRAPHIC_MSG } from "@/lib/study-rules/messages";
import type { TWireSegmentationProfile, TWireSurveyDemographic } from "@/lib/builder/builder-wire";
import { RowDetails } from "./question-row-details";

export type TRowToggle = "required" | "randomize_options" | "disabled" | "part_of_point_range";

export interface TQuestionRowProps {
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
  onToggle(id: string, field: TRowToggle, value: boolean): void;
  onEdit(row: TWireSurveyDemographic): void;
  onRemove(row: TWireSurveyDemographic): void;
}

export function QuestionRow({ row, index, count, top, measure, expanded, onExpand, profiles, readOnly, busy, canReorder, onToggle, onEdit, onRemove }: TQuestionRowProps) {
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
        {/* dnd-kit's activator (its own role, pressed state and keyboard handling): a plain button of its own look. */}
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
        <Button variant="ghost" size="sm" aria-expanded={expanded} aria-controls={`${id}-details`} aria-label={DEMOGRAPHIC_MSG.expand(d.title)} onClick={onExpand}>
          {expanded ? <ChevronDown size={16} aria-hidden /> : <ChevronRight size={16} aria-hidden />}
        </Button>
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
          <Button
            variant="ghost"
            size="sm"
            aria-label={DEMOGRAPHIC_MSG.edit(d.title)}
            aria-describedby={editProblem ? `${id}-edit-problem` : undefined}
            title={editProblem ?? undefined}
            disabled={off || Boolean(editProblem)}
            onClick={() => onEdit(row)}
          >
            <Pencil size={16} aria-hidden />
          </Button>
          {/* A red icon button: the kit has no danger icon variant (its danger button is a filled one). */}
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
