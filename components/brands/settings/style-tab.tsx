"use client";
// Style tab: accent, primary and secondary colours, header logo, welcome and thank-you blocks and the CSS override
// (refused by the server when it holds markup; the refusal is shown under the field). react-hook-form over
// ZBrandStyleForm (the PUT's own style rules, lib/brands/settings-form.ts): a bad colour is said under its field on
// save, and the server's refusals land on the same fields.
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, type FieldPath } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { cssOverrideProblem } from "@/lib/brands/css";
import {
  BRAND_STYLE_FIELDS,
  brandStyleValues,
  ZBrandStyleForm,
  type TBrandStyleFormOutput,
  type TBrandStyleFormValues,
} from "@/lib/brands/settings-form";
import { FORM_MSG } from "@/lib/forms/messages";
import { formParseOptions, placeServerErrors, serverProblem } from "@/lib/forms/server-errors";
import { ColorField, ReadOnlyNote, SaveBar, TextField, useBrandSave } from "./controls";
import { SETTINGS_LABELS as L } from "./labels";
import type { TTabProps } from "./tab-props";

type TStyleKey = keyof TBrandStyleFormValues["style"];

export function StyleTab({ settings: s, canWrite, onSaved, onReload }: TTabProps) {
  const form = useForm<TBrandStyleFormValues, unknown, TBrandStyleFormOutput>({
    resolver: zodResolver(
      ZBrandStyleForm,
      formParseOptions({
        accent: L.accent,
        primary: L.primary,
        secondary: L.secondary,
        header_logo: L.headerLogo,
        welcome_title: L.welcomeTitle,
        welcome_text: L.welcomeText,
        thank_you_title: L.thankYouTitle,
        thank_you_text: L.thankYouText,
        css_override: L.cssOverride,
      }),
    ),
    defaultValues: brandStyleValues(s),
  });
  const { control, formState, watch } = form;
  const { save, saving, stale } = useBrandSave(s, onSaved, (e) => {
    const placed = placeServerErrors(serverProblem(e)?.invalidParams ?? [], { fields: BRAND_STYLE_FIELDS });
    placed.fields.forEach((f, i) => form.setError(f.field, { type: "server", message: f.message }, { shouldFocus: i === 0 }));
  });
  const ro = !canWrite;
  const err = (k: TStyleKey) => formState.errors.style?.[k]?.message;
  // The server refuses it too; the same rule here only shows the reason while typing.
  const cssLocal = cssOverrideProblem(watch("style.css_override")) ?? undefined;

  const onSave = form.handleSubmit(
    (values) => void save({ style: values.style }),
    () => toast.error(FORM_MSG.checkFields),
  );

  const color = (k: TStyleKey, label: string) => (
    <Controller
      control={control}
      name={`style.${k}` as FieldPath<TBrandStyleFormValues>}
      render={({ field }) => <ColorField label={label} value={String(field.value ?? "")} onChange={field.onChange} disabled={ro} error={err(k)} />}
    />
  );
  const text = (k: TStyleKey, label: string, more: { multiline?: boolean; rows?: number; mono?: boolean; hint?: string; error?: string } = {}) => (
    <Controller
      control={control}
      name={`style.${k}` as FieldPath<TBrandStyleFormValues>}
      render={({ field }) => <TextField label={label} value={String(field.value ?? "")} onChange={field.onChange} disabled={ro} error={err(k)} {...more} />}
    />
  );

  return (
    <div className="space-y-5">
      {ro && <ReadOnlyNote text={L.readOnly} />}
      <div className="grid gap-5 md:grid-cols-3">
        {color("accent", L.accent)}
        {color("primary", L.primary)}
        {color("secondary", L.secondary)}
      </div>
      {text("header_logo", L.headerLogo)}
      <div className="grid gap-5 md:grid-cols-2">
        <div className="space-y-3">
          {text("welcome_title", L.welcomeTitle)}
          {text("welcome_text", L.welcomeText, { multiline: true })}
        </div>
        <div className="space-y-3">
          {text("thank_you_title", L.thankYouTitle)}
          {text("thank_you_text", L.thankYouText, { multiline: true })}
        </div>
      </div>
      {text("css_override", L.cssOverride, { hint: L.cssHint, multiline: true, rows: 6, mono: true, error: err("css_override") ?? cssLocal })}
      {canWrite && <SaveBar saving={saving} stale={stale} onSave={() => void onSave()} onReload={onReload} />}
    </div>
  );
}
