"use client";
// Adding or editing a key takeaway (P13 item 1): the product it is about (one of the study's, or none: the study as a
// whole), the learning (required), the decision it led to and its estimated ROI. Checked by the server's own rules
// (lib/learnings/form.ts) before sending; a refusal naming a field lands under it; a concurrent edit is the 409's
// sentence. On success the page's data is read again (router.refresh).
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, fieldInputClass, SelectField, TextField } from "@/components/ui/field";
import { showServerErrors } from "@/components/ui/form";
import { toast } from "@/components/ui/toast";
import { formParseOptions } from "@/lib/forms/server-errors";
import { TAKEAWAY_FORM_FIELDS, takeawayFormDefaults, ZTakeawayForm, type TTakeawayFormInput, type TTakeawayFormValues } from "@/lib/learnings/form";
import { LEARNING_TEXT_MAX, LEARNINGS_MSG, LEARNINGS_UI as T, ROI_MAX } from "@/lib/learnings/messages";
import type { TKeyTakeaway } from "@/lib/results/respondent-reports";
import type { TResultsProduct } from "@/lib/results/view";
import { createTakeaway, updateTakeaway, type TStudyRef } from "./learnings-api";

interface Props {
  study: TStudyRef;
  products: TResultsProduct[];
  /** The takeaway to edit; null adds one. */
  takeaway: TKeyTakeaway | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const LABELS = { learning: T.learning, decision: T.decision, estimated_roi: T.estimatedRoi, question_id: T.product };

export function TakeawayDialog({ study, products, takeaway, open, onOpenChange }: Props) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(o) => !busy && onOpenChange(o)} title={takeaway ? T.editTakeaway : T.addTakeaway} size="lg" testId="takeaway-dialog">
      {open && <TakeawayForm study={study} products={products} takeaway={takeaway} busy={busy} setBusy={setBusy} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function TakeawayForm({ study, products, takeaway, busy, setBusy, onDone }: Omit<Props, "open" | "onOpenChange"> & { busy: boolean; setBusy: (b: boolean) => void; onDone: () => void }) {
  const router = useRouter();
  const form = useForm<TTakeawayFormInput, unknown, TTakeawayFormValues>({
    resolver: zodResolver(ZTakeawayForm, formParseOptions(LABELS)),
    defaultValues: takeawayFormDefaults(takeaway),
  });
  const { errors } = form.formState;
  const options = [{ value: "", label: T.noProduct }, ...products.filter((p) => p.question_id).map((p) => ({ value: p.question_id!, label: p.name }))];

  async function save(values: TTakeawayFormValues) {
    setBusy(true);
    try {
      if (takeaway) await updateTakeaway(study, takeaway.id, takeaway.date_modified, values);
      else await createTakeaway(study, values);
      toast.success(LEARNINGS_MSG.saved);
      router.refresh();
      onDone();
    } catch (e) {
      showServerErrors(form, e, { fields: TAKEAWAY_FORM_FIELDS, fallback: LEARNINGS_MSG.saveFailed });
    } finally {
      setBusy(false);
    }
  }

  const area = (name: "learning" | "decision", required = false) => (
    <Field label={LABELS[name]} required={required} error={errors[name]?.message}>
      {(control) => <textarea {...form.register(name)} {...control} rows={3} maxLength={LEARNING_TEXT_MAX} disabled={busy} className={`${fieldInputClass} resize-y`} />}
    </Field>
  );

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="mt-4 flex flex-col gap-4" data-testid="takeaway-form">
      <SelectField label={T.product} hint={T.productHint} options={options} disabled={busy} error={errors.question_id?.message} {...form.register("question_id")} />
      {area("learning", true)}
      {area("decision")}
      <TextField label={T.estimatedRoi} maxLength={ROI_MAX} disabled={busy} error={errors.estimated_roi?.message} {...form.register("estimated_roi")} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button onClick={onDone} disabled={busy}>{T.cancel}</Button>
        <Button type="submit" variant="primary" loading={busy}>{T.save}</Button>
      </div>
    </form>
  );
}
