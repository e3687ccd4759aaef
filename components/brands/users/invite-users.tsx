"use client";
// "Invite users": a box for addresses (commas, spaces or new lines), sent to addUsersToBrand; the answer is listed
// per address (invited, added, or why not). react-hook-form over ZInviteForm (lib/brands/invite-emails.ts): at least
// one address and at most MAX_INVITES_PER_BATCH, the server's own rule; a refusal shows under the box.
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, fieldInputClass } from "@/components/ui/field";
import { showServerErrors } from "@/components/ui/form";
import { toast } from "@/components/ui/toast";
import { ZInviteForm, type TInviteFormOutput, type TInviteFormValues } from "@/lib/brands/invite-emails";
import { USER_MSG } from "@/lib/brands/messages";
import { USERS_TAB } from "@/lib/brands/users-labels";
import type { TAddUserResult } from "@/lib/brands/wire";
import { formParseOptions, serverProblem } from "@/lib/forms/server-errors";
import { inviteUsers } from "./users-api";

export function InviteUsers({ brandId, onDone }: { brandId: string; onDone: () => void }) {
  const form = useForm<TInviteFormValues, unknown, TInviteFormOutput>({
    resolver: zodResolver(ZInviteForm, formParseOptions({ emails: USERS_TAB.inviteLabel })),
    mode: "onChange",
    defaultValues: { emails: "" },
  });
  const { errors, isValid, isSubmitting, dirtyFields } = form.formState;
  const [results, setResults] = useState<TAddUserResult[] | null>(null);
  const titleId = useId();
  // An empty box needs no red words: the disabled button says enough. A box over the limit does.
  const error = dirtyFields.emails && form.getValues("emails").trim() ? errors.emails?.message : undefined;

  const onSubmit = form.handleSubmit(async ({ emails }) => {
    try {
      const r = await inviteUsers(brandId, emails);
      setResults(r);
      // What could not be invited stays in the box to fix and send again.
      form.reset({ emails: r.filter((x) => !x.success).map((x) => x.email).join("\n") });
      onDone();
    } catch (err) {
      if (serverProblem(err)?.invalidParams.length) showServerErrors(form, err, { fields: ["emails"], fallback: USER_MSG.addFailed });
      else toast.error(err instanceof Error && err.message ? err.message : USER_MSG.addFailed);
    }
  });

  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-line p-4">
      <h3 id={titleId} className="text-base font-semibold">
        {USERS_TAB.inviteTitle}
      </h3>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-3 flex flex-col gap-2">
        <Field label={USERS_TAB.inviteLabel} required hint={USERS_TAB.inviteHint} error={error}>
          {(ctl) => <textarea {...ctl} rows={3} className={`${fieldInputClass} font-mono`} {...form.register("emails")} />}
        </Field>
        <div>
          <Button type="submit" variant="primary" disabled={!isValid} loading={isSubmitting}>
            {USERS_TAB.inviteSubmit}
          </Button>
        </div>
      </form>
      {results && (
        <ul aria-label={USERS_TAB.inviteResults} className="mt-3 flex flex-col gap-1 text-sm">
          {results.map((r, i) => (
            <li key={`${r.email}-${i}`} className={r.success ? "text-success" : "text-danger"}>
              <span className="font-medium">{r.email}</span>: {r.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
