"use client";
// "Invite users": a box for addresses (commas, spaces or new lines), sent to addUsersToBrand; the answer is listed
// per address (invited, added, or why not).
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { splitEmailList } from "@/lib/brands/invite-emails";
import { MAX_INVITES_PER_BATCH, USER_MSG } from "@/lib/brands/messages";
import { USERS_TAB } from "@/lib/brands/users-labels";
import type { TAddUserResult } from "@/lib/brands/wire";
import { inviteUsers } from "./users-api";

export function InviteUsers({ brandId, onDone }: { brandId: string; onDone: () => void }) {
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<TAddUserResult[] | null>(null);
  const hintId = useId();
  const emails = splitEmailList(text);
  const tooMany = emails.length > MAX_INVITES_PER_BATCH;

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!emails.length || tooMany) return;
    setBusy(true);
    try {
      const r = await inviteUsers(brandId, emails);
      setResults(r);
      if (r.every((x) => x.success)) setText("");
      else setText(r.filter((x) => !x.success).map((x) => x.email).join("\n"));
      onDone();
    } catch (err) {
      toast.error(err instanceof Error ? err.message : USER_MSG.addFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${hintId}-title`} className="rounded-lg border border-slate-200 p-4">
      <h3 id={`${hintId}-title`} className="text-base font-semibold">
        {USERS_TAB.inviteTitle}
      </h3>
      <form onSubmit={onSubmit} className="mt-3 flex flex-col gap-2">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {USERS_TAB.inviteLabel}
          <textarea
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={3}
            aria-describedby={hintId}
            aria-invalid={tooMany}
            className="rounded border border-slate-300 px-3 py-2 font-mono text-sm"
          />
        </label>
        <p id={hintId} className={`text-xs ${tooMany ? "text-red-700" : "text-slate-600"}`}>
          {tooMany ? USER_MSG.tooManyEmails(MAX_INVITES_PER_BATCH) : USERS_TAB.inviteHint}
        </p>
        <div>
          <button type="submit" disabled={busy || !emails.length || tooMany} className="rounded bg-blue-700 px-4 py-2 text-sm font-medium text-white disabled:opacity-50">
            {USERS_TAB.inviteSubmit}
          </button>
        </div>
      </form>
      {results && (
        <ul aria-label={USERS_TAB.inviteResults} className="mt-3 flex flex-col gap-1 text-sm">
          {results.map((r, i) => (
            <li key={`${r.email}-${i}`} className={r.success ? "text-green-800" : "text-red-700"}>
              <span className="font-medium">{r.email}</span>: {r.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
