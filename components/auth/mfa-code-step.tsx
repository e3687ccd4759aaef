"use client";
// The second step of sign-in (P8 item 11): the authenticator's 6-digit code, or one of the recovery codes instead.
// The field takes the focus when the step opens and again after a refused code (cleared, so the next code is typed
// fresh); the refusal is announced through the form's alert.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { MFA_ERROR_TEXT, SIGN_IN_FORM as T } from "@/lib/auth/messages";
import { TotpCodeInput } from "./totp-code-input";
import { FormError, PrimaryButton } from "./form-parts";

export interface TMfaCodeStepProps {
  busy: boolean;
  error: string | null;
  /** Bumped by the form after each refusal: clears and refocuses the field. */
  attempt: number;
  onSubmit: (second: { code: string } | { recovery_code: string }) => void;
  onBack: () => void;
}

export function MfaCodeStep({ busy, error, attempt, onSubmit, onBack }: TMfaCodeStepProps) {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  useEffect(() => {
    setValue("");
    input.current?.focus();
  }, [attempt, recovery]);

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    onSubmit(recovery ? { recovery_code: value } : { code: value });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <p id={hintId} className="text-sm text-subtle">
        {recovery ? T.recoveryHint : MFA_ERROR_TEXT.mfa_required}
      </p>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {recovery ? T.recoveryCode : T.code}
        {recovery ? (
          <input
            key="recovery"
            ref={input}
            name="recovery_code"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={20}
            aria-describedby={hintId}
            aria-invalid={error ? true : undefined}
            className="rounded border border-line-strong px-3 py-2 font-mono"
          />
        ) : (
          <TotpCodeInput key="code" ref={input} value={value} onChange={setValue} describedBy={hintId} invalid={Boolean(error)} />
        )}
      </label>
      <FormError error={error} />
      <PrimaryButton busy={busy} label={T.verify} busyLabel={T.verifying} />
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" onClick={() => setRecovery((r) => !r)} className="font-medium text-primary underline">
          {recovery ? T.useCode : T.useRecovery}
        </button>
        <button type="button" onClick={onBack} className="text-subtle underline">
          {T.back}
        </button>
      </div>
    </form>
  );
}
