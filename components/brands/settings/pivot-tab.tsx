"use client";
// Default pivot tab: the product board's defaults (spec 1 §3 Brand: default_x_axis / y / order_by with their sort
// directions, default_display_style), choices from the brand's pivotable and sortable property metadata.
// react-hook-form over ZBrandPivotForm (lib/brands/settings-form.ts): the server's refusals land on their fields.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { SelectField } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import {
  BRAND_PIVOT_FIELDS,
  brandPivotValues,
  ZBrandPivotForm,
  type TBrandPivotFormOutput,
  type TBrandPivotFormValues,
} from "@/lib/brands/settings-form";
import type { TPivotChoice } from "@/lib/brands/wire";
import { FORM_MSG } from "@/lib/forms/messages";
import { formParseOptions, placeServerErrors, serverProblem } from "@/lib/forms/server-errors";
import { BOARD_TOGGLES } from "@/lib/products/board";
import { ReadOnlyNote, SaveBar, useBrandSave } from "./controls";
import { SETTINGS_LABELS as L } from "./labels";
import type { TTabProps } from "./tab-props";

const options = (choices: TPivotChoice[], current: string) => {
  const list = choices.map((c) => ({ value: c.data_path, label: c.name }));
  if (current && !list.some((o) => o.value === current)) list.push({ value: current, label: current });
  return [{ value: "", label: L.none }, ...list];
};
const DIRS = [
  { value: "1", label: L.ascending },
  { value: "-1", label: L.descending },
];
const DISPLAY = BOARD_TOGGLES.map((t) => ({ value: t, label: t === "skus" ? L.skus : L.styles }));

export function PivotTab({ settings: s, canWrite, onSaved, onReload }: TTabProps) {
  const form = useForm<TBrandPivotFormValues, unknown, TBrandPivotFormOutput>({
    resolver: zodResolver(
      ZBrandPivotForm,
      formParseOptions({
        default_x_axis: L.xAxis,
        default_x_sort: L.direction(L.xAxis),
        default_y_axis: L.yAxis,
        default_y_sort: L.direction(L.yAxis),
        default_order_by: L.orderBy,
        default_order_by_sort: L.direction(L.orderBy),
        default_display_style: L.displayStyle,
      }),
    ),
    mode: "onTouched",
    defaultValues: brandPivotValues(s),
  });
  const { register, watch, formState } = form;
  const err = (f: keyof TBrandPivotFormValues) => formState.errors[f]?.message;
  const { save, saving, stale } = useBrandSave(s, onSaved, (e) => {
    const placed = placeServerErrors(serverProblem(e)?.invalidParams ?? [], { fields: BRAND_PIVOT_FIELDS });
    placed.fields.forEach((f, i) => form.setError(f.field, { type: "server", message: f.message }, { shouldFocus: i === 0 }));
  });
  const ro = !canWrite;
  const pivotable = s.pivot_choices?.pivotable ?? [];
  const sortable = s.pivot_choices?.sortable ?? [];
  const onSave = form.handleSubmit(
    (values) => void save(values),
    () => toast.error(FORM_MSG.checkFields),
  );

  return (
    <form noValidate onSubmit={(e) => void onSave(e)} className="space-y-5">
      {ro && <ReadOnlyNote text={L.readOnly} />}
      {pivotable.length === 0 && sortable.length === 0 && <p className="text-sm text-subtle">{L.noPivotChoices}</p>}
      <div className="grid gap-5 md:grid-cols-2">
        <SelectField label={L.xAxis} options={options(pivotable, watch("default_x_axis"))} disabled={ro} error={err("default_x_axis")} {...register("default_x_axis")} />
        <SelectField label={L.direction(L.xAxis)} options={DIRS} disabled={ro} error={err("default_x_sort")} {...register("default_x_sort")} />
        <SelectField label={L.yAxis} options={options(pivotable, watch("default_y_axis"))} disabled={ro} error={err("default_y_axis")} {...register("default_y_axis")} />
        <SelectField label={L.direction(L.yAxis)} options={DIRS} disabled={ro} error={err("default_y_sort")} {...register("default_y_sort")} />
        <SelectField label={L.orderBy} options={options(sortable, watch("default_order_by"))} disabled={ro} error={err("default_order_by")} {...register("default_order_by")} />
        <SelectField label={L.direction(L.orderBy)} options={DIRS} disabled={ro} error={err("default_order_by_sort")} {...register("default_order_by_sort")} />
        <SelectField label={L.displayStyle} options={DISPLAY} disabled={ro} error={err("default_display_style")} {...register("default_display_style")} />
      </div>
      {canWrite && <SaveBar saving={saving} stale={stale} onSave={() => void onSave()} onReload={onReload} />}
    </form>
  );
}
