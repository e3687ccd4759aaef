"use client";
// Security tab: multi-factor authentication (security.multifactor_authentication) and the sentiment score model
// version; admins only, read-only for others. react-hook-form over ZBrandSecurityForm (lib/brands/settings-form.ts):
// a bad version is said under its field, and the server's refusals land on the same fields.
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { SwitchField, TextField } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import {
  BRAND_SECURITY_FIELDS,
  brandSecurityValues,
  ZBrandSecurityForm,
  type TBrandSecurityFormOutput,
  type TBrandSecurityFormValues,
} from "@/lib/brands/settings-form";
import { FORM_MSG } from "@/lib/forms/messages";
import { formParseOptions, placeServerErrors, serverProblem } from "@/lib/forms/server-errors";
import { ReadOnlyNote, SaveBar, useBrandSave } from "./controls";
import { SETTINGS_LABELS as L } from "./labels";
import type { TTabProps } from "./tab-props";

export function SecurityTab({ settings: s, isAdmin, onSaved, onReload }: TTabProps) {
  const form = useForm<TBrandSecurityFormValues, unknown, TBrandSecurityFormOutput>({
    resolver: zodResolver(ZBrandSecurityForm, formParseOptions({ multifactor_authentication: L.mfa, sentiment_score_model_version: L.sentimentVersion })),
    mode: "onTouched",
    defaultValues: brandSecurityValues(s),
  });
  const { errors } = form.formState;
  const { save, saving, stale } = useBrandSave(s, onSaved, (e) => {
    const placed = placeServerErrors(serverProblem(e)?.invalidParams ?? [], { fields: BRAND_SECURITY_FIELDS });
    placed.fields.forEach((f, i) => form.setError(f.field, { type: "server", message: f.message }, { shouldFocus: i === 0 }));
  });
  const onSave = form.handleSubmit(
    (values) => void save(values),
    () => toast.error(FORM_MSG.checkFields),
  );

  return (
    <form noValidate onSubmit={(e) => void onSave(e)} className="space-y-5">
      {!isAdmin && <ReadOnlyNote text={L.adminOnly} />}
      <Controller
        control={form.control}
        name="security.multifactor_authentication"
        render={({ field }) => (
          <SwitchField
            label={L.mfa}
            hint={L.mfaHint}
            checked={field.value}
            onChange={field.onChange}
            disabled={!isAdmin}
            error={errors.security?.multifactor_authentication?.message}
            testId="security-mfa"
          />
        )}
      />
      <div className="max-w-sm">
        <TextField label={L.sentimentVersion} disabled={!isAdmin} error={errors.sentiment_score_model_version?.message} {...form.register("sentiment_score_model_version")} />
      </div>
      {isAdmin && <SaveBar saving={saving} stale={stale} onSave={() => void onSave()} onReload={onReload} />}
    </form>
  );
}
