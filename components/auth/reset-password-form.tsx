"use client";
// Choosing a new password with a reset link; afterwards a link to sign in.
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { api, ApiError } from "@/lib/api-client";
import { USER_MSG } from "@/lib/brands/messages";
import { passwordProblem, type TPasswordValues } from "@/lib/brands/password-rules";
import { PASSWORD_FORM } from "@/lib/brands/users-labels";
import { routes } from "@/lib/routes";
import { PasswordFields } from "./password-fields";
import { FormError, PrimaryButton } from "./form-parts";

export function ResetPasswordForm({ token }: { token: string }) {
  const [values, setValues] = useState<TPasswordValues>({ password: "", confirm: "" });
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setTried(true);
    const problem = passwordProblem(values);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api("/auth/reset_password", { method: "POST", json: { token, password: values.password } });
      setDone(true);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : USER_MSG.resetLinkInvalid);
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="text-sm text-success">
          {USER_MSG.passwordSet}
        </p>
        <Link href={routes.login} className="rounded bg-primary px-4 py-2 text-center font-medium text-white">
          {PASSWORD_FORM.resetDone}
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate aria-label={PASSWORD_FORM.resetTitle}>
      <PasswordFields values={values} onChange={setValues} showProblems={tried} />
      <FormError error={error} />
      <PrimaryButton busy={busy} label={PASSWORD_FORM.setPassword} />
    </form>
  );
}
