"use client";
// Choosing a new password with a reset link; afterwards a link to sign in. react-hook-form over ZSetPasswordForm
// (the server's ZPassword rule, lib/brands/password-rules.ts): each problem is said under its field; the server's
// refusal (a used or expired link) above the button.
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { api, ApiError } from "@/lib/api-client";
import { USER_MSG } from "@/lib/brands/messages";
import { ZSetPasswordForm, type TSetPasswordFormValues } from "@/lib/brands/password-rules";
import { PASSWORD_FORM } from "@/lib/brands/users-labels";
import { formParseOptions, placeServerErrors, serverProblem } from "@/lib/forms/server-errors";
import { routes } from "@/lib/routes";
import { PasswordFields } from "./password-fields";
import { FormError, PrimaryButton } from "./form-parts";

export function ResetPasswordForm({ token }: { token: string }) {
  const form = useForm<TSetPasswordFormValues>({
    resolver: zodResolver(ZSetPasswordForm, formParseOptions({ password: PASSWORD_FORM.password, confirm: PASSWORD_FORM.confirm })),
    mode: "onTouched",
    defaultValues: { password: "", confirm: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await api("/auth/reset_password", { method: "POST", json: { token, password: values.password } });
      setDone(true);
    } catch (err) {
      const placed = placeServerErrors(serverProblem(err)?.invalidParams ?? [], { fields: ["password"] as const });
      placed.fields.forEach((f) => form.setError(f.field, { type: "server", message: f.message }, { shouldFocus: true }));
      if (!placed.fields.length) setError(err instanceof ApiError ? err.message : USER_MSG.resetLinkInvalid);
    }
  });

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
    <form onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4" noValidate aria-label={PASSWORD_FORM.resetTitle}>
      <PasswordFields
        password={form.register("password")}
        confirm={form.register("confirm")}
        values={{ password: form.watch("password"), confirm: form.watch("confirm") }}
        errors={{ password: errors.password?.message, confirm: errors.confirm?.message }}
      />
      <FormError error={error} />
      <PrimaryButton busy={isSubmitting} label={PASSWORD_FORM.setPassword} />
    </form>
  );
}
