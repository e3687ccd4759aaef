"use client";
// Email + password sign-in. Returns to the saved location, replacing the history entry (spec 1 §4).
// Two-step sign-in (P8 item 11): when the password is right, next-auth's answer may be a code instead of a session —
// "mfa_required" opens the code step (authenticator code or a recovery code); "mfa_enrol_required" opens the set-up
// step (QR code, then the first code, POST /api/v1/auth/mfa/confirm), then the recovery codes, then the sign-in
// finishes with the enrolment's single-use ticket. The e-mail and password stay in this component's memory only.
import { signIn } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { ApiError } from "@/lib/api-client";
import { isMfaErrorCode, MFA_ERROR_TEXT, SIGN_IN_FORM as T } from "@/lib/auth/messages";
import { AUTH_ERROR_CODES, MSG } from "@/lib/messages";
import { routes, safeCallbackUrl } from "@/lib/routes";
import type { TMfaEnrolment } from "@/lib/schemas/user";
import { ForgotPassword } from "./forgot-password";
import { confirmEnrolment, startEnrolment } from "./mfa-api";
import { MfaCodeStep } from "./mfa-code-step";
import { MfaEnrolStep } from "./mfa-enrol-step";
import { MfaRecoveryCodes } from "./mfa-recovery-codes";
import { FormError, PrimaryButton } from "./form-parts";

type TStep =
  | { kind: "password" }
  | { kind: "code" }
  | { kind: "enrol"; enrolment: TMfaEnrolment | null }
  | { kind: "recovery-codes"; codes: string[]; ticket: string };

type TSecond = { code: string } | { recovery_code: string } | { ticket: string };

export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [step, setStep] = useState<TStep>({ kind: "password" });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Counts refusals at a code field, which clears and refocuses it. */
  const [attempt, setAttempt] = useState(0);

  function restart(message: string | null) {
    setStep({ kind: "password" });
    setAttempt(0);
    setError(message);
  }

  /** next-auth's sign-in with the credentials and, when there is one, the second step. */
  async function attemptSignIn(second?: TSecond) {
    setBusy(true);
    setError(null);
    const res = await signIn("credentials", { email, password, ...second, redirect: false });
    if (res?.ok && !res.error) {
      // Sanitised by the page already; checked again here, as this is where the navigation happens (P8 item 6).
      window.location.replace(safeCallbackUrl(callbackUrl));
      return;
    }
    setBusy(false);
    const code = res?.error ?? "";
    if (code in AUTH_ERROR_CODES) {
      window.location.replace(routes.error(code, AUTH_ERROR_CODES[Number(code) as keyof typeof AUTH_ERROR_CODES]));
      return;
    }
    if (!isMfaErrorCode(code)) {
      // Wrong password, too many attempts, …: back to the first step with next-auth's text.
      restart(code && code !== "CredentialsSignin" ? code : MSG.invalidCredentials);
      return;
    }
    if (code === "mfa_required") {
      // Asked for the first time: the step's own instruction says what to do; after a try, it is an error.
      if (step.kind === "code") setError(MFA_ERROR_TEXT.mfa_required);
      setStep({ kind: "code" });
    } else if (code === "mfa_enrol_required") {
      await enrol();
    } else if (code === "mfa_ticket_invalid") {
      restart(MFA_ERROR_TEXT.mfa_ticket_invalid);
    } else {
      setError(MFA_ERROR_TEXT[code]);
      setAttempt((a) => a + 1);
    }
  }

  async function enrol() {
    setAttempt(0);
    setStep({ kind: "enrol", enrolment: null });
    try {
      setStep({ kind: "enrol", enrolment: await startEnrolment(email, password) });
    } catch (err) {
      restart(err instanceof ApiError ? err.message : T.enrolFailed);
    }
  }

  async function confirm(code: string) {
    setBusy(true);
    setError(null);
    try {
      const { recovery_codes, ticket } = await confirmEnrolment(email, password, code);
      setStep({ kind: "recovery-codes", codes: recovery_codes, ticket });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : T.enrolFailed);
      setAttempt((a) => a + 1);
    } finally {
      setBusy(false);
    }
  }

  function onPasswordSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    void attemptSignIn();
  }

  if (step.kind === "code") {
    return (
      <>
        <MfaCodeStep busy={busy} error={error} attempt={attempt} onSubmit={(second) => void attemptSignIn(second)} onBack={() => restart(null)} />
        <ForgotPassword initialEmail={email} />
      </>
    );
  }
  if (step.kind === "enrol") {
    return <MfaEnrolStep enrolment={step.enrolment} busy={busy} error={error} attempt={attempt} onSubmit={(code) => void confirm(code)} onBack={() => restart(null)} />;
  }
  if (step.kind === "recovery-codes") {
    return <MfaRecoveryCodes codes={step.codes} busy={busy} error={error} onContinue={() => void attemptSignIn({ ticket: step.ticket })} />;
  }

  return (
    <>
      <form onSubmit={onPasswordSubmit} className="flex flex-col gap-4" noValidate={false}>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {T.email}
          <input name="email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} className="rounded border border-line-strong px-3 py-2" />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {T.password}
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className="rounded border border-line-strong px-3 py-2"
          />
        </label>
        <FormError error={error} />
        <PrimaryButton busy={busy} label={T.submit} busyLabel={T.submitting} />
      </form>
      <ForgotPassword initialEmail={email} />
    </>
  );
}
