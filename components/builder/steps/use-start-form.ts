"use client";
// The Start step's form (spec 2 §4, §5 "Start"): react-hook-form over ZStartForm (lib/builder/start-rules.ts). Each
// valid change of the title or due date autosaves; a refused one shows its error, is never sent, and turns the save
// indicator to "not saved" until fixed (P10). Leaving the step validates it: every error shows, and the step stays
// when one exists. A new study has no due date: the default (one month from now) is saved with its first edit.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { formParseOptions } from "@/lib/forms/server-errors";
import { BUILDER_MSG } from "@/lib/builder/messages";
import { defaultDueDate, dueDateError, dueDateToInput, inputToDueDate, titleError, toDateInput, ZStartForm, type TStartFormValues } from "@/lib/builder/start-rules";
import type { TDraftPatch } from "@/lib/builder/draft";
import type { TPurposeFormValue } from "../purpose-form";
import { useBuilder } from "../builder-context";

type TInputChange = { target: { value: string } };

export function useStartForm() {
  const { draft, readOnly, update, setValidator, markInvalid } = useBuilder();
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

  /** The patch, with the default due date when the study has none yet (and the shown one is valid). */
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

  const titleField = form.register("title", { onChange: (e: TInputChange) => !titleError(e.target.value) && update(withDefaultDue({ title: e.target.value })) });
  const dueField = form.register("due_date", { onChange: (e: TInputChange) => !dueDateError(e.target.value) && update({ due_date: inputToDueDate(e.target.value) }) });

  /** The purpose form's change: kept in the form (purposes validated) and saved. */
  function setPurpose(v: TPurposeFormValue) {
    form.setValue("purposes", v.purposes, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    form.setValue("description", v.description, { shouldDirty: true, shouldTouch: true });
    update(withDefaultDue({ purpose: v.purposes as TDraftPatch["purpose"], insight_other: v.description }));
  }

  return { errors, purposes, description, titleField, dueField, withDefaultDue, setPurpose };
}
