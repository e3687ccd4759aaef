"use client";
// Small form controls shared by the Product questions step: a labelled text field with a character counter and a
// labelled switch. Tailwind only (no UI kit), labels tied to their inputs for screen readers.
import { useId, type Ref } from "react";
import { INTRO_MSG } from "@/lib/study-rules/messages";

export function TextField(props: {
  label: string;
  value: string;
  max: number;
  disabled?: boolean;
  multiline?: boolean;
  problem?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  testId?: string;
  onChange(value: string): void;
  onKeyDown?(e: React.KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>): void;
}) {
  const id = useId();
  const used = [...props.value].length;
  const cls = `w-full rounded border px-3 py-2 text-sm focus:outline-none focus:ring-2 focus:ring-focus disabled:bg-canvas ${
    props.problem ? "border-danger" : "border-line-strong"
  }`;
  const common = {
    id,
    value: props.value,
    disabled: props.disabled,
    maxLength: props.max,
    "aria-invalid": props.problem ? true : undefined,
    "aria-describedby": `${id}-counter${props.problem ? ` ${id}-problem` : ""}`,
    "data-testid": props.testId,
    className: cls,
  };
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-ink-soft">
          {props.label}
        </label>
        <span id={`${id}-counter`} className="text-xs tabular-nums text-faint">
          {INTRO_MSG.counter(used, props.max)}
        </span>
      </div>
      {props.multiline ? (
        <textarea {...common} rows={3} onChange={(e) => props.onChange(e.target.value)} onKeyDown={props.onKeyDown} />
      ) : (
        <input {...common} ref={props.inputRef} type="text" onChange={(e) => props.onChange(e.target.value)} onKeyDown={props.onKeyDown} />
      )}
      {props.problem && (
        <p id={`${id}-problem`} role="alert" className="text-xs text-danger">
          {props.problem}
        </p>
      )}
    </div>
  );
}

export function Switch(props: { label: string; checked: boolean; disabled?: boolean; onChange(on: boolean): void; testId?: string }) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={props.checked}
        aria-labelledby={`${id}-label`}
        disabled={props.disabled}
        data-testid={props.testId}
        onClick={() => props.onChange(!props.checked)}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-focus disabled:cursor-not-allowed disabled:opacity-60 ${
          props.checked ? "bg-primary" : "bg-line-strong"
        }`}
      >
        <span aria-hidden className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${props.checked ? "translate-x-5" : "translate-x-0.5"}`} />
      </button>
      <span id={`${id}-label`} className="text-sm text-ink-soft">
        {props.label}
      </span>
    </div>
  );
}

export const linkButton =
  "text-sm text-primary-strong underline hover:text-primary-ink disabled:cursor-not-allowed disabled:text-disabled disabled:no-underline focus:outline-none focus-visible:ring-2 focus-visible:ring-focus";
export const smallButton =
  "inline-flex items-center gap-1 rounded border border-line-strong px-2 py-1 text-xs text-ink-soft hover:bg-canvas disabled:cursor-not-allowed disabled:opacity-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-focus";
