"use client";
// The assortment form (spec 3 §2 "Assortment page", §5): Year (the current year through the next 4), Season
// (resort, spring, summer, fall, holiday) and Category (the brand's categories), all required; Save stays disabled
// until all three are chosen, and the server refuses the same. Used for "New Assortment" and for Edit.
import * as Dialog from "@radix-ui/react-dialog";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { X } from "lucide-react";
import { useEffect, useId } from "react";
import { Controller, useForm, type Control } from "react-hook-form";
import { toast } from "sonner";
import { SEASON_ORDER } from "@/lib/studies/format";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TAssortment } from "@/lib/studies/wire";
import { assortmentKeys, createAssortment, fetchBrandCategories, updateAssortment } from "./assortments-api";
import { ASSORTMENT_LABELS } from "./labels";
import {
  assortmentFormValues,
  assortmentInput,
  emptyAssortmentForm,
  formYearOptions,
  seasonLabel,
  ZAssortmentForm,
  type TAssortmentFormValues,
} from "./timeline-model";

interface Props {
  brandId: string;
  /** The assortment being edited; none for a new one. */
  assortment?: TAssortment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function AssortmentFormDialog({ brandId, assortment, open, onOpenChange }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed left-1/2 top-1/2 z-50 w-[min(480px,94vw)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white shadow-xl"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-6 py-4">
            <Dialog.Title className="text-lg font-semibold">
              {assortment ? ASSORTMENT_LABELS.editAssortment : ASSORTMENT_LABELS.newAssortment}
            </Dialog.Title>
            <Dialog.Close aria-label={ASSORTMENT_LABELS.cancel} className="rounded p-1 hover:bg-slate-100">
              <X size={18} aria-hidden />
            </Dialog.Close>
          </div>
          {/* Mounted per opening, so a reopened form starts from the stored assortment, not abandoned choices. */}
          {open && <AssortmentFormBody key={assortment?._id ?? "new"} brandId={brandId} assortment={assortment} onDone={() => onOpenChange(false)} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function AssortmentFormBody({ brandId, assortment, onDone }: { brandId: string; assortment?: TAssortment; onDone: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const categories = useQuery({ queryKey: assortmentKeys.categories(brandId), queryFn: () => fetchBrandCategories(brandId) });
  useEffect(() => {
    if (categories.isError) toast.error(STUDY_MSG.fetchCategoriesAndSeasons);
  }, [categories.isError]);

  const form = useForm<TAssortmentFormValues>({
    resolver: zodResolver(ZAssortmentForm),
    mode: "onChange",
    defaultValues: assortment ? assortmentFormValues(assortment) : emptyAssortmentForm,
  });
  const { isValid } = form.formState;

  const verb = assortment ? "updating" : "creating";
  const save = useMutation({
    mutationFn: (values: TAssortmentFormValues) =>
      assortment
        ? updateAssortment(brandId, assortmentInput(values, assortment))
        : createAssortment(brandId, assortmentInput(values)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: assortmentKeys.all(brandId) });
      onDone();
    },
    onError: () => toast.error(STUDY_MSG.itemFailed(verb)),
  });

  const years = formYearOptions(new Date(), assortment?.year);
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c._id, label: c.name }));
  // The edited assortment's category stays selectable while the list loads, or if it left the list.
  const own = assortment?.brand_category;
  if (own && !categoryOptions.some((o) => o.value === own._id)) categoryOptions.push({ value: own._id, label: own.name });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="space-y-4 px-6 py-5">
      <FormSelect control={form.control} name="year" id={`${id}-year`} label={ASSORTMENT_LABELS.year} options={years.map((y) => ({ value: String(y), label: String(y) }))} />
      <FormSelect control={form.control} name="season" id={`${id}-season`} label={ASSORTMENT_LABELS.season} options={SEASON_ORDER.map((s) => ({ value: s, label: seasonLabel(s) }))} />
      <FormSelect
        control={form.control}
        name="brand_category"
        id={`${id}-category`}
        label={ASSORTMENT_LABELS.category}
        busy={categories.isPending}
        options={categoryOptions}
      />
      <div className="flex justify-end gap-2 pt-2">
        <button type="button" onClick={onDone} disabled={save.isPending} className="rounded border border-slate-300 px-4 py-2">
          {ASSORTMENT_LABELS.cancel}
        </button>
        <button
          type="submit"
          disabled={!isValid || save.isPending}
          className="rounded bg-slate-900 px-4 py-2 text-white disabled:cursor-not-allowed disabled:opacity-50"
        >
          {save.isPending ? ASSORTMENT_LABELS.saving : ASSORTMENT_LABELS.save}
        </button>
      </div>
    </form>
  );
}

interface TFormSelectProps {
  control: Control<TAssortmentFormValues>;
  name: keyof TAssortmentFormValues;
  id: string;
  label: string;
  options: { value: string; label: string }[];
  busy?: boolean;
}

/** One required select of the form, controlled, so options arriving late never change the chosen value. */
function FormSelect({ control, name, id, label, options, busy = false }: TFormSelectProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <select
            id={id}
            required
            aria-busy={busy || undefined}
            className="mt-1 block w-full rounded border border-slate-300 bg-white px-3 py-2 text-sm"
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(e) => field.onChange(e.target.value)}
          >
            <option value="">{busy ? STUDY_MSG.loading : ASSORTMENT_LABELS.choose}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      />
    </div>
  );
}
