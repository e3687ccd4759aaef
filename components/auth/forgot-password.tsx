"use client";
// "Forgot password?" under the sign-in form: a small inline form asking for the e-mail address. Opening it starts
// from the address already typed on the sign-in form (P10), so nobody types it twice.
import { useId, useState, type FormEvent } from "react";
import { FORGOT_PASSWORD } from "@/lib/brands/users-labels";
import { sendResetInstructions } from "@/components/shell/send-reset";

export function ForgotPassword({ initialEmail = "" }: { initialEmail?: string }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const panelId = useId();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    setResult(await sendResetInstructions(email));
    setBusy(false);
  }

  return (
    <div className="mt-4 text-sm">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (!open && initialEmail.trim()) setEmail(initialEmail.trim());
          setOpen((o) => !o);
        }}
        className="font-medium text-primary underline"
      >
        {FORGOT_PASSWORD.link}
      </button>
      {open && (
        <form id={panelId} onSubmit={onSubmit} aria-label={FORGOT_PASSWORD.title} className="mt-3 flex flex-col gap-3 rounded border border-line p-4">
          <p className="text-subtle">{FORGOT_PASSWORD.intro}</p>
          <label className="flex flex-col gap-1 font-medium">
            {FORGOT_PASSWORD.email}
            <input type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} autoFocus className="rounded border border-line-strong px-3 py-2" />
          </label>
          {result && (
            <p role={result.ok ? "status" : "alert"} className={result.ok ? "text-success" : "text-danger"}>
              {result.message}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <button type="button" onClick={() => setOpen(false)} className="rounded border border-line-strong px-3 py-1.5">
              {FORGOT_PASSWORD.cancel}
            </button>
            <button type="submit" disabled={busy || !email.trim()} className="rounded bg-primary px-3 py-1.5 font-medium text-white disabled:opacity-60">
              {FORGOT_PASSWORD.submit}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
