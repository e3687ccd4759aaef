"use client";
// Setting up two-step sign-in while signing in (P8 item 11): the QR code of the pending secret (and its key, for typing
// in), then the first code the authenticator shows. The form confirms it (POST /api/v1/auth/mfa/confirm).
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { MFA_ERROR_TEXT, SIGN_IN_FORM as T } from "@/lib/auth/messages";
import type { TMfaEnrolment } from "@/lib/schemas/user";
import { TotpCodeInput } from "./totp-code-input";
import { FormError, PrimaryButton } from "./form-parts";

export interface TMfaEnrolStepProps {
  /** null while the QR code is being made. */
  enrolment: TMfaEnrolment | null;
  busy: boolean;
  error: string | null;
  /** Bumped by the form after each refusal: clears and refocuses the field. */
  attempt: number;
  onSubmit: (code: string) => void;
  onBack: () => void;
}

/** The base32 key in groups of four, easier to type. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

export function MfaEnrolStep({ enrolment, busy, error, attempt, onSubmit, onBack }: TMfaEnrolStepProps) {
  const [code, setCode] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const introId = useId();
  const secretId = useId();
  const ready = enrolment !== null;

  // The step opens on its heading (the instructions come first); later refusals go back to the field.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  useEffect(() => {
    if (attempt === 0) return;
    setCode("");
    input.current?.focus();
  }, [attempt]);

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    onSubmit(code);
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-labelledby={`${introId}-title`}>
      <h2 id={`${introId}-title`} ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        {T.enrolTitle}
      </h2>
      <p id={introId} className="text-sm text-subtle">
        {MFA_ERROR_TEXT.mfa_enrol_required}
      </p>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-subtle">
        {T.enrolSteps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      {ready ? (
        <>
          <img src={enrolment.qr} alt={T.qrAlt} width={200} height={200} className="mx-auto h-[200px] w-[200px]" />
          <div className="text-sm">
            <p id={secretId} className="font-medium">
              {T.secretLabel}
            </p>
            <code data-testid="mfa-secret" className="mt-1 block break-all rounded bg-sunken px-2 py-1 font-mono">
              {grouped(enrolment.secret)}
            </code>
          </div>
        </>
      ) : (
        <p role="status" className="text-sm text-muted">
          {T.enrolLoading}
        </p>
      )}
      <label className="flex flex-col gap-1 text-sm font-medium">
        {T.code}
        <TotpCodeInput ref={input} value={code} onChange={setCode} describedBy={introId} invalid={Boolean(error)} disabled={!ready} />
      </label>
      <FormError error={error} />
      <PrimaryButton busy={busy} disabled={!ready} label={T.confirm} busyLabel={T.verifying} />
      <button type="button" onClick={onBack} className="self-start text-sm text-subtle underline">
        {T.back}
      </button>
    </form>
  );
}
