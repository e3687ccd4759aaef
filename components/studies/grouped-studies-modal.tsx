"use client";
// The Grouped Studies modal (spec 3 §2 "Grouped Studies modal", §5, §7 "Study groups"): a name, a logic and the
// selected studies ordered by drag and drop (pointer or keyboard: focus a handle, Space, arrows, Space; Up/Down
// buttons too), each with a respondent limit under Fill In Order and Even Split With Limits. Save stays disabled
// until lib/studies/group-form.ts accepts the form; the saved group's links are shown afterwards.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import * as Dialog from "@radix-ui/react-dialog";
import { ArrowDown, ArrowUp, GripVertical, X } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { toast } from "@/components/ui/toast";
import { studyTitle } from "@/lib/studies/format";
import { emptyGroupForm, groupPayload, limitsRequired, MIN_GROUP_LIMIT, validateGroupForm, type TGroupFormValues } from "@/lib/studies/group-form";
import { CONFIRM_CANCEL, GROUP_LOGIC_LABELS, STUDY_MSG, type TGroupLogic } from "@/lib/studies/messages";
import type { TSurveyGroup, TSurveySummary } from "@/lib/studies/wire";
import { createSurveyGroup } from "./actions-api";

/** Our labels for the modal's controls (the spec names the fields only). */
export const GROUP_TEXT = {
  name: "Name",
  logic: "Logic",
  studies: "Studies",
  limit: "Respondent limit",
  limitFor: (t: string) => `Respondent limit for ${t}`,
  drag: (t: string) => `Reorder ${t}`,
  up: (t: string) => `Move ${t} up`,
  down: (t: string) => `Move ${t} down`,
  remove: (t: string) => `Remove ${t}`,
  save: "Save",
  saving: "Saving...",
  done: "Done",
} as const;

/** The logic select's order: the default first, then the two with limits. */
const LOGIC_ORDER: TGroupLogic[] = ["percent", "reach", "combined"];

interface Props {
  brandId: string;
  studies: TSurveySummary[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (group: TSurveyGroup) => void;
}

export function GroupedStudiesModal({ brandId, studies, open, onOpenChange, onSaved }: Props) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !busy && onOpenChange(o)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-dialog bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed left-1/2 top-1/2 z-dialog flex max-h-[90vh] w-full max-w-xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-semibold">{STUDY_MSG.groupTitle}</Dialog.Title>
          {/* Mounted only while open, so each opening starts from the current selection. */}
          {open && <GroupForm brandId={brandId} studies={studies} busy={busy} setBusy={setBusy} onSaved={onSaved} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function GroupForm({ brandId, studies, busy, setBusy, onSaved }: Pick<Props, "brandId" | "studies" | "onSaved"> & { busy: boolean; setBusy: (b: boolean) => void }) {
  const [values, setValues] = useState<TGroupFormValues>(() => emptyGroupForm(studies.map((s) => s._id)));
  const [saved, setSaved] = useState<TSurveyGroup | null>(null);
  // dnd-kit's live region and instructions go inside the dialog: outside it they would be aria-hidden by Radix.
  const [a11yRoot, setA11yRoot] = useState<HTMLElement | null>(null);
  const ids = { name: useId(), logic: useId(), studies: useId() };
  const byId = useMemo(() => new Map(studies.map((s) => [s._id, s])), [studies]);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const valid = validateGroupForm(values).ok;
  const withLimits = limitsRequired(values.logic);
  const titleOf = (id: string) => studyTitle(byId.get(id)?.title);

  const move = (from: number, to: number) =>
    setValues((v) => (to < 0 || to >= v.studies.length ? v : { ...v, studies: arrayMove(v.studies, from, to) }));
  function onDragEnd(e: DragEndEvent) {
    if (!e.over || e.active.id === e.over.id) return;
    const from = values.studies.findIndex((s) => s.survey === e.active.id);
    const to = values.studies.findIndex((s) => s.survey === e.over?.id);
    if (from >= 0 && to >= 0) move(from, to);
  }
  const setLimit = (survey: string, limit: string) =>
    setValues((v) => ({ ...v, studies: v.studies.map((s) => (s.survey === survey ? { ...s, limit } : s)) }));
  const remove = (survey: string) => setValues((v) => ({ ...v, studies: v.studies.filter((s) => s.survey !== survey) }));

  async function save() {
    if (!valid) return;
    setBusy(true);
    try {
      const group = await createSurveyGroup(groupPayload(brandId, values));
      toast.success(STUDY_MSG.groupSaved);
      setSaved(group);
      onSaved?.(group);
    } catch {
      toast.error(STUDY_MSG.groupFailed);
    } finally {
      setBusy(false);
    }
  }

  if (saved) {
    return (
      <section aria-label={STUDY_MSG.groupLinks} className="mt-4">
        <h3 className="text-sm font-semibold">{STUDY_MSG.groupLinks}</h3>
        {saved.links.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{STUDY_MSG.groupNoLinks}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2 text-sm">
            {saved.links.map((l) => (
              <li key={`${l.country}-${l.audience_type}`} className="flex flex-col">
                <span className="text-muted">
                  {l.country} · {l.audience_type}
                </span>
                <a href={l.url} className="break-all text-primary underline" target="_blank" rel="noreferrer">
                  {l.url}
                </a>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-6 flex justify-end">
          <Dialog.Close className="rounded bg-primary px-4 py-2 text-sm text-white">{GROUP_TEXT.done}</Dialog.Close>
        </div>
      </section>
    );
  }

  return (
    <form
      className="mt-4 flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.name} className="text-sm font-medium">
          {GROUP_TEXT.name}
        </label>
        <input
          id={ids.name}
          required
          value={values.name}
          disabled={busy}
          onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
          className="rounded border border-line-strong px-3 py-2 text-sm"
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.logic} className="text-sm font-medium">
          {GROUP_TEXT.logic}
        </label>
        <select
          id={ids.logic}
          value={values.logic}
          disabled={busy}
          onChange={(e) => setValues((v) => ({ ...v, logic: e.target.value as TGroupLogic }))}
          className="rounded border border-line-strong px-3 py-2 text-sm"
        >
          {LOGIC_ORDER.map((l) => (
            <option key={l} value={l}>
              {GROUP_LOGIC_LABELS[l]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <span id={ids.studies} className="text-sm font-medium">
          {GROUP_TEXT.studies}
        </span>
        <div ref={setA11yRoot} />
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ container: a11yRoot ?? undefined }}
        >
          <SortableContext items={values.studies.map((s) => s.survey)} strategy={verticalListSortingStrategy}>
            <ol aria-labelledby={ids.studies} className="flex flex-col gap-2">
              {values.studies.map((s, i) => (
                <SortableStudy
                  key={s.survey}
                  id={s.survey}
                  title={titleOf(s.survey)}
                  index={i}
                  count={values.studies.length}
                  limit={withLimits ? s.limit : null}
                  disabled={busy}
                  onLimit={(l) => setLimit(s.survey, l)}
                  onMove={(to) => move(i, to)}
                  onRemove={() => remove(s.survey)}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
        {values.studies.length === 0 && <p className="text-sm text-danger">{STUDY_MSG.groupNeedsStudy}</p>}
        {withLimits && !valid && values.studies.length > 0 && values.name.trim() !== "" && (
          <p className="text-sm text-muted">{STUDY_MSG.groupNeedsLimits}</p>
        )}
      </div>
      <div className="flex justify-end gap-2">
        <Dialog.Close type="button" className="rounded border border-line-strong px-4 py-2 text-sm disabled:opacity-50" disabled={busy}>
          {CONFIRM_CANCEL}
        </Dialog.Close>
        <button type="submit" disabled={!valid || busy} className="rounded bg-primary px-4 py-2 text-sm text-white disabled:opacity-50">
          {busy ? GROUP_TEXT.saving : GROUP_TEXT.save}
        </button>
      </div>
    </form>
  );
}

interface RowProps {
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

function SortableStudy({ id, title, index, count, limit, disabled, onLimit, onMove, onRemove }: RowProps) {
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
