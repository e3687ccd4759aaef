"use client";
// The study's segmentation questions (spec 2 §2 "Segmentation step"): a drag-reorderable list (dnd-kit, pointer and
// keyboard) virtualised with @tanstack/react-virtual (estimateSize 57 — the collapsed row — plus the measured
// expanded content, overscan 5), expandable rows showing answers, point values and answers per country, per-row
// Required / Randomize / Disabled / Part of point range toggles (Required disabled for pointable questions), Edit
// (blocked for audience weighting and non-editable questions) and Remove (blocked while a profile sums it).
// One row is question-row.tsx; its expanded answers question-row-details.tsx.
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useRef, useState } from "react";
import { DEMOGRAPHIC_MSG } from "@/lib/study-rules/messages";
import type { TWireSegmentationProfile, TWireSurveyDemographic } from "@/lib/builder/builder-wire";
import { QuestionRow, type TRowToggle } from "./question-row";

export type { TRowToggle } from "./question-row";

/** spec 2 §2: row height 57 plus content, overscan 5. */
export const ROW_HEIGHT = 57;
export const OVERSCAN = 5;

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
