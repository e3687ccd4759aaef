"use client";
// One translation tab (spec 1 §4, §5): the product's translatable fields in another language plus its price. Fields
// that are not translatable are disabled; the whole tab is locked while the translation is marked complete (only the
// "Translation complete" box stays usable, to unlock it).
import { FORM_LABELS, translationPaths, type TFormMetadata } from "@/lib/products/form-mapping";
import type { TProductFormValues } from "@/lib/schemas/product";
import { toNumberOrNull } from "./metadata-field";
import { RichTextInput } from "./rich-text";

type TTranslation = NonNullable<TProductFormValues["additional_languages"]>[number];

interface Props {
  translation: TTranslation;
  languageName: string;
  metadata: TFormMetadata[];
  /** The default-language value of each path, shown as the placeholder to translate from. */
  source: (path: string) => unknown;
  onChange(next: TTranslation): void;
}

const inputClass = "rounded border border-line-strong px-3 py-2 text-sm disabled:bg-sunken disabled:text-muted";
const text = (v: unknown) => (v === null || v === undefined ? "" : String(v));

export function TranslationTab({ translation, languageName, metadata, source, onChange }: Props) {
  const locked = translation.completed;
  const setField = (path: string, value: unknown) => onChange({ ...translation, fields: { ...translation.fields, [path]: value } });
  const prefix = `tr-${translation.language}`;

  return (
    <div className="flex flex-col gap-4">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" checked={translation.completed} onChange={(e) => onChange({ ...translation, completed: e.target.checked })} />
        {FORM_LABELS.completed} ({languageName})
      </label>
      {locked && (
        <p role="note" className="rounded bg-sunken p-2 text-sm text-subtle">
          {FORM_LABELS.translationLocked}
        </p>
      )}
      <fieldset disabled={locked} aria-disabled={locked} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{languageName}</legend>
        {translationPaths(metadata).map((f) => {
          const id = `${prefix}-${f.path.replace(/\W/g, "-")}`;
          const value = translation.fields[f.path];
          const disabled = locked || !f.enabled;
          if (f.path === "description") {
            return (
              <div key={f.path} className="flex flex-col gap-1 sm:col-span-2">
                <span id={`${id}-label`} className="text-sm font-medium">
                  {f.label}
                </span>
                <RichTextInput id={id} labelId={`${id}-label`} value={text(value)} disabled={disabled} onChange={(html) => setField(f.path, html)} />
              </div>
            );
          }
          return (
            <div key={f.path} className="flex flex-col gap-1">
              <label htmlFor={id} className="text-sm font-medium">
                {f.label}
              </label>
              {f.kind === "select" ? (
                <select id={id} value={text(value)} disabled={disabled} onChange={(e) => setField(f.path, e.target.value || null)} className={inputClass}>
                  <option value="">—</option>
                  {f.options.map((o) => (
                    <option key={o} value={o}>
                      {o}
                    </option>
                  ))}
                </select>
              ) : f.kind === "checkbox" ? (
                <input id={id} type="checkbox" checked={value === true} disabled={disabled} onChange={(e) => setField(f.path, e.target.checked)} />
              ) : (
                <input
                  id={id}
                  type={f.kind === "number" ? "number" : f.kind === "date" ? "date" : "text"}
                  value={text(value)}
                  placeholder={text(source(f.path))}
                  disabled={disabled}
                  onChange={(e) => setField(f.path, f.kind === "number" ? toNumberOrNull(e.target.value) : e.target.value)}
                  className={inputClass}
                />
              )}
            </div>
          );
        })}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${prefix}-price`} className="text-sm font-medium">
            {FORM_LABELS.price} ({languageName})
          </label>
          <input
            id={`${prefix}-price`}
            type="number"
            step="0.01"
            min="0"
            value={translation.price ?? ""}
            disabled={locked}
            onChange={(e) => onChange({ ...translation, price: toNumberOrNull(e.target.value) })}
            className={inputClass}
          />
        </div>
      </fieldset>
    </div>
  );
}
