"use client";
// Editing the study's impact (P13 item 1; spec 3 §3 Survey impact {insight, learnings, decisions, estimated_roi}): an
// emptied field clears it. Checked by the server's rules before sending; refusals land under their fields.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, fieldInputClass, TextField } from "@/components/ui/field";
import { showServerErrors } from "@/components/ui/form";
import { toast } from "@/components/ui/toast";
import { formParseOptions } from "@/lib/forms/server-errors";
import { IMPACT_FORM_FIELDS, impactFormDefaults, ZImpactForm, type TImpactFormInput, type TImpactFormValues } from "@/lib/learnings/form";
import { LEARNING_TEXT_MAX, LEARNINGS_MSG, LEARNINGS_UI as T, ROI_MAX } from "@/lib/learnings/messages";
import type { TImpact } from "@/lib/results/respondent-reports";
import { LEARNINGS_TAB } from "@/lib/results/tabs/learnings-impact";
import { updateImpact, type TStudyRef } from "./learnings-api";

const LABELS = LEARNINGS_TAB.impact;

export function ImpactDialog({ study, impact, open, onOpenChange }: { study: TStudyRef; impact: TImpact; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(o) => !busy && onOpenChange(o)} title={T.editImpact} size="lg" testId="impact-dialog">
      {open && <ImpactForm study={study} impact={impact} busy={busy} setBusy={setBusy} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function ImpactForm({ study, impact, busy, setBusy, onDone }: { study: TStudyRef; impact: TImpact; busy: boolean; setBusy: (b: boolean) => void; onDone: () => void }) {
  const router = useRouter();
  const form = useForm<TImpactFormInput, unknown, TImpactFormValues>({ resolver: zodResolver(ZImpactForm, formParseOptions(LABELS)), defaultValues: impactFormDefaults(impact) });
  const { errors } = form.formState;

  async function save(values: TImpactFormValues) {
    setBusy(true);
    try {
      await updateImpact(study, values);
      toast.success(LEARNINGS_MSG.impactSaved);
      router.refresh();
      onDone();
    } catch (e) {
      showServerErrors(form, e, { fields: IMPACT_FORM_FIELDS, fallback: LEARNINGS_MSG.saveFailed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="mt-4 flex flex-col gap-4" data-testid="impact-form">
      {(["insight", "learnings", "decisions"] as const).map((name) => (
        <Field key={name} label={LABELS[name]} error={errors[name]?.message}>
          {(control) => <textarea {...form.register(name)} {...control} rows={3} maxLength={LEARNING_TEXT_MAX} disabled={busy} className={`${fieldInputClass} resize-y`} />}
        </Field>
      ))}
      <TextField label={LABELS.estimated_roi} maxLength={ROI_MAX} disabled={busy} error={errors.estimated_roi?.message} {...form.register("estimated_roi")} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button onClick={onDone} disabled={busy}>{T.cancel}</Button>
        <Button type="submit" variant="primary" loading={busy}>{T.save}</Button>
      </div>
    </form>
  );
}
