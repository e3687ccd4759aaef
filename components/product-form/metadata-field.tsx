"use client";
// One metadata-driven input of the product form: data_type → input type, valid_values → a select (spec 1 §3).
import type { FieldPath, UseFormRegister } from "react-hook-form";
import type { TFormField } from "@/lib/products/form-mapping";
import type { TProductFormValues } from "@/lib/schemas/product";

const inputClass = "rounded border border-line-strong px-3 py-2 text-sm disabled:bg-sunken";

/** Empty number inputs are null, never NaN or "". */
export const toNumberOrNull = (v: unknown): number | null => (v === "" || v === null || v === undefined || Number.isNaN(Number(v)) ? null : Number(v));

interface Props {
  field: TFormField;
  register: UseFormRegister<TProductFormValues>;
  /** Shown instead of the registered input (e.g. the family identifier while a parent is set) to keep the value. */
  lockedValue?: unknown;
  locked?: boolean;
  error?: string;
}

export function MetadataField({ field, register, locked, lockedValue, error }: Props) {
  const id = `field-${field.path.replace(/\W/g, "-")}`;
  // Metadata paths are dynamic ("custom_data.fabric"); the schema checks them on submit.
  const name = field.path as FieldPath<TProductFormValues>;
  const described = error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};

  let input;
  if (locked) {
    input = <input id={id} disabled value={lockedValue === null || lockedValue === undefined ? "" : String(lockedValue)} className={inputClass} readOnly />;
  } else if (field.kind === "checkbox") {
    input = <input id={id} type="checkbox" {...register(name)} className="h-4 w-4" {...described} />;
  } else if (field.kind === "select") {
    input = (
      <select id={id} {...register(name, { setValueAs: (v: string) => v || null })} className={inputClass} {...described}>
        <option value="">—</option>
        {field.options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === "number") {
    input = <input id={id} type="number" step="any" inputMode="decimal" {...register(name, { setValueAs: toNumberOrNull })} className={inputClass} {...described} />;
  } else if (field.kind === "textarea") {
    input = <textarea id={id} rows={3} {...register(name)} className={inputClass} {...described} />;
  } else {
    input = <input id={id} type={field.kind === "date" ? "date" : "text"} {...register(name)} className={inputClass} {...described} />;
  }

  return (
    <div className={field.kind === "checkbox" ? "flex items-center gap-2" : "flex flex-col gap-1"}>
      {field.kind === "checkbox" && input}
      <label htmlFor={id} className="text-sm font-medium">
        {field.label}
        {field.identifier && <span className="ml-1 text-xs font-normal text-muted">(identifier)</span>}
      </label>
      {field.kind !== "checkbox" && input}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
