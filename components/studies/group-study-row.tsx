"use client";
// One study of the Grouped Studies modal's list: a drag handle (pointer, or keyboard: Space, arrows, Space), the
// title, its respondent limit when the logic has limits, Up / Down buttons and Remove.
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, GripVertical, X } from "lucide-react";
import { MIN_GROUP_LIMIT } from "@/lib/studies/group-form";
import { GROUP_TEXT } from "./group-text";

export interface TGroupStudyRowProps {
  id: string;
  title: string;
  index: number;
  count: number;
  /** null: this logic sends no limits, so no input. */
  limit: string | null;
  disabled: boolean;
  onLimit: (limit: string) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

export function SortableGroupStudy({ id, title, index, count, limit, disabled, onLimit, onMove, onRemove }: TGroupStudyRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  const iconButton = "rounded p-1 text-muted hover:bg-sunken disabled:opacity-30";
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="group-study"
      className={`flex items-center gap-2 rounded border border-line bg-white p-2 ${isDragging ? "shadow-lg" : ""}`}
    >
      <button type="button" ref={setActivatorNodeRef} aria-label={GROUP_TEXT.drag(title)} className={`${iconButton} cursor-grab`} {...attributes} {...listeners}>
        <GripVertical aria-hidden className="h-4 w-4" />
      </button>
      <span className="flex-1 truncate text-sm">{title}</span>
      {limit !== null && (
        <label className="flex items-center gap-1 text-xs text-muted">
          <span aria-hidden>{GROUP_TEXT.limit}</span>
          <input
            type="number"
            inputMode="numeric"
            min={MIN_GROUP_LIMIT}
            step={1}
            required
            aria-label={GROUP_TEXT.limitFor(title)}
            value={limit}
            disabled={disabled}
            onChange={(e) => onLimit(e.target.value)}
            className="w-20 rounded border border-line-strong px-2 py-1 text-sm"
          />
        </label>
      )}
      <button type="button" aria-label={GROUP_TEXT.up(title)} className={iconButton} disabled={disabled || index === 0} onClick={() => onMove(index - 1)}>
        <ArrowUp aria-hidden className="h-4 w-4" />
      </button>
      <button type="button" aria-label={GROUP_TEXT.down(title)} className={iconButton} disabled={disabled || index === count - 1} onClick={() => onMove(index + 1)}>
        <ArrowDown aria-hidden className="h-4 w-4" />
      </button>
      <button type="button" aria-label={GROUP_TEXT.remove(title)} className={iconButton} disabled={disabled} onClick={onRemove}>
        <X aria-hidden className="h-4 w-4" />
      </button>
    </li>
  );
}
