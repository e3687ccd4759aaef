"use client";
// New password + confirmation, with the rule and mismatch texts shown next to the fields (USER_MSG).
import { useId } from "react";
import { USER_MSG, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from "@/lib/brands/messages";
import type { TPasswordValues } from "@/lib/brands/password-rules";
import { PASSWORD_FORM } from "@/lib/brands/users-labels";

export function PasswordFields({ values, onChange, showProblems }: { values: TPasswordValues; onChange: (v: TPasswordValues) => void; showProblems: boolean }) {
  const id = useId();
  const ruleBroken = values.password.length < PASSWORD_MIN_LENGTH;
  const differ = values.confirm.length > 0 && values.password !== values.confirm;
  return (
    <>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {PASSWORD_FORM.password}
        <input
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          value={values.password}
          aria-describedby={`${id}-rule`}
          aria-invalid={showProblems && ruleBroken}
          onChange={(e) => onChange({ ...values, password: e.target.value })}
          className="rounded border border-line-strong px-3 py-2"
        />
      </label>
      <p id={`${id}-rule`} className={`-mt-2 text-xs ${showProblems && ruleBroken ? "text-danger" : "text-muted"}`}>
        {USER_MSG.passwordRule}
      </p>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {PASSWORD_FORM.confirm}
        <input
          type="password"
          autoComplete="new-password"
          required
          value={values.confirm}
          aria-invalid={(showProblems || values.confirm.length > 0) && differ}
          aria-describedby={differ ? `${id}-differ` : undefined}
          onChange={(e) => onChange({ ...values, confirm: e.target.value })}
          className="rounded border border-line-strong px-3 py-2"
        />
      </label>
      {differ && (
        <p id={`${id}-differ`} role="alert" className="-mt-2 text-xs text-danger">
          {USER_MSG.passwordsDiffer}
        </p>
      )}
    </>
  );
}
