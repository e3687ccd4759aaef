"use client";
// The wizard's Start step (spec 2 §2 "Start step", §4, §5 "Start", §6): assortment (Draft only; hidden for an admin
// viewing as a user; a change moves the study, asking whether its products go along), who the study is sent to
// (with a warning off the default), Study Title and due date (required; default one month from now), the survey
// purpose form, and for admins the decision point and decision phase selectors "(M/S Only)" (start-step-decision.tsx).
// react-hook-form over ZStartForm (lib/builder/start-rules.ts): each valid change autosaves; a refused one shows its
// error (the spec's texts), is never sent, and turns the save indicator to "not saved" until fixed (P10).
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { PurposeForm } from "@/components/builder/purpose-form";
import { fieldInputClass, RequiredMark, useFieldControl } from "@/components/ui/field";
import { api } from "@/lib/api-client";
import { formParseOptions } from "@/lib/forms/server-errors";
import { BUILDER_MSG } from "@/lib/builder/messages";
import {
  alternateQuestionWarning,
  decisionChoicePatch,
  defaultDueDate,
  dueDateError,
  dueDateToInput,
  inputToDueDate,
  titleError,
  toDateInput,
  datePickerBounds,
  ZStartForm,
  type TStartFormValues,
} from "@/lib/builder/start-rules";
import { builderPath } from "@/lib/builder/steps";
import { ALTERNATE_QUESTIONS, DEFAULT_ALTERNATE_QUESTION, TEXT_LIMITS, type TAlternateQuestion, type TBuilderStudy } from "@/lib/builder/study";
import type { TDraftPatch } from "@/lib/builder/draft";
import { assortmentLabel, fetchDecisionPoints, fetchBuilderAssortments, builderKeys } from "../decision-point-chooser";
import { useBuilder } from "../builder-context";
import { StartDecisionFields } from "./start-step-decision";
import { StartConfirmDialog, type TStartConfirm } from "./start-step-dialogs";

const label = "block text-sm font-medium text-ink-soft";

/** A required field of the step: label with the kit's marker, the control, and its error announced as an alert. */
function RequiredField(props: { label: string; error?: string; children: (control: ReturnType<typeof useFieldControl>["control"]) => ReactNode }) {
  const { control, errorId } = useFieldControl({ error: props.error, required: true });
  return (
    <div>
      <label htmlFor={control.id} className={label}>
        {props.label} <RequiredMark />
      </label>
      {props.children(control)}
      {props.error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-danger">
          {props.error}
        </p>
      )}
    </div>
  );
}

export function StartStep() {
  const w = useBuilder();
  const { brandId, study, draft, readOnly, access, update, setValidator, markInvalid } = w;
  const id = useId();
  const [confirm, setConfirm] = useState<TStartConfirm>(null);
  const [busy, setBusy] = useState(false);

  const form = useForm<TStartFormValues>({
    resolver: zodResolver(ZStartForm, formParseOptions({ title: BUILDER_MSG.studyTitle, due_date: BUILDER_MSG.dueDate })),
    // Each change is checked at once, as it is saved at once.
    mode: "onChange",
    defaultValues: {
      title: draft.title ?? "",
      due_date: dueDateToInput(draft.due_date) || toDateInput(defaultDueDate()),
      purposes: [...(draft.purpose ?? [])],
      description: draft.insight_other ?? "",
    },
  });
  const { errors, dirtyFields } = form.formState;
  const [title, due, purposes, description] = useWatch({ control: form.control, name: ["title", "due_date", "purposes", "description"] });

  /** A new study has no due date: the default (one month from now) is saved with its first edit. */
  const withDefaultDue = (patch: TDraftPatch): TDraftPatch =>
    draft.due_date || patch.due_date !== undefined || dueDateError(due) ? patch : { due_date: inputToDueDate(due), ...patch };

  // A typed title or due date the step refused is not saved: the save indicator must not say "All Changes Saved".
  const refused = Boolean((dirtyFields.title && titleError(title)) || (dirtyFields.due_date && dueDateError(due)));
  useEffect(() => {
    markInvalid("start", refused && !readOnly);
    return () => markInvalid("start", false);
  }, [refused, readOnly, markInvalid]);

  // Leaving the step validates it (spec 2 §4, §5): every error shows, and the step stays when one exists.
  useEffect(() => {
    setValidator("start", () => {
      void form.trigger(undefined, { shouldFocus: true });
      const ok = ZStartForm.safeParse(form.getValues()).success;
      if (ok && !draft.due_date) update({ due_date: inputToDueDate(form.getValues("due_date")) });
      return ok;
    });
    return () => setValidator("start", null);
  }, [setValidator, form, draft.due_date, update]);

  const assortments = useQuery({ queryKey: builderKeys.assortments(brandId), queryFn: () => fetchBuilderAssortments(brandId) });
  const points = useQuery({ queryKey: builderKeys.decisionPoints(brandId), queryFn: () => fetchDecisionPoints(brandId), enabled: access.isAdmin });
  const currentAssortment = study.assortment_id ?? w.assortmentId ?? "";
  const decisions = assortments.data?.find((a) => a._id === currentAssortment)?.decisions ?? [];

  const titleField = form.register("title", { onChange: (e: { target: { value: string } }) => !titleError(e.target.value) && update(withDefaultDue({ title: e.target.value })) });
  const dueField = form.register("due_date", { onChange: (e: { target: { value: string } }) => !dueDateError(e.target.value) && update({ due_date: inputToDueDate(e.target.value) }) });

  async function move(includeProducts: boolean) {
    if (confirm?.kind !== "move") return;
    setBusy(true);
    try {
      await w.saveNow();
      await api(`/admin/brand/${brandId}/survey/${study._id}/move`, {
        method: "PUT",
        json: { assortment: confirm.assortment, include_products: includeProducts },
      });
      const moved = await api<TBuilderStudy>(`/brand/${brandId}/survey/${study._id}?view=wizard`);
      w.replaceStudy(moved);
      // The address follows the study's new assortment without a reload.
      const url = new URL(window.location.href);
      window.history.replaceState(window.history.state, "", builderPath(brandId, study._id, moved.assortment_id, w.viewOnly) + url.search);
      setConfirm(null);
    } catch (e) {
      setConfirm(null);
      w.reportError(e);
    } finally {
      setBusy(false);
    }
  }

  function applyConfirm() {
    if (confirm?.kind === "decisionPoint") {
      const point = points.data?.find((p) => p._id === confirm.id);
      if (point) update({ ...decisionChoicePatch(point.type.title, [], draft.config ?? {}), decision_point: point._id });
    } else if (confirm?.kind === "removeDecision") {
      update({ decision: null });
    }
    setConfirm(null);
  }

  const alternate: TAlternateQuestion = draft.alternate_question ?? DEFAULT_ALTERNATE_QUESTION;
  const alternateWarning = alternateQuestionWarning(draft.alternate_question);
  const bounds = datePickerBounds();

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-6">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-ink">
        {BUILDER_MSG.stepTitles.start}
      </h2>

      {!access.viewAsUser && (
        <div>
          <label htmlFor={`${id}-assortment`} className={label}>
            {BUILDER_MSG.assortment}
          </label>
          <select
            id={`${id}-assortment`}
            value={currentAssortment}
            disabled={readOnly || study.status !== "Draft" || busy}
            onChange={(e) => {
              const a = assortments.data?.find((x) => x._id === e.target.value);
              if (a) setConfirm({ kind: "move", assortment: a._id, name: assortmentLabel(a) });
            }}
            className={fieldInputClass}
          >
            {!assortments.data?.some((a) => a._id === currentAssortment) && <option value={currentAssortment}>{""}</option>}
            {assortments.data?.map((a) => (
              <option key={a._id} value={a._id}>
                {assortmentLabel(a)}
              </option>
            ))}
          </select>
          {assortments.isError && (
            <p role="alert" className="mt-1 text-sm text-danger">
              {BUILDER_MSG.assortmentsFetchFailed}
            </p>
          )}
        </div>
      )}

      <div>
        <label htmlFor={`${id}-sent-to`} className={label}>
          {BUILDER_MSG.sentTo}
        </label>
        <select
          id={`${id}-sent-to`}
          value={alternate}
          disabled={readOnly}
          aria-describedby={alternateWarning ? `${id}-sent-to-warning` : undefined}
          onChange={(e) => update(withDefaultDue({ alternate_question: e.target.value as TAlternateQuestion }))}
          className={fieldInputClass}
        >
          {(Object.keys(ALTERNATE_QUESTIONS) as TAlternateQuestion[]).map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </select>
        {alternateWarning && (
          <p id={`${id}-sent-to-warning`} role="status" className="mt-1 rounded bg-warning-soft px-3 py-2 text-sm text-warning-ink">
            {alternateWarning}
          </p>
        )}
      </div>

      <RequiredField label={BUILDER_MSG.studyTitle} error={errors.title?.message}>
        {(control) => <input {...control} {...titleField} type="text" maxLength={TEXT_LIMITS.title} disabled={readOnly} className={fieldInputClass} />}
      </RequiredField>

      <RequiredField label={BUILDER_MSG.dueDate} error={errors.due_date?.message}>
        {(control) => <input {...control} {...dueField} type="date" min={bounds.min} max={bounds.max} disabled={readOnly} className={`${fieldInputClass} max-w-xs`} />}
      </RequiredField>

      <PurposeForm
        value={{ purposes, description }}
        disabled={readOnly}
        errors={{ purposes: errors.purposes?.message, description: errors.description?.message }}
        onChange={(v) => {
          form.setValue("purposes", v.purposes, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
          form.setValue("description", v.description, { shouldDirty: true, shouldTouch: true });
          update(withDefaultDue({ purpose: v.purposes as TDraftPatch["purpose"], insight_other: v.description }));
        }}
      />

      {access.isAdmin && (
        <StartDecisionFields
          points={points.data}
          pointsFailed={points.isError}
          decisions={decisions}
          decisionPoint={draft.decision_point}
          decision={draft.decision}
          readOnly={readOnly}
          onConfirm={setConfirm}
          onDecision={(decision) => update({ decision })}
        />
      )}

      <StartConfirmDialog confirm={confirm} busy={busy} onClose={() => setConfirm(null)} onMove={(include) => void move(include)} onApply={applyConfirm} />
    </section>
  );
}
