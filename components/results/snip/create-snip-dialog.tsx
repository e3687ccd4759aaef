"use client";
// The Snip dialog (P12 Deliver item 1; docs/decisions.md P12 #10): a title (the card's own, or the product's name)
// and a key insight (the card's sentence when it has one), the filters the snip will keep, and Save. The fields are
// checked by the server's own rules (lib/snips/create-form.ts) before anything is sent; a refusal naming a field
// lands under it, every other failure is the spec's toast "There was an error saving your snapshot.". Radix keeps
// the focus inside, closes on Escape (not while saving) and gives the focus back to the Snip button.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState, type RefObject } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, fieldInputClass, TextField } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { formParseOptions, placeServerErrors, serverProblem } from "@/lib/forms/server-errors";
import { routes } from "@/lib/routes";
import {
  createSnipVariables,
  SNIP_FORM_FIELDS,
  snipFormDefaults,
  ZSnipCreateForm,
  type TSnipContext,
  type TSnipCreateFormInput,
  type TSnipCreateFormValues,
  type TSnipTarget,
} from "@/lib/snips/create-form";
import { SNIP_CREATE_UI as T } from "@/lib/snips/create-ui";
import { KEY_INSIGHT_MAX_LENGTH, SNIP_MSG, TITLE_MAX_LENGTH } from "@/lib/snips/messages";
import { createSnipRequest } from "./snips-create-api";

interface Props {
  ctx: TSnipContext;
  target: TSnipTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focused when the dialog closes (Radix gives the focus back only to a Dialog.Trigger, and this has none). */
  returnFocus: RefObject<HTMLElement | null>;
}

export function CreateSnipDialog({ ctx, target, open, onOpenChange, returnFocus }: Props) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !busy && onOpenChange(o)}
      title={T.dialogTitle}
      description={T.dialogText}
      size="md"
      testId="snip-create-dialog"
      onCloseAutoFocus={(e) => {
        e.preventDefault();
        returnFocus.current?.focus();
      }}
    >
      {/* Mounted per opening: a reopened dialog starts from the card's texts again. */}
      {open && <SnipForm ctx={ctx} target={target} busy={busy} setBusy={setBusy} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

const LABELS = { title: T.title, key_insight: T.keyInsight };

function SnipForm({ ctx, target, busy, setBusy, onDone }: { ctx: TSnipContext; target: TSnipTarget; busy: boolean; setBusy: (b: boolean) => void; onDone: () => void }) {
  const router = useRouter();
  const form = useForm<TSnipCreateFormInput, unknown, TSnipCreateFormValues>({
    resolver: zodResolver(ZSnipCreateForm, formParseOptions(LABELS)),
    defaultValues: snipFormDefaults(target),
  });
  const { errors } = form.formState;

  async function save(values: TSnipCreateFormValues) {
    setBusy(true);
    try {
      const snip = await createSnipRequest(createSnipVariables(ctx, target, values));
      const assortment = snip.assortment_id;
      toast.success(
        T.saved,
        assortment ? { action: { label: T.open, onClick: () => router.push(routes.snip(ctx.brandId, assortment, snip._id)) } } : { description: T.savedNoAssortment },
      );
      setBusy(false);
      onDone();
    } catch (e) {
      setBusy(false);
      // A title or key insight the server refuses goes under its field; anything else is the spec's one sentence.
      const placed = placeServerErrors(serverProblem(e)?.invalidParams ?? [], { fields: SNIP_FORM_FIELDS });
      placed.fields.forEach((f, i) => form.setError(f.field, { type: "server", message: f.message }, { shouldFocus: i === 0 }));
      if (!placed.fields.length) toast.error(SNIP_MSG.saveFailed);
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="mt-4 flex flex-col gap-4" data-testid="snip-create-form">
      <TextField label={T.title} required maxLength={TITLE_MAX_LENGTH} disabled={busy} error={errors.title?.message} {...form.register("title")} />
      <Field label={T.keyInsight} hint={T.keyInsightHint} error={errors.key_insight?.message}>
        {(control) => <textarea {...form.register("key_insight")} {...control} rows={4} maxLength={KEY_INSIGHT_MAX_LENGTH} disabled={busy} className={`${fieldInputClass} resize-y`} />}
      </Field>
      <section aria-labelledby="snip-create-filters" className="rounded-control border border-line bg-canvas px-3 py-2 text-sm" data-testid="snip-create-filters">
        <h3 id="snip-create-filters" className="text-xs font-semibold tracking-wide text-muted uppercase">{T.filters}</h3>
        {ctx.filterLabels.length ? (
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {ctx.filterLabels.map((label) => (
              <li key={label} className="max-w-full rounded-full border border-primary-line bg-primary-soft px-2.5 py-0.5 break-words text-primary-ink" data-testid="snip-create-filter">
                {label}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-muted">{T.noFilters}</p>
        )}
      </section>
      <div className="flex flex-wrap justify-end gap-2">
        <Button onClick={onDone} disabled={busy}>{T.cancel}</Button>
        <Button type="submit" variant="primary" loading={busy}>{busy ? T.saving : T.save}</Button>
      </div>
    </form>
  );
}
