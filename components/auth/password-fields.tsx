"use client";
// New password + confirmation for a react-hook-form form (invitation, reset): the rule under the password (red when
// broken), and "The passwords do not match." announced as soon as the confirmation differs (USER_MSG). A reason the
// rule does not cover (too long, the server's) is said under its field.
import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { USER_MSG, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from "@/lib/brands/messages";
import type { TPasswordValues } from "@/lib/brands/password-rules";
import { PASSWORD_FORM } from "@/lib/brands/users-labels";

export interface TPasswordFieldsProps {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  /** The current values (watched), for the live mismatch. */
  values: TPasswordValues;
  errors: { password?: string; confirm?: string };
}

export function PasswordFields({ password, confirm, values, errors }: TPasswordFieldsProps) {
  const id = useId();
  const ruleBroken = errors.password === USER_MSG.passwordRule;
  const otherPasswordError = errors.password && !ruleBroken ? errors.password : undefined;
  const differ = values.confirm.length > 0 && values.password !== values.confirm;
  const confirmError = errors.confirm ?? (differ ? USER_MSG.passwordsDiffer : undefined);
  const describedBy = [`${id}-rule`, otherPasswordError ? `${id}-pw-error` : null].filter(Boolean).join(" ");
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
          aria-describedby={describedBy}
          aria-invalid={errors.password ? true : undefined}
          {...password}
          className="rounded border border-line-strong px-3 py-2"
        />
      </label>
      <p id={`${id}-rule`} className={`-mt-2 text-xs ${ruleBroken ? "text-danger" : "text-muted"}`}>
        {USER_MSG.passwordRule}
      </p>
      {otherPasswordError && (
        <p id={`${id}-pw-error`} role="alert" className="-mt-2 text-xs text-danger">
          {otherPasswordError}
        </p>
      )}
      <label className="flex flex-col gap-1 text-sm font-medium">
        {PASSWORD_FORM.confirm}
        <input
          type="password"
          autoComplete="new-password"
          required
          aria-invalid={confirmError ? true : undefined}
          aria-describedby={confirmError ? `${id}-differ` : undefined}
          {...confirm}
          className="rounded border border-line-strong px-3 py-2"
        />
      </label>
      {confirmError && (
        <p id={`${id}-differ`} role="alert" className="-mt-2 text-xs text-danger">
          {confirmError}
        </p>
      )}
    </>
  );
}
