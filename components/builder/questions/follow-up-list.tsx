"use client";
// A question's follow-ups (spec 2 §2): "Add New" (disabled in single-follow-up mode once one of each allowed type
// exists), ordering shuffled vs manual (manual: drag and drop with dnd-kit, pointer and keyboard), and per row
// edit, delete (confirmed), copy to all products and copy answers to the clipboard. Titles and answers are shown
// truncated (spec 2 §9: follow-up title 80, options preview 60).
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Copy, GripVertical, Pencil, Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "@/components/ui/toast";
import { copyToClipboard } from "@/lib/clipboard";
import { addableFollowUpTypes, followUpTitlePreview, followUpTypeLabel, optionsPreview, showsAnswerChoices } from "@/lib/study-rules/follow-ups";
import { FOLLOW_UP_MSG, QUESTION_MSG } from "@/lib/study-rules/messages";
import { BUILDER_MSG } from "@/lib/builder/messages";
import { answersClipboardText, followUpKey, moveItem, removeFollowUp, upsertFollowUp, type TEditorFollowUp } from "@/lib/builder/question-editor";
import { ConfirmDialog } from "../products/confirm-dialog";
import { smallButton } from "./controls";
import { FollowUpModal } from "./follow-up-modal";
import type { TFollowUpMode } from "@/lib/builder/template-config";

interface Props {
  followUps: TEditorFollowUp[];
  manualOrdering: boolean;
  /** The template's follow-up mode (lib/builder/template-config.ts): none adds nothing, single is the one-per-type view. */
  mode: TFollowUpMode;
  readOnly: boolean;
  onChange(list: TEditorFollowUp[]): void;
  onOrdering(manual: boolean): void;
  /** Per-product view only: copy the follow-up at `index` to every other product. */
  onCopyToAll?(index: number): void;
}

export function FollowUpList({ followUps, manualOrdering, mode, readOnly, onChange, onOrdering, onCopyToAll }: Props) {
  const singleFollowUp = mode === "single";
  const headingId = useId();
  const [editing, setEditing] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);
  const addable = mode === "none" ? [] : addableFollowUpTypes(followUps, singleFollowUp);
  const canReorder = manualOrdering && !readOnly;
  const keys = followUps.map(followUpKey);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function onDragEnd(e: DragEndEvent) {
    if (!e.over || e.active.id === e.over.id) return;
    onChange(moveItem(followUps, keys.indexOf(String(e.active.id)), keys.indexOf(String(e.over.id))));
  }

  const editingOne = editing !== null ? (followUps[editing] ?? null) : null;
  // The types a follow-up may take: the addable ones, computed without the one being edited.
  const modalTypes = editing !== null ? addableFollowUpTypes(removeFollowUp(followUps, editing), singleFollowUp) : addable;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid="follow-up-list">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-base font-semibold text-ink">
          {QUESTION_MSG.followUps}
        </h3>
        <div className="flex flex-wrap items-center gap-3">
          <div role="radiogroup" aria-label={QUESTION_MSG.ordering} className="inline-flex overflow-hidden rounded border border-line-strong text-xs">
            {[false, true].map((manual) => (
              <button
                key={String(manual)}
                type="button"
                role="radio"
                aria-checked={manualOrdering === manual}
                disabled={readOnly}
                onClick={() => manualOrdering !== manual && onOrdering(manual)}
                className={`px-3 py-1 focus:outline-none focus-visible:ring-2 focus-visible:ring-focus disabled:cursor-not-allowed ${
                  manualOrdering === manual ? "bg-primary text-white" : "bg-white text-ink-soft hover:bg-canvas"
                }`}
              >
                {manual ? QUESTION_MSG.orderManual : QUESTION_MSG.orderShuffled}
              </button>
            ))}
          </div>
          <button
            type="button"
            className="inline-flex items-center gap-1 rounded bg-primary px-3 py-1.5 text-sm font-medium text-white hover:bg-primary-strong disabled:opacity-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-focus"
            disabled={readOnly || addable.length === 0}
            onClick={() => setAdding(true)}
          >
            <Plus size={14} aria-hidden />
            {FOLLOW_UP_MSG.addNew}
          </button>
        </div>
      </div>
      {singleFollowUp && <p className="text-xs text-muted">{QUESTION_MSG.singleModeHint}</p>}
      {mode === "none" && <p className="text-sm text-muted">{QUESTION_MSG.followUpsOff}</p>}
      {mode !== "none" && addable.length === 0 && !readOnly && <p className="text-sm text-muted">{QUESTION_MSG.noQuestionsToAdd}</p>}

      {followUps.length === 0 ? (
        <p className="rounded border border-dashed border-line-strong p-4 text-center text-sm text-muted">{QUESTION_MSG.noQuestions}</p>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={keys} strategy={verticalListSortingStrategy} disabled={!canReorder}>
            <ol aria-label={QUESTION_MSG.followUps} className="flex flex-col gap-2">
              {followUps.map((f, i) => (
                <FollowUpRow
                  key={keys[i]}
                  id={keys[i]!}
                  f={f}
                  showHandle={manualOrdering}
                  canReorder={canReorder}
                  readOnly={readOnly}
                  onEdit={() => setEditing(i)}
                  onDelete={() => setDeleting(i)}
                  onCopyToAll={onCopyToAll ? () => onCopyToAll(i) : undefined}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}

      <FollowUpModal
        open={adding || editing !== null}
        initial={editingOne}
        types={modalTypes}
        readOnly={readOnly}
        onOpenChange={(open) => {
          if (!open) {
            setAdding(false);
            setEditing(null);
          }
        }}
        onSave={(f) => onChange(upsertFollowUp(followUps, editing, f))}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={QUESTION_MSG.deleteFollowUpTitle}
        body={QUESTION_MSG.deleteFollowUpBody(deleting !== null ? (followUps[deleting]?.positive_title ?? "") : "")}
        confirmLabel={QUESTION_MSG.delete}
        onConfirm={() => deleting !== null && onChange(removeFollowUp(followUps, deleting))}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </section>
  );
}

function FollowUpRow(props: {
  id: string;
  f: TEditorFollowUp;
  showHandle: boolean;
  canReorder: boolean;
  readOnly: boolean;
  onEdit(): void;
  onDelete(): void;
  onCopyToAll?(): void;
}) {
  const { f } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: props.id, disabled: !props.canReorder });
  const title = f.positive_title || followUpTypeLabel(f.type);

  async function copyAnswers() {
    try {
      await copyToClipboard(answersClipboardText(f.positive.options));
      toast.success(QUESTION_MSG.copiedClipboard);
    } catch {
      toast.error(BUILDER_MSG.copyFailed);
    }
  }

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="follow-up-row"
      className={`flex items-start gap-2 rounded border bg-white p-3 ${isDragging ? "z-raised border-focus shadow-md" : "border-line"}`}
    >
      {props.showHandle && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={QUESTION_MSG.dragHandle(title)}
          disabled={!props.canReorder}
          className="cursor-grab rounded p-1 text-faint hover:bg-sunken focus:outline-none focus-visible:ring-2 focus-visible:ring-focus disabled:cursor-not-allowed disabled:opacity-40"
        >
          <GripVertical size={16} aria-hidden />
        </button>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="text-xs uppercase tracking-wide text-faint">{followUpTypeLabel(f.type)}</span>
        <span className="text-sm font-medium text-ink" title={f.positive_title} data-testid="follow-up-title-preview">
          {followUpTitlePreview(title)}
        </span>
        {showsAnswerChoices(f.type) && f.positive.options.length > 0 && (
          <span className="text-xs text-muted" title={f.positive.options.join(", ")}>
            {optionsPreview(f.positive.options)}
          </span>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap justify-end gap-1">
        <button type="button" className={smallButton} disabled={props.readOnly} onClick={props.onEdit} aria-label={`${QUESTION_MSG.edit}: ${title}`}>
          <Pencil size={12} aria-hidden />
          {QUESTION_MSG.edit}
        </button>
        {props.onCopyToAll && (
          <button type="button" className={smallButton} disabled={props.readOnly} onClick={props.onCopyToAll} aria-label={`${QUESTION_MSG.copyFollowUp}: ${title}`}>
            <Copy size={12} aria-hidden />
            {QUESTION_MSG.copyFollowUp}
          </button>
        )}
        {showsAnswerChoices(f.type) && f.positive.options.length > 0 && (
          <button type="button" className={smallButton} onClick={() => void copyAnswers()} aria-label={`${QUESTION_MSG.copyAnswers}: ${title}`}>
            <Copy size={12} aria-hidden />
            {QUESTION_MSG.copyAnswers}
          </button>
        )}
        <button
          type="button"
          className={`${smallButton} text-danger`}
          disabled={props.readOnly}
          onClick={props.onDelete}
          aria-label={`${QUESTION_MSG.delete}: ${title}`}
        >
          <Trash2 size={12} aria-hidden />
          {QUESTION_MSG.delete}
        </button>
      </div>
    </li>
  );
}
