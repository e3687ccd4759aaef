"use client";
// Accepting an invitation: a password (twice) and, when the invitee has none yet, a name. On success the new user is
// signed in with the same credentials and lands in the brand. react-hook-form over invitationFormSchema (the
// server's own password rule, lib/brands/password-rules.ts): each problem is said under its field, and the server's
// refusal of a field (400 invalid_params) lands on the same field; anything else is said above the button.
import { zodResolver } from "@hookform/resolvers/zod";
import { signIn } from "next-auth/react";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { TextField } from "@/components/ui/field";
import { api, ApiError } from "@/lib/api-client";
import { USER_MSG } from "@/lib/brands/messages";
import { INVITATION_FORM_FIELDS, invitationFormSchema, type TInvitationFormValues } from "@/lib/brands/password-rules";
import { PASSWORD_FORM } from "@/lib/brands/users-labels";
import { formParseOptions, placeServerErrors, refusalToast, serverProblem } from "@/lib/forms/server-errors";
import { routes } from "@/lib/routes";
import { PasswordFields } from "./password-fields";
import { FormError, PrimaryButton } from "./form-parts";

export interface TInvitationFormProps {
  token: string;
  email: string;
  brandId: string;
  needsName: boolean;
}

const LABELS = { password: PASSWORD_FORM.password, confirm: PASSWORD_FORM.confirm, first_name: PASSWORD_FORM.firstName, last_name: PASSWORD_FORM.lastName };

export function InvitationForm({ token, email, brandId, needsName }: TInvitationFormProps) {
  const schema = useMemo(() => invitationFormSchema(needsName), [needsName]);
  const form = useForm<TInvitationFormValues>({
    resolver: zodResolver(schema, formParseOptions(LABELS)),
    mode: "onTouched",
    defaultValues: { password: "", confirm: "", first_name: "", last_name: "" },
  });
  const { register, formState, watch } = form;
  const { errors } = formState;
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    setBusy(true);
    setError(null);
    try {
      const res = await api<{ email: string; brand_id: string }>(`/invitations/${encodeURIComponent(token)}`, {
        method: "POST",
        json: { password: values.password, ...(needsName ? { first_name: values.first_name.trim(), last_name: values.last_name.trim() } : {}) },
      });
      setDone(true);
      const signedIn = await signIn("credentials", { email: res.email, password: values.password, redirect: false });
      window.location.replace(signedIn?.ok && !signedIn.error ? routes.brandHome(res.brand_id || brandId) : routes.login);
    } catch (err) {
      setBusy(false);
      const problem = serverProblem(err);
      const placed = placeServerErrors(problem?.invalidParams ?? [], { fields: INVITATION_FORM_FIELDS });
      placed.fields.forEach((f, i) => form.setError(f.field, { type: "server", message: f.message }, { shouldFocus: i === 0 }));
      // Above the button: what no field shows (an expired or used link, a network failure).
      if (!placed.fields.length || placed.unplaced.length) setError(err instanceof ApiError ? refusalToast(problem, placed, err.message) : USER_MSG.invitationNotFound);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4" noValidate aria-label={PASSWORD_FORM.setPassword}>
      <p className="text-sm text-subtle">{PASSWORD_FORM.invitationIntro(email)}</p>
      {needsName && (
        <>
          <TextField label={PASSWORD_FORM.firstName} required autoComplete="given-name" maxLength={100} error={errors.first_name?.message} {...register("first_name")} />
          <TextField label={PASSWORD_FORM.lastName} required autoComplete="family-name" maxLength={100} error={errors.last_name?.message} {...register("last_name")} />
        </>
      )}
      <PasswordFields
        password={register("password")}
        confirm={register("confirm")}
        values={{ password: watch("password"), confirm: watch("confirm") }}
        errors={{ password: errors.password?.message, confirm: errors.confirm?.message }}
      />
      <FormError error={error} />
      {done && <p role="status" className="text-sm text-success">{USER_MSG.invitationAccepted}</p>}
      <PrimaryButton busy={busy} label={PASSWORD_FORM.setPassword} />
    </form>
  );
}
