"use client";
// The wizard's Start step (spec 2 §2 "Start step", §4, §5 "Start", §6): assortment (Draft only; hidden for an admin
// viewing as a user; a change moves the study, asking whether its products go along), who the study is sent to
// (with a warning off the default), Study Title and due date (required; default one month from now), the survey
// purpose form, and for admins the decision point and decision phase selectors "(M/S Only)" (start-step-decision.tsx).
// react-hook-form over ZStartForm (use-start-form.ts): each valid change autosaves; a refused one shows its error
// (the spec's texts), is never sent, and turns the save indicator to "not saved" until fixed (P10). The assortment and
// decision data and the questions they ask live in use-start-choices.ts.
import { useId } from "react";
import { PurposeForm } from "@/components/builder/purpose-form";
import { fieldInputClass } from "@/components/ui/field";
import { BUILDER_MSG } from "@/lib/builder/messages";
import { datePickerBounds } from "@/lib/builder/start-rules";
import { TEXT_LIMITS } from "@/lib/builder/study";
import { useBuilder } from "../builder-context";
import { StartDecisionFields } from "./start-step-decision";
import { StartConfirmDialog } from "./start-step-dialogs";
import { AssortmentSelect, RequiredField, SentToSelect } from "./start-step-fields";
import { useStartChoices } from "./use-start-choices";
import { useStartForm } from "./use-start-form";

export function StartStep() {
  const { study, draft, readOnly, access, update } = useBuilder();
  const id = useId();
  const { errors, purposes, description, titleField, dueField, withDefaultDue, setPurpose } = useStartForm();
  const choices = useStartChoices();
  const bounds = datePickerBounds();

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-6">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-ink">
        {BUILDER_MSG.stepTitles.start}
      </h2>

      {!access.viewAsUser && (
        <AssortmentSelect
          assortments={choices.assortments}
          current={choices.currentAssortment}
          disabled={readOnly || study.status !== "Draft" || choices.busy}
          onConfirm={choices.setConfirm}
        />
      )}

      <SentToSelect value={draft.alternate_question} disabled={readOnly} onChange={(v) => update(withDefaultDue({ alternate_question: v }))} />

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
        onChange={setPurpose}
      />

      {access.isAdmin && (
        <StartDecisionFields
          points={choices.points.data}
          pointsFailed={choices.points.isError}
          decisions={choices.decisions}
          decisionPoint={draft.decision_point}
          decision={draft.decision}
          readOnly={readOnly}
          onConfirm={choices.setConfirm}
          onDecision={(decision) => update({ decision })}
        />
      )}

      <StartConfirmDialog
        confirm={choices.confirm}
        busy={choices.busy}
        onClose={() => choices.setConfirm(null)}
        onMove={(include) => void choices.move(include)}
        onApply={choices.applyConfirm}
      />
    </section>
  );
}
