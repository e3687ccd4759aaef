"use client";
// Form controls of brand settings: labelled fields with inline errors, a switch, a colour picker with hex text,
// the loading / load-failed states of a panel, and the per-tab save (only that tab's fields + date_modified; toasts; a stale edit offers a reload).
import { useId, useState, type ReactNode } from "react";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { BRAND_MSG } from "@/lib/brands/messages";
import type { TBrandSettings, TBrandUpdate } from "@/lib/brands/wire";
import { buttonClass } from "@/components/ui/button";
import { SETTINGS_LABELS as L } from "./labels";
import { saveBrand } from "./settings-api";

export const inputClass =
  "mt-1 block w-full rounded border border-line-strong px-3 py-2 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-focus disabled:bg-sunken disabled:text-muted";

export type TFieldErrors = Record<string, string>;

export function Field(props: { label: string; error?: string; hint?: string; children: (ids: { id: string; describedBy?: string }) => ReactNode }) {
  const id = useId();
  const hintId = props.hint ? `${id}-hint` : undefined;
  const errId = props.error ? `${id}-err` : undefined;
  const describedBy = [hintId, errId].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-soft">
        {props.label}
      </label>
      {props.children({ id, describedBy })}
      {props.hint && (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={errId} role="alert" className="mt-1 text-sm text-danger">
          {props.error}
        </p>
      )}
    </div>
  );
}

export function TextField(props: {
  label: string;
  value: string;
  onChange(v: string): void;
  disabled?: boolean;
  error?: string;
  hint?: string;
  type?: string;
  multiline?: boolean;
  rows?: number;
  mono?: boolean;
}) {
  return (
    <Field label={props.label} error={props.error} hint={props.hint}>
      {({ id, describedBy }) =>
        props.multiline ? (
          <textarea
            id={id}
            rows={props.rows ?? 3}
            className={`${inputClass} ${props.mono ? "font-mono" : ""}`}
            value={props.value}
            disabled={props.disabled}
            aria-invalid={props.error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => props.onChange(e.target.value)}
          />
        ) : (
          <input
            id={id}
            type={props.type ?? "text"}
            className={inputClass}
            value={props.value}
            disabled={props.disabled}
            aria-invalid={props.error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => props.onChange(e.target.value)}
          />
        )
      }
    </Field>
  );
}

export function SelectField(props: {
  label: string;
  value: string;
  onChange(v: string): void;
  options: { value: string; label: string }[];
  disabled?: boolean;
  error?: string;
}) {
  return (
    <Field label={props.label} error={props.error}>
      {({ id, describedBy }) => (
        <select
          id={id}
          className={inputClass}
          value={props.value}
          disabled={props.disabled}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => props.onChange(e.target.value)}
        >
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function Switch(props: { label: string; description?: string; checked: boolean; onChange(v: boolean): void; disabled?: boolean; testId?: string }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={props.checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={props.description ? `${id}-desc` : undefined}
        disabled={props.disabled}
        data-testid={props.testId}
        onClick={() => props.onChange(!props.checked)}
        className={`relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ${
          props.checked ? "bg-primary" : "bg-line-heavy"
        }`}
      >
        <span aria-hidden className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${props.checked ? "translate-x-5" : "translate-x-0.5"}`} />
      </button>
      <div>
        <span id={`${id}-label`} className="text-sm font-medium text-ink">
          {props.label}
        </span>
        {props.description && (
          <p id={`${id}-desc`} className="text-sm text-muted">
            {props.description}
          </p>
        )}
      </div>
    </div>
  );
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A colour input and its hex text, kept in step; empty text clears the colour. */
export function ColorField(props: { label: string; value: string; onChange(v: string): void; disabled?: boolean; error?: string }) {
  const id = useId();
  return (
    <fieldset>
      <legend className="block text-sm font-medium text-ink-soft">{props.label}</legend>
      <div className="mt-1 flex items-center gap-2">
        <input
          type="color"
          aria-label={props.label}
          className="h-9 w-12 cursor-pointer rounded border border-line-strong disabled:cursor-not-allowed"
          value={HEX.test(props.value) ? props.value : "#000000"}
          disabled={props.disabled}
          onChange={(e) => props.onChange(e.target.value)}
        />
        <input
          id={id}
          type="text"
          aria-label={L.hexOf(props.label)}
          className={`${inputClass} mt-0 w-32 font-mono`}
          placeholder="#1f2937"
          value={props.value}
          disabled={props.disabled}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-err` : undefined}
          onChange={(e) => props.onChange(e.target.value.trim())}
        />
      </div>
      {props.error && (
        <p id={`${id}-err`} role="alert" className="mt-1 text-sm text-danger">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}

/** What a panel shows while its data loads. */
export function Loading({ text = L.loading }: { text?: string }) {
  return (
    <p role="status" className="text-sm text-muted">
      {text}
    </p>
  );
}

/** What a panel shows when its data could not be loaded: the reason and a retry button. */
export function LoadFailed({ message = L.loadFailed, retryLabel = L.retry, onRetry }: { message?: string; retryLabel?: string; onRetry(): void }) {
  return (
    <div role="alert" className="flex items-center gap-3 text-sm text-danger-strong">
      {message}
      <button type="button" className={buttonClass("secondary")} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}

export function ReadOnlyNote({ text }: { text: string }) {
  return <p className="rounded border border-line bg-canvas px-3 py-2 text-sm text-subtle">{text}</p>;
}

/**
 * The per-tab save: PUT that tab's fields with date_modified; errors inline and in a toast; stale → reload offer. A tab
 * built on react-hook-form passes `onRefused` to put the server's reasons on its fields (setError).
 */
export function useBrandSave(settings: TBrandSettings, onSaved: (s: TBrandSettings) => void, onRefused?: (error: unknown) => void) {
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [stale, setStale] = useState(false);

  async function save(fields: Omit<TBrandUpdate, "date_modified">) {
    setSaving(true);
    setErrors({});
    try {
      const next = await saveBrand(settings._id, { ...fields, date_modified: settings.date_modified });
      toast.success(BRAND_MSG.saved);
      onSaved(next);
    } catch (e) {
      const message = e instanceof Error && e.message ? e.message : BRAND_MSG.saveFailed;
      if (e instanceof ApiError) {
        if (e.status === 409 && message === BRAND_MSG.staleEdit) setStale(true);
        setErrors(Object.fromEntries(e.invalidParams.map((p) => [p.name, p.reason])));
      }
      onRefused?.(e);
      toast.error(message);
    } finally {
      setSaving(false);
    }
  }
  return { save, saving, errors, stale };
}

export function SaveBar(props: { saving: boolean; stale: boolean; onSave(): void; onReload(): void; disabled?: boolean }) {
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3 border-t border-line pt-4">
      {props.stale && (
        <div role="alert" className="flex flex-1 items-center gap-3 rounded border border-warning-line bg-warning-soft px-3 py-2 text-sm text-warning-ink">
          <span>{BRAND_MSG.staleEdit}</span>
          <button type="button" className={buttonClass("secondary")} onClick={props.onReload}>
            {L.reload}
          </button>
        </div>
      )}
      <button type="button" className={`${buttonClass("primary")} ml-auto`} disabled={props.saving || props.disabled} aria-busy={props.saving} onClick={props.onSave}>
        {props.saving ? L.saving : L.save}
      </button>
    </div>
  );
}

/** "" ↔ null for nullable text fields. */
export const orNull = (v: string): string | null => (v.trim() === "" ? null : v.trim());
export const str = (v: string | null | undefined): string => v ?? "";
