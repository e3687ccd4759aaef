"use client";
// Form fields of the kit: a label (with a marker when required), the control, an optional hint and an inline
// error. The control gets aria-invalid and aria-describedby (hint, then error) and `required`, so assistive
// technology reads the same as the screen shows. TextField, NumberField, DateField and SelectField pass the rest of
// their props to the native element (react-hook-form's `register(...)` spreads in as is); SwitchField is a
// role="switch" button.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from "react";

export const fieldInputClass =
  "mt-1 block w-full rounded-control border border-line-strong bg-white px-3 py-2 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-focus disabled:bg-sunken disabled:text-muted aria-[invalid=true]:border-danger";

export interface TFieldFrame {
  label: ReactNode;
  required?: boolean;
  /** The inline error; also marks the control invalid. */
  error?: string | null;
  hint?: ReactNode;
  /** The control's id (default: a generated one). */
  id?: string;
  className?: string;
}

export interface TFieldControlProps {
  id: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/** The ids and aria wiring of a field's control. */
export function useFieldControl(frame: Pick<TFieldFrame, "id" | "error" | "hint" | "required">): {
  control: TFieldControlProps;
  hintId: string;
  errorId: string;
} {
  const generated = useId();
  const id = frame.id ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [frame.hint ? hintId : null, frame.error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return {
    control: { id, required: frame.required || undefined, "aria-invalid": frame.error ? true : undefined, "aria-describedby": describedBy },
    hintId,
    errorId,
  };
}

export function RequiredMark() {
  return (
    <span aria-hidden className="ml-0.5 text-danger" data-required-mark>
      *
    </span>
  );
}

/** Label, control, hint and error around any control; `children` gets the control's props. */
export function Field(props: TFieldFrame & { children: (control: TFieldControlProps) => ReactNode; labelAs?: "label" | "span" }) {
  const { control, hintId, errorId } = useFieldControl(props);
  const Label = props.labelAs ?? "label";
  return (
    <div className={props.className}>
      <Label {...(Label === "label" ? { htmlFor: control.id } : { id: `${control.id}-label` })} className="block text-sm font-medium text-ink-soft">
        {props.label}
        {props.required && <RequiredMark />}
      </Label>
      {props.children(control)}
      {props.hint && (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {props.error}
        </p>
      )}
    </div>
  );
}

type TInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "required"> & TFieldFrame & { ref?: Ref<HTMLInputElement> };

function InputField({ label, required, error, hint, id, className, type, ...input }: TInputProps & { type: string }) {
  return (
    <Field label={label} required={required} error={error} hint={hint} id={id} className={className}>
      {(control) => <input {...input} {...control} type={type} className={fieldInputClass} />}
    </Field>
  );
}

export function TextField(props: TInputProps & { type?: "text" | "email" | "url" | "tel" | "password" | "search" }) {
  return <InputField {...props} type={props.type ?? "text"} />;
}

export function NumberField(props: TInputProps) {
  return <InputField inputMode="decimal" {...props} type="number" />;
}

export function DateField(props: TInputProps) {
  return <InputField {...props} type="date" />;
}

export interface TSelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export function SelectField({
  label,
  required,
  error,
  hint,
  id,
  className,
  options,
  placeholder,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "required"> &
  TFieldFrame & { options: readonly TSelectOption[]; placeholder?: string; ref?: Ref<HTMLSelectElement> }) {
  return (
    <Field label={label} required={required} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <select {...select} {...control} className={fieldInputClass}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** An on/off field: a role="switch" button named by its label. */
export function SwitchField(props: Omit<TFieldFrame, "required"> & { checked: boolean; onChange: (on: boolean) => void; disabled?: boolean; testId?: string }) {
  const { control, hintId, errorId } = useFieldControl(props);
  return (
    <div className={`flex items-start gap-3 ${props.className ?? ""}`}>
      <button
        id={control.id}
        type="button"
        role="switch"
        aria-checked={props.checked}
        aria-labelledby={`${control.id}-label`}
        aria-invalid={control["aria-invalid"]}
        aria-describedby={control["aria-describedby"]}
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
        <span id={`${control.id}-label`} className="text-sm font-medium text-ink">
          {props.label}
        </span>
        {props.hint && (
          <p id={hintId} className="text-sm text-muted">
            {props.hint}
          </p>
        )}
        {props.error && (
          <p id={errorId} className="text-sm text-danger">
            {props.error}
          </p>
        )}
      </div>
    </div>
  );
}
