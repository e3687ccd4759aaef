"use client";
// General tab: name, logo (upload with preview), website, slug, type, CRM link, default country and language,
// minimum age, regions, disclaimer, url_param and the Active switch. Admin-only fields are read-only for others.
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { BRAND_TYPES, type TBrandUpdate } from "@/lib/brands/wire";
import { btnSecondary } from "@/components/wizard/publish-flow";
import { Field, ReadOnlyNote, SaveBar, SelectField, Switch, TextField, orNull, str, useBrandSave } from "./controls";
import { SETTINGS_LABELS as L } from "./labels";
import { fetchCountries, fetchLanguages, settingsKeys, uploadLogo } from "./settings-api";
import type { TTabProps } from "./tab-props";

export function GeneralTab({ settings: s, isAdmin, canWrite, onSaved, onReload }: TTabProps) {
  const [name, setName] = useState(s.name);
  const [logo, setLogo] = useState(str(s.logo));
  const [website, setWebsite] = useState(str(s.website));
  const [slug, setSlug] = useState(str(s.slug));
  const [brandType, setBrandType] = useState(s.brand_type);
  const [crm, setCrm] = useState(str(s.salesforce_id));
  const [country, setCountry] = useState(str(s.default_country_id));
  const [language, setLanguage] = useState(str(s.default_language_id));
  const [age, setAge] = useState(s.minimum_age === null ? "" : String(s.minimum_age));
  const [regions, setRegions] = useState(s.regions.join("\n"));
  const [disclaimer, setDisclaimer] = useState(str(s.disclaimer));
  const [urlParam, setUrlParam] = useState(str(s.url_param));
  const [active, setActive] = useState(s.is_active);
  const [uploading, setUploading] = useState(false);
  const [logoError, setLogoError] = useState<string | undefined>();
  const fileRef = useRef<HTMLInputElement>(null);
  const { save, saving, errors, stale } = useBrandSave(s, onSaved);
  const countries = useQuery({ queryKey: settingsKeys.countries, queryFn: fetchCountries, staleTime: 10 * 60_000 });
  const languages = useQuery({ queryKey: settingsKeys.languages, queryFn: fetchLanguages, staleTime: 10 * 60_000 });
  const ro = !canWrite;
  const adminRo = ro || !isAdmin;

  async function onFile(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setLogoError(undefined);
    try {
      const { logo: url } = await uploadLogo(s._id, file);
      setLogo(url);
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      setLogoError(msg);
      toast.error(msg);
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = "";
    }
  }

  function onSave() {
    const ageNum = age.trim() === "" ? null : Number(age);
    const fields: Omit<TBrandUpdate, "date_modified"> = {
      name: name.trim(),
      logo: orNull(logo),
      website: orNull(website),
      default_country_id: orNull(country),
      default_language_id: orNull(language),
      minimum_age: ageNum,
      regions: regions.split("\n").map((r) => r.trim()).filter(Boolean),
      disclaimer: orNull(disclaimer),
      url_param: orNull(urlParam),
    };
    if (isAdmin) Object.assign(fields, { slug: orNull(slug), brand_type: brandType as TBrandUpdate["brand_type"], salesforce_id: orNull(crm), is_active: active });
    void save(fields);
  }

  const refOptions = (items: { _id: string; label: string }[] | undefined, current: string) => {
    const list = (items ?? []).map((i) => ({ value: i._id, label: i.label }));
    if (current && !list.some((o) => o.value === current)) list.unshift({ value: current, label: current });
    return [{ value: "", label: L.none }, ...list];
  };

  return (
    <div className="space-y-5">
      {ro && <ReadOnlyNote text={L.readOnly} />}
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label={L.name} value={name} onChange={setName} disabled={ro} error={errors.name} />
        <TextField label={L.website} value={website} onChange={setWebsite} disabled={ro} error={errors.website} type="url" />
      </div>

      <Field label={L.logo} error={logoError ?? errors.logo} hint={L.logoHint}>
        {({ id, describedBy }) => (
          <div className="mt-1 flex flex-wrap items-center gap-4">
            <div className="flex h-16 w-40 items-center justify-center rounded border border-slate-200 bg-slate-50">
              {logo ? (
                <img src={logo} alt={L.logoPreview(name || s.name)} className="max-h-14 max-w-[9.5rem] object-contain" />
              ) : (
                <span className="text-xs text-slate-600">{L.none}</span>
              )}
            </div>
            <input
              id={id}
              ref={fileRef}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              className="sr-only"
              disabled={ro || uploading}
              aria-describedby={describedBy}
              onChange={(e) => void onFile(e.target.files?.[0])}
            />
            <button type="button" className={btnSecondary} disabled={ro || uploading} aria-busy={uploading} onClick={() => fileRef.current?.click()}>
              {uploading ? L.logoUploading : L.logoUpload}
            </button>
            {logo && !ro && (
              <button type="button" className={btnSecondary} onClick={() => setLogo("")}>
                {L.logoRemove}
              </button>
            )}
          </div>
        )}
      </Field>

      <div className="grid gap-5 md:grid-cols-3">
        <TextField label={L.slug} value={slug} onChange={setSlug} disabled={adminRo} error={errors.slug} />
        <SelectField label={L.brandType} value={brandType} onChange={setBrandType} disabled={adminRo} options={BRAND_TYPES.map((t) => ({ value: t, label: t }))} error={errors.brand_type} />
        <TextField label={L.crm} value={crm} onChange={setCrm} disabled={adminRo} error={errors.salesforce_id} />
      </div>
      <div className="grid gap-5 md:grid-cols-3">
        <SelectField label={L.defaultCountry} value={country} onChange={setCountry} disabled={ro} options={refOptions(countries.data, country)} error={errors.default_country_id} />
        <SelectField label={L.defaultLanguage} value={language} onChange={setLanguage} disabled={ro} options={refOptions(languages.data, language)} error={errors.default_language_id} />
        <TextField label={L.minimumAge} value={age} onChange={setAge} disabled={ro} type="number" error={errors.minimum_age} />
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label={L.regions} hint={L.regionsHint} value={regions} onChange={setRegions} disabled={ro} multiline rows={4} error={errors.regions} />
        <TextField label={L.disclaimer} value={disclaimer} onChange={setDisclaimer} disabled={ro} multiline rows={4} error={errors.disclaimer} />
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label={L.urlParam} value={urlParam} onChange={setUrlParam} disabled={ro} error={errors.url_param} />
        <div className="pt-6">
          <Switch label={L.active} description={L.activeHint} checked={active} onChange={setActive} disabled={adminRo} testId="brand-active" />
        </div>
      </div>
      {canWrite && <SaveBar saving={saving} stale={stale} onSave={onSave} onReload={onReload} disabled={uploading} />}
    </div>
  );
}
