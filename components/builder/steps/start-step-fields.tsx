"use client";
// The Start step's fields around the form: the assortment (Draft only; a change asks whether the study's products
// go along), who the study is sent to (a warning off the default), and the kit-marked required field frame.
import type { UseQueryResult } from "@tanstack/react-query";
import { useId, type ReactNode } from "react";
import { fieldInputClass, RequiredMark, useFieldControl } from "@/components/ui/field";
import { BUILDER_MSG } from "@/lib/builder/messages";
import { alternateQuestionWarning } from "@/lib/builder/start-rules";
import { ALTERNATE_QUESTIONS, DEFAULT_ALTERNATE_QUESTION, type TAlternateQuestion } from "@/lib/builder/study";
import { assortmentLabel, type TBuilderAssortment } from "../decision-point-chooser";
import type { TStartConfirm } from "./start-step-dialogs";

export const startLabelClass = "block text-sm font-medium text-ink-soft";

/** A required field of the step: label with the kit's marker, the control, and its error announced as an alert. */
export function RequiredField(props: { label: string; error?: string; children: (control: ReturnType<typeof useFieldControl>["control"]) => ReactNode }) {
  const { control, errorId } = useFieldControl({ error: props.error, required: true });
  return (
    <div>
      <label htmlFor={control.id} className={startLabelClass}>
        {props.label} <RequiredMark />
      </label>
      {props.children(control)}
      {props.error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-danger">
          {props.error}
        </p>
      )}
    </div>
  );
}

interface TAssortmentProps {
  assortments: UseQueryResult<TBuilderAssortment[]>;
  current: string;
  disabled: boolean;
  onConfirm(confirm: TStartConfirm): void;
}

/** The study's assortment: choosing another asks first (the move dialog). */
export function AssortmentSelect({ assortments, current, disabled, onConfirm }: TAssortmentProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={`${id}-assortment`} className={startLabelClass}>
        {BUILDER_MSG.assortment}
      </label>
      <select
        id={`${id}-assortment`}
        value={current}
        disabled={disabled}
        onChange={(e) => {
          const a = assortments.data?.find((x) => x._id === e.target.value);
          if (a) onConfirm({ kind: "move", assortment: a._id, name: assortmentLabel(a) });
        }}
        className={fieldInputClass}
      >
        {!assortments.data?.some((a) => a._id === current) && <option value={current}>{""}</option>}
        {assortments.data?.map((a) => (
          <option key={a._id} value={a._id}>
            {assortmentLabel(a)}
          </option>
        ))}
      </select>
      {assortments.isError && (
        <p role="alert" className="mt-1 text-sm text-danger">
          {BUILDER_MSG.assortmentsFetchFailed}
        </p>
      )}
    </div>
  );
}

/** Who the study is sent to, with a warning when it is not the default. */
export function SentToSelect({ value, disabled, onChange }: { value: TAlternateQuestion | null | undefined; disabled: boolean; onChange(v: TAlternateQuestion): void }) {
  const id = useId();
  const alternate: TAlternateQuestion = value ?? DEFAULT_ALTERNATE_QUESTION;
  const warning = alternateQuestionWarning(value);
  return (
    <div>
      <label htmlFor={`${id}-sent-to`} className={startLabelClass}>
        {BUILDER_MSG.sentTo}
      </label>
      <select
        id={`${id}-sent-to`}
        value={alternate}
        disabled={disabled}
        aria-describedby={warning ? `${id}-sent-to-warning` : undefined}
        onChange={(e) => onChange(e.target.value as TAlternateQuestion)}
        className={fieldInputClass}
      >
        {(Object.keys(ALTERNATE_QUESTIONS) as TAlternateQuestion[]).map((k) => (
          <option key={k} value={k}>
            {k}
          </option>
        ))}
      </select>
      {warning && (
        <p id={`${id}-sent-to-warning`} role="status" className="mt-1 rounded bg-warning-soft px-3 py-2 text-sm text-warning-ink">
          {warning}
        </p>
      )}
    </div>
  );
}
