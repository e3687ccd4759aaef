"use client";
// The Grouped Studies form (spec 3 §2 "Grouped Studies modal", §5, §7 "Study groups"): a name, a logic and the
// selected studies ordered by drag and drop (pointer or keyboard: focus a handle, Space, arrows, Space; Up/Down
// buttons too), each with a respondent limit under Fill In Order and Even Split With Limits. Save stays disabled
// until lib/studies/group-form.ts accepts the form; the saved group's links are shown afterwards.
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useId, useMemo, useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { DialogClose } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { studyTitle } from "@/lib/studies/format";
import { emptyGroupForm, groupPayload, limitsRequired, validateGroupForm, type TGroupFormValues } from "@/lib/studies/group-form";
import { CONFIRM_CANCEL, GROUP_LOGIC_LABELS, STUDY_MSG, type TGroupLogic } from "@/lib/studies/messages";
import type { TSurveyGroup, TSurveySummary } from "@/lib/studies/wire";
import { createSurveyGroup } from "./actions-api";
import { GroupLinks } from "./group-links";
import { SortableGroupStudy } from "./group-study-row";
import { GROUP_TEXT, LOGIC_ORDER } from "./group-text";

interface Props {
  brandId: string;
  studies: TSurveySummary[];
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onSaved?: (group: TSurveyGroup) => void;
}

export function GroupForm({ brandId, studies, busy, setBusy, onSaved }: Props) {
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

  if (saved) return <GroupLinks group={saved} />;

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
                <SortableGroupStudy
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
        <DialogClose type="button" className={buttonClass("secondary")} disabled={busy}>
          {CONFIRM_CANCEL}
        </DialogClose>
        <Button type="submit" variant="primary" disabled={!valid || busy}>
          {busy ? GROUP_TEXT.saving : GROUP_TEXT.save}
        </Button>
      </div>
    </form>
  );
}
