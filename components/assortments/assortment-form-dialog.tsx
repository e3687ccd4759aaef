"use client";
// The assortment form (spec 3 §2 "Assortment page", §5): Year (the current year through the next 4), Season
// (resort, spring, summer, fall, holiday) and Category (the brand's categories), all required and marked so; Save
// stays disabled until all three are chosen, and the server refuses the same. react-hook-form over ZAssortmentForm
// (lib/assortments/form.ts); a refusal from the server lands under the field it names. Used for "New Assortment" and
// for Edit.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Controller, useForm, type Control } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/field";
import { showServerErrors } from "@/components/ui/form";
import { toast } from "@/components/ui/toast";
import { ASSORTMENT_FORM_FIELDS } from "@/lib/assortments/form";
import { seasonLabel } from "@/lib/assortments/labels";
import { FORM_MSG } from "@/lib/forms/messages";
import { formParseOptions } from "@/lib/forms/server-errors";
import { GraphQLRequestError } from "@/lib/graphql-client";
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
    <Dialog open={open} onOpenChange={onOpenChange} title={assortment ? ASSORTMENT_LABELS.editAssortment : ASSORTMENT_LABELS.newAssortment} size="sm">
      {/* Mounted per opening, so a reopened form starts from the stored assortment, not abandoned choices. */}
      {open && <AssortmentFormBody key={assortment?._id ?? "new"} brandId={brandId} assortment={assortment} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

const LABELS = { year: ASSORTMENT_LABELS.year, season: ASSORTMENT_LABELS.season, brand_category: ASSORTMENT_LABELS.category };

function AssortmentFormBody({ brandId, assortment, onDone }: { brandId: string; assortment?: TAssortment; onDone: () => void }) {
  const queryClient = useQueryClient();
  const categories = useQuery({ queryKey: assortmentKeys.categories(brandId), queryFn: () => fetchBrandCategories(brandId) });
  useEffect(() => {
    if (categories.isError) toast.error(STUDY_MSG.fetchCategoriesAndSeasons);
  }, [categories.isError]);

  const form = useForm<TAssortmentFormValues>({
    resolver: zodResolver(ZAssortmentForm, formParseOptions(LABELS)),
    // Checked on change (Save follows validity) and on leaving a select (an unchosen one says what is missing).
    mode: "all",
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
    onError: (e) => {
      // A refusal names its field (e.g. a category that left the brand); anything else is the spec's toast.
      if (e instanceof GraphQLRequestError && e.code === "invalid") showServerErrors(form, e, { fields: ASSORTMENT_FORM_FIELDS, fallback: STUDY_MSG.itemFailed(verb) });
      else toast.error(STUDY_MSG.itemFailed(verb));
    },
  });

  const years = formYearOptions(new Date(), assortment?.year);
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c._id, label: c.name }));
  // The edited assortment's category stays selectable while the list loads, or if it left the list.
  const own = assortment?.brand_category;
  if (own && !categoryOptions.some((o) => o.value === own._id)) categoryOptions.push({ value: own._id, label: own.name });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="mt-4 space-y-4">
      <p className="text-xs text-muted">{FORM_MSG.requiredNote}</p>
      <FormSelect control={form.control} name="year" label={ASSORTMENT_LABELS.year} options={years.map((y) => ({ value: String(y), label: String(y) }))} />
      <FormSelect control={form.control} name="season" label={ASSORTMENT_LABELS.season} options={SEASON_ORDER.map((s) => ({ value: s, label: seasonLabel(s) }))} />
      <FormSelect control={form.control} name="brand_category" label={ASSORTMENT_LABELS.category} busy={categories.isPending} options={categoryOptions} />
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {ASSORTMENT_LABELS.cancel}
        </Button>
        <Button type="submit" variant="primary" disabled={!isValid} loading={save.isPending}>
          {save.isPending ? ASSORTMENT_LABELS.saving : ASSORTMENT_LABELS.save}
        </Button>
      </div>
    </form>
  );
}

interface TFormSelectProps {
  control: Control<TAssortmentFormValues>;
  name: keyof TAssortmentFormValues;
  label: string;
  options: { value: string; label: string }[];
  busy?: boolean;
}

/**
 * One required select of the form, controlled, so options arriving late never change the chosen value. Its error
 * shows once the select was left (or the server named it); "needs all three" is the same sentence for each.
 */
function FormSelect({ control, name, label, options, busy = false }: TFormSelectProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          label={label}
          required
          aria-busy={busy || undefined}
          placeholder={busy ? STUDY_MSG.loading : ASSORTMENT_LABELS.choose}
          options={options}
          error={fieldState.isTouched || fieldState.error?.type === "server" ? fieldState.error?.message : undefined}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(e.target.value)}
        />
      )}
    />
  );
}
