"use client";
// General tab: name, logo (upload with preview), website, slug, type, CRM link, default country and language,
// minimum age, regions, disclaimer, url_param and the Active switch. Admin-only fields are read-only for others.
// react-hook-form over ZBrandGeneralForm (the server's own field rules, lib/brands/settings-form.ts): errors show under
// their fields as the user leaves them, and the server's refusals land on the same fields.
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Controller, useForm, type FieldErrors } from "react-hook-form";
import { buttonClass } from "@/components/ui/button";
import { Field, fieldInputClass, SelectField, SwitchField, TextField } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import {
  BRAND_GENERAL_FIELDS,
  brandGeneralPatch,
  brandGeneralValues,
  ZBrandGeneralForm,
  type TBrandGeneralFormOutput,
  type TBrandGeneralFormValues,
} from "@/lib/brands/settings-form";
import { BRAND_TYPES } from "@/lib/brands/wire";
import { FORM_MSG } from "@/lib/forms/messages";
import { formParseOptions, placeServerErrors, serverProblem } from "@/lib/forms/server-errors";
import { ReadOnlyNote, SaveBar, useBrandSave } from "./controls";
import { SETTINGS_LABELS as L } from "./labels";
import { fetchCountries, fetchLanguages, settingsKeys, uploadLogo } from "./settings-api";
import type { TTabProps } from "./tab-props";

/** The first message of a field's errors (a list field such as regions holds them per line). */
function messageOf(errors: FieldErrors<TBrandGeneralFormValues>, field: keyof TBrandGeneralFormValues): string | undefined {
  const e = errors[field] as { message?: string } | Record<string, { message?: string }> | undefined;
  if (!e) return undefined;
  if (typeof e.message === "string") return e.message;
  return Object.values(e as Record<string, { message?: string } | undefined>).find((x) => typeof x?.message === "string")?.message;
}

export function GeneralTab({ settings: s, isAdmin, canWrite, onSaved, onReload }: TTabProps) {
  const form = useForm<TBrandGeneralFormValues, unknown, TBrandGeneralFormOutput>({
    resolver: zodResolver(ZBrandGeneralForm, formParseOptions({ name: L.name, website: L.website, url_param: L.urlParam, minimum_age: L.minimumAge })),
    mode: "onTouched",
    defaultValues: brandGeneralValues(s),
  });
  const { register, control, setValue, watch, formState } = form;
  const err = (f: keyof TBrandGeneralFormValues) => messageOf(formState.errors, f);
  const [uploading, setUploading] = useState(false);
  const [logoError, setLogoError] = useState<string | undefined>();
  const fileRef = useRef<HTMLInputElement>(null);
  const { save, saving, stale } = useBrandSave(s, onSaved, (e) => {
    const placed = placeServerErrors(serverProblem(e)?.invalidParams ?? [], { fields: BRAND_GENERAL_FIELDS });
    placed.fields.forEach((f, i) => form.setError(f.field, { type: "server", message: f.message }, { shouldFocus: i === 0 }));
  });
  const countries = useQuery({ queryKey: settingsKeys.countries, queryFn: fetchCountries, staleTime: 10 * 60_000 });
  const languages = useQuery({ queryKey: settingsKeys.languages, queryFn: fetchLanguages, staleTime: 10 * 60_000 });
  const ro = !canWrite;
  const adminRo = ro || !isAdmin;
  const logo = watch("logo");
  const name = watch("name");

  async function onFile(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setLogoError(undefined);
    try {
      const { logo: url } = await uploadLogo(s._id, file);
      setValue("logo", url, { shouldDirty: true });
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      setLogoError(msg);
      toast.error(msg);
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = "";
    }
  }

  const onSave = form.handleSubmit(
    (values) => void save(brandGeneralPatch(values, isAdmin)),
    () => toast.error(FORM_MSG.checkFields),
  );

  const refOptions = (items: { _id: string; label: string }[] | undefined, current: string) => {
    const list = (items ?? []).map((i) => ({ value: i._id, label: i.label }));
    if (current && !list.some((o) => o.value === current)) list.unshift({ value: current, label: current });
    return [{ value: "", label: L.none }, ...list];
  };

  return (
    <form noValidate onSubmit={(e) => void onSave(e)} className="space-y-5">
      {ro && <ReadOnlyNote text={L.readOnly} />}
      {!ro && <p className="text-xs text-muted">{FORM_MSG.requiredNote}</p>}
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label={L.name} required disabled={ro} error={err("name")} {...register("name")} />
        <TextField label={L.website} type="url" disabled={ro} error={err("website")} {...register("website")} />
      </div>

      <Field label={L.logo} error={logoError ?? err("logo")} hint={L.logoHint}>
        {(ctl) => (
          <div className="mt-1 flex flex-wrap items-center gap-4">
            <div className="flex h-16 w-40 items-center justify-center rounded border border-line bg-canvas">
              {logo ? (
                <img src={logo} alt={L.logoPreview(name || s.name)} className="max-h-14 max-w-[9.5rem] object-contain" />
              ) : (
                <span className="text-xs text-muted">{L.none}</span>
              )}
            </div>
            <input
              {...ctl}
              ref={fileRef}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              className="sr-only"
              disabled={ro || uploading}
              onChange={(e) => void onFile(e.target.files?.[0])}
            />
            <button type="button" className={buttonClass("secondary")} disabled={ro || uploading} aria-busy={uploading} onClick={() => fileRef.current?.click()}>
              {uploading ? L.logoUploading : L.logoUpload}
            </button>
            {logo && !ro && (
              <button type="button" className={buttonClass("secondary")} onClick={() => setValue("logo", "", { shouldDirty: true })}>
                {L.logoRemove}
              </button>
            )}
          </div>
        )}
      </Field>

      <div className="grid gap-5 md:grid-cols-3">
        <TextField label={L.slug} disabled={adminRo} error={err("slug")} {...register("slug")} />
        <SelectField label={L.brandType} disabled={adminRo} options={BRAND_TYPES.map((t) => ({ value: t, label: t }))} error={err("brand_type")} {...register("brand_type")} />
        <TextField label={L.crm} disabled={adminRo} error={err("salesforce_id")} {...register("salesforce_id")} />
      </div>
      <div className="grid gap-5 md:grid-cols-3">
        <SelectField
          label={L.defaultCountry}
          disabled={ro}
          options={refOptions(countries.data, watch("default_country_id"))}
          error={err("default_country_id")}
          {...register("default_country_id")}
        />
        <SelectField
          label={L.defaultLanguage}
          disabled={ro}
          options={refOptions(languages.data, watch("default_language_id"))}
          error={err("default_language_id")}
          {...register("default_language_id")}
        />
        <TextField label={L.minimumAge} type="text" inputMode="numeric" disabled={ro} error={err("minimum_age")} {...register("minimum_age")} />
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <Field label={L.regions} hint={L.regionsHint} error={err("regions")}>
          {(ctl) => <textarea {...ctl} rows={4} disabled={ro} className={fieldInputClass} {...register("regions")} />}
        </Field>
        <Field label={L.disclaimer} error={err("disclaimer")}>
          {(ctl) => <textarea {...ctl} rows={4} disabled={ro} className={fieldInputClass} {...register("disclaimer")} />}
        </Field>
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label={L.urlParam} disabled={ro} error={err("url_param")} {...register("url_param")} />
        <div className="pt-6">
          <Controller
            control={control}
            name="is_active"
            render={({ field }) => (
              <SwitchField label={L.active} hint={L.activeHint} checked={field.value} onChange={field.onChange} disabled={adminRo} testId="brand-active" />
            )}
          />
        </div>
      </div>
      {canWrite && <SaveBar saving={saving} stale={stale} onSave={() => void onSave()} onReload={onReload} disabled={uploading} />}
    </form>
  );
}
