"use client";
// The survey purpose form (spec 3 §2 "Survey purpose form"): the 10 fixed purposes as a required multi-select
// (a labelled checkbox group) and an optional 8-row description. Controlled: the study wizard owns the value and
// decides when to show errors; `purposeErrors` (lib/studies/purpose.ts) gives them.
import { useId } from "react";
import { PURPOSE_DESCRIPTION_ROWS, SURVEY_PURPOSES } from "@/lib/studies/messages";
import type { TSurveyPurposeInput } from "@/lib/studies/purpose";

export const PURPOSE_LABELS = {
  purposes: "Purpose of this study",
  description: "Description",
  descriptionHint: "Optional",
  required: "required",
} as const;

export interface TPurposeFormValue {
  purposes: string[];
  description: string;
}

interface Props {
  value: TPurposeFormValue;
  onChange: (value: TPurposeFormValue) => void;
  errors?: Partial<Record<keyof TSurveyPurposeInput, string>>;
  disabled?: boolean;
}

export function PurposeForm({ value, onChange, errors = {}, disabled = false }: Props) {
  const id = useId();
  const purposesError = `${id}-purposes-error`;
  const descriptionId = `${id}-description`;
  const descriptionError = `${id}-description-error`;

  function toggle(purpose: string, checked: boolean) {
    const chosen = new Set(value.purposes);
    if (checked) chosen.add(purpose);
    else chosen.delete(purpose);
    // Kept in the list's order, whatever order they were ticked in.
    onChange({ ...value, purposes: SURVEY_PURPOSES.filter((p) => chosen.has(p)) });
  }

  return (
    <div className="space-y-5">
      {/* aria-required is not allowed on a group; the legend says "required" to screen readers instead. */}
      <fieldset
        aria-describedby={errors.purposes ? purposesError : undefined}
        disabled={disabled}
      >
        <legend className="mb-2 text-sm font-medium text-ink-soft">
          {PURPOSE_LABELS.purposes}{" "}
          <span aria-hidden className="text-danger">
            *
          </span>
          <span className="sr-only">({PURPOSE_LABELS.required})</span>
        </legend>
        <ul className="space-y-1.5">
          {SURVEY_PURPOSES.map((purpose, i) => {
            const boxId = `${id}-purpose-${i}`;
            return (
              <li key={purpose} className="flex items-start gap-2">
                <input
                  id={boxId}
                  type="checkbox"
                  className="mt-1 h-4 w-4 rounded border-line-heavy"
                  checked={value.purposes.includes(purpose)}
                  onChange={(e) => toggle(purpose, e.target.checked)}
                />
                <label htmlFor={boxId} className="text-sm text-ink-soft">
                  {purpose}
                </label>
              </li>
            );
          })}
        </ul>
        {errors.purposes && (
          <p id={purposesError} role="alert" className="mt-2 text-sm text-danger">
            {errors.purposes}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor={descriptionId} className="mb-1 block text-sm font-medium text-ink-soft">
          {PURPOSE_LABELS.description} <span className="font-normal text-faint">({PURPOSE_LABELS.descriptionHint})</span>
        </label>
        <textarea
          id={descriptionId}
          rows={PURPOSE_DESCRIPTION_ROWS}
          disabled={disabled}
          value={value.description}
          onChange={(e) => onChange({ ...value, description: e.target.value })}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? descriptionError : undefined}
          className="w-full rounded border border-line-strong px-3 py-2 text-sm"
        />
        {errors.description && (
          <p id={descriptionError} role="alert" className="mt-1 text-sm text-danger">
            {errors.description}
          </p>
        )}
      </div>
    </div>
  );
}
