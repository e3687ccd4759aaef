"use client";
// Accepting an invitation: a password (twice) and, when the invitee has none yet, a name. On success the new user is
// signed in with the same credentials and lands in the brand.
import { signIn } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { api, ApiError } from "@/lib/api-client";
import { USER_MSG } from "@/lib/brands/messages";
import { invitationProblem, type TPasswordValues } from "@/lib/brands/password-rules";
import { PASSWORD_FORM } from "@/lib/brands/users-labels";
import { routes } from "@/lib/routes";
import { PasswordFields } from "./password-fields";
import { FormError, PrimaryButton } from "./form-parts";

export interface TInvitationFormProps {
  token: string;
  email: string;
  brandId: string;
  needsName: boolean;
}

export function InvitationForm({ token, email, brandId, needsName }: TInvitationFormProps) {
  const [values, setValues] = useState<TPasswordValues>({ password: "", confirm: "" });
  const [names, setNames] = useState({ first_name: "", last_name: "" });
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setTried(true);
    const problem = invitationProblem(values, names, needsName);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await api<{ email: string; brand_id: string }>(`/invitations/${encodeURIComponent(token)}`, {
        method: "POST",
        json: { password: values.password, ...(needsName ? { first_name: names.first_name.trim(), last_name: names.last_name.trim() } : {}) },
      });
      setDone(true);
      const signedIn = await signIn("credentials", { email: res.email, password: values.password, redirect: false });
      window.location.replace(signedIn?.ok && !signedIn.error ? routes.brandHome(res.brand_id || brandId) : routes.login);
    } catch (err) {
      setBusy(false);
      setError(err instanceof ApiError ? err.message : USER_MSG.invitationNotFound);
    }
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate aria-label={PASSWORD_FORM.setPassword}>
      <p className="text-sm text-subtle">{PASSWORD_FORM.invitationIntro(email)}</p>
      {needsName && (
        <>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {PASSWORD_FORM.firstName}
            <input autoComplete="given-name" required maxLength={100} value={names.first_name} onChange={(e) => setNames({ ...names, first_name: e.target.value })} className="rounded border border-line-strong px-3 py-2" />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {PASSWORD_FORM.lastName}
            <input autoComplete="family-name" required maxLength={100} value={names.last_name} onChange={(e) => setNames({ ...names, last_name: e.target.value })} className="rounded border border-line-strong px-3 py-2" />
          </label>
        </>
      )}
      <PasswordFields values={values} onChange={setValues} showProblems={tried} />
      <FormError error={error} />
      {done && <p role="status" className="text-sm text-success">{USER_MSG.invitationAccepted}</p>}
      <PrimaryButton busy={busy} label={PASSWORD_FORM.setPassword} />
    </form>
  );
}
