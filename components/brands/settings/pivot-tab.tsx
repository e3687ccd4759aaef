"use client";
// Default pivot tab: the product board's defaults (spec 1 §3 Brand: default_x_axis / y / order_by with their sort
// directions, default_display_style), choices from the brand's pivotable and sortable property metadata.
import { useState } from "react";
import type { TPivotChoice } from "@/lib/brands/wire";
import { BOARD_TOGGLES } from "@/lib/products/board";
import { ReadOnlyNote, SaveBar, SelectField, useBrandSave } from "./controls";
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
const dirOf = (n: number | null) => (n === -1 ? "-1" : "1");

export function PivotTab({ settings: s, canWrite, onSaved, onReload }: TTabProps) {
  const [x, setX] = useState(s.default_x_axis ?? "");
  const [xSort, setXSort] = useState(dirOf(s.default_x_sort));
  const [y, setY] = useState(s.default_y_axis ?? "");
  const [ySort, setYSort] = useState(dirOf(s.default_y_sort));
  const [order, setOrder] = useState(s.default_order_by ?? "");
  const [orderSort, setOrderSort] = useState(dirOf(s.default_order_by_sort));
  const [display, setDisplay] = useState(s.default_display_style ?? "skus");
  const { save, saving, errors, stale } = useBrandSave(s, onSaved);
  const ro = !canWrite;
  const pivotable = s.pivot_choices?.pivotable ?? [];
  const sortable = s.pivot_choices?.sortable ?? [];
  const sort = (v: string) => (v === "-1" ? -1 : 1) as 1 | -1;

  function onSave() {
    void save({
      default_x_axis: x || null,
      default_x_sort: sort(xSort),
      default_y_axis: y || null,
      default_y_sort: sort(ySort),
      default_order_by: order || null,
      default_order_by_sort: sort(orderSort),
      default_display_style: display,
    });
  }

  return (
    <div className="space-y-5">
      {ro && <ReadOnlyNote text={L.readOnly} />}
      {pivotable.length === 0 && sortable.length === 0 && <p className="text-sm text-subtle">{L.noPivotChoices}</p>}
      <div className="grid gap-5 md:grid-cols-2">
        <SelectField label={L.xAxis} value={x} onChange={setX} options={options(pivotable, x)} disabled={ro} error={errors.default_x_axis} />
        <SelectField label={L.direction(L.xAxis)} value={xSort} onChange={setXSort} options={DIRS} disabled={ro} />
        <SelectField label={L.yAxis} value={y} onChange={setY} options={options(pivotable, y)} disabled={ro} error={errors.default_y_axis} />
        <SelectField label={L.direction(L.yAxis)} value={ySort} onChange={setYSort} options={DIRS} disabled={ro} />
        <SelectField label={L.orderBy} value={order} onChange={setOrder} options={options(sortable, order)} disabled={ro} error={errors.default_order_by} />
        <SelectField label={L.direction(L.orderBy)} value={orderSort} onChange={setOrderSort} options={DIRS} disabled={ro} />
        <SelectField
          label={L.displayStyle}
          value={display}
          onChange={setDisplay}
          options={BOARD_TOGGLES.map((t) => ({ value: t, label: t === "skus" ? L.skus : L.styles }))}
          disabled={ro}
        />
      </div>
      {canWrite && <SaveBar saving={saving} stale={stale} onSave={onSave} onReload={onReload} />}
    </div>
  );
}
