"use client";
// Email + password sign-in. Returns to the saved location, replacing the history entry (spec 1 §4).
import { signIn } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { AUTH_ERROR_CODES, MSG } from "@/lib/messages";
import { routes } from "@/lib/routes";
import { ForgotPassword } from "./forgot-password";

export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    const res = await signIn("credentials", {
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      redirect: false,
    });
    if (res?.ok && !res.error) {
      window.location.replace(callbackUrl);
      return;
    }
    setBusy(false);
    const code = res?.error ?? "";
    if (code in AUTH_ERROR_CODES) {
      window.location.replace(routes.error(code, AUTH_ERROR_CODES[Number(code) as keyof typeof AUTH_ERROR_CODES]));
      return;
    }
    setError(code && code !== "CredentialsSignin" ? code : MSG.invalidCredentials);
  }

  return (
    <>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate={false}>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Email
          <input name="email" type="email" autoComplete="username" required className="rounded border border-slate-300 px-3 py-2" />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Password
          <input name="password" type="password" autoComplete="current-password" required className="rounded border border-slate-300 px-3 py-2" />
        </label>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy} className="rounded bg-blue-700 px-4 py-2 font-medium text-white disabled:opacity-60">
          {busy ? "Signing in…" : "Sign In"}
        </button>
      </form>
      <ForgotPassword />
    </>
  );
}
