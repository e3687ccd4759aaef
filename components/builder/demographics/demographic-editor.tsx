"use client";
// The create / edit segmentation question modal (spec 2 §5 "Demographic question"): every rule shown inline from
// lib/study-rules/demographics.ts — title required, at least 2 answers, point values (numeric, 0 or more, none on an
// empty answer, a warning above 1000), image options (more than 1, labels non-empty and unique, uploader while fewer
// than 26, wrong-type text), Required disabled for pointable questions; Save enabled per canSaveDemographic.
import { AlertTriangle, Plus, Trash2, Upload } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { uploadImages } from "@/components/product-form/product-api";
import { RetryingImage } from "@/components/ui/retrying-image";
import { ACCEPTED_IMAGE_MIME } from "@/lib/products/rules";
import { addOption, emptyEditorDraft, offered, removeOption, setOffered, withType, type TEditorDraft } from "@/lib/demographics/editor";
import {
  DEMOGRAPHIC_TYPES,
  canSaveDemographic,
  demographicErrors,
  demographicWarnings,
  effectiveRequired,
  imageSlotsLeft,
  requiredToggleDisabled,
  setPointable,
  showImageUploader,
  type TDemographicField,
  type TDemographicType,
} from "@/lib/study-rules/demographics";
import { DEMOGRAPHIC_MSG } from "@/lib/study-rules/messages";
import { BUILDER_MSG } from "@/lib/builder/messages";
import { buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { TDemographicPayload } from "./segmentation-api";

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  brandId: string;
  /** null: create; else the draft of the edited question. */
  initial: TEditorDraft | null;
  /** The study's country codes (answers per country are offered when there is more than one). */
  countries: string[];
  readOnly: boolean;
  /** Admins acting as themselves may create an audience weighting question. */
  canWeight: boolean;
  onSave(payload: TDemographicPayload): Promise<boolean>;
}

const input = "w-full rounded border border-line-strong px-3 py-2 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-focus disabled:bg-canvas";
const errorText = "text-xs text-danger";

export function payloadOf(d: TEditorDraft): TDemographicPayload {
  return {
    type: d.type,
    title: d.title,
    dashboard_title: d.dashboard_title.trim() ? d.dashboard_title : null,
    options: d.options,
    images: d.images,
    pointable: d.pointable,
    point_values: d.pointable ? d.point_values.map((v) => (v.trim() === "" ? null : v)) : [],
    country_options: d.country_options,
    show_as_dropdown: d.show_as_dropdown,
    ...(d.audience_weighting ? { audience_weighting: true } : {}),
    required: effectiveRequired(d),
    randomize_options: d.type === "text" ? false : d.randomize_options,
  };
}

export function DemographicEditor({ open, onOpenChange, brandId, initial, countries, readOnly, canWeight, onSave }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<TEditorDraft>(() => initial ?? emptyEditorDraft());
  const [touched, setTouched] = useState<Set<TDemographicField>>(new Set());
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    setDraft(initial ?? emptyEditorDraft());
    setTouched(new Set(initial ? (["title", "options", "point_values", "images"] as const) : []));
    setUploadProblem(null);
  }, [open, initial]);

  const errors = demographicErrors(draft);
  const warnings = demographicWarnings(draft);
  const shown = errors.filter((e) => touched.has(e.field));
  const fieldError = (field: TDemographicField) => shown.find((e) => e.field === field && e.index === undefined)?.message;
  const indexError = (field: TDemographicField, index: number) => shown.find((e) => e.field === field && e.index === index)?.message;
  const canSave = canSaveDemographic(draft, { viewOnly: readOnly, saving });
  const disabled = readOnly || saving || draft.editable === false;
  const choice = draft.type === "choice" || draft.type === "multi";

  const change = (next: TEditorDraft, field?: TDemographicField) => {
    setDraft(next);
    if (field) setTouched((t) => new Set(t).add(field));
  };

  async function save() {
    setTouched(new Set(["title", "options", "point_values", "images"]));
    if (!canSave) return;
    setSaving(true);
    try {
      if (await onSave(payloadOf(draft))) onOpenChange(false);
    } finally {
      setSaving(false);
    }
  }

  async function upload(files: File[]) {
    setUploadProblem(null);
    if (files.length === 0) return;
    if (files.some((f) => !(ACCEPTED_IMAGE_MIME as readonly string[]).includes(f.type.toLowerCase()))) {
      setUploadProblem(BUILDER_MSG.imageWrongType(DEMOGRAPHIC_MSG.imageTypesLabel));
      return;
    }
    setUploading(true);
    try {
      const uploaded = await uploadImages(brandId, files.slice(0, imageSlotsLeft(draft.images.length)));
      setDraft((d) => ({ ...d, images: [...d.images, ...uploaded.map((u) => ({ label: "", original: u.original, mobile: u.mobile, desktop: u.desktop }))] }));
      setTouched((t) => new Set(t).add("images"));
    } catch (e) {
      setUploadProblem(e instanceof Error ? e.message : String(e));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  const titleError = fieldError("title");
  const optionsError = fieldError("options");
  const imagesError = fieldError("images");

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !saving && onOpenChange(o)}
      title={initial ? DEMOGRAPHIC_MSG.editTitle : DEMOGRAPHIC_MSG.createTitle}
      size="lg"
      footer={
        <>
          <button type="button" className={buttonClass("secondary")} disabled={saving} onClick={() => onOpenChange(false)}>
            {DEMOGRAPHIC_MSG.cancel}
          </button>
          <button type="button" className={buttonClass("primary")} disabled={!canSave} aria-busy={saving} onClick={() => void save()}>
            {saving ? DEMOGRAPHIC_MSG.saving : DEMOGRAPHIC_MSG.save}
          </button>
        </>
      }
    >
      <div className="mt-4 flex flex-col gap-4" data-testid="demographic-editor">
        {draft.editable === false && <p className="text-sm text-subtle">{DEMOGRAPHIC_MSG.notEditable}</p>}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-type`} className="text-sm font-medium">
            {DEMOGRAPHIC_MSG.typeLabel}
          </label>
          <select
            id={`${id}-type`}
            className={input}
            value={draft.type}
            disabled={disabled || Boolean(initial)}
            onChange={(e) => change(withType(draft, e.target.value as TDemographicType))}
          >
            {DEMOGRAPHIC_TYPES.map((t) => (
              <option key={t} value={t}>
                {DEMOGRAPHIC_MSG.typeLabels[t]}
              </option>
            ))}
          </select>
        </div>

        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-title`} className="text-sm font-medium">
            {DEMOGRAPHIC_MSG.titleLabel}
          </label>
          <input
            id={`${id}-title`}
            className={input}
            value={draft.title}
            disabled={disabled}
            aria-invalid={Boolean(titleError)}
            aria-describedby={titleError ? `${id}-title-error` : undefined}
            onChange={(e) => change({ ...draft, title: e.target.value }, "title")}
            onBlur={() => setTouched((t) => new Set(t).add("title"))}
          />
          {titleError && (
            <p id={`${id}-title-error`} className={errorText}>
              {titleError}
            </p>
          )}
        </div>

        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-dash`} className="text-sm font-medium">
            {DEMOGRAPHIC_MSG.dashboardTitleLabel}
          </label>
          <input id={`${id}-dash`} className={input} value={draft.dashboard_title} disabled={disabled} onChange={(e) => change({ ...draft, dashboard_title: e.target.value })} />
        </div>

        {choice && (
          <fieldset className="flex flex-col gap-2" disabled={disabled}>
            <legend className="text-sm font-medium">{DEMOGRAPHIC_MSG.optionsLegend}</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={draft.pointable} onChange={(e) => change(setPointable(draft, e.target.checked), "point_values")} />
              {DEMOGRAPHIC_MSG.pointable}
            </label>
            <ol className="flex flex-col gap-2">
              {draft.options.map((o, i) => {
                const pvError = indexError("point_values", i);
                return (
                  <li key={i} className="flex flex-col gap-1">
                    <div className="flex items-center gap-2">
                      <label className="sr-only" htmlFor={`${id}-o${i}`}>
                        {DEMOGRAPHIC_MSG.optionLabel(i + 1)}
                      </label>
                      <input
                        id={`${id}-o${i}`}
                        className={input}
                        value={o}
                        placeholder={DEMOGRAPHIC_MSG.optionLabel(i + 1)}
                        onChange={(e) => change({ ...draft, options: draft.options.map((x, j) => (j === i ? e.target.value : x)) }, "options")}
                      />
                      {draft.pointable && (
                        <>
                          <label className="sr-only" htmlFor={`${id}-p${i}`}>
                            {DEMOGRAPHIC_MSG.pointValueLabel(i + 1)}
                          </label>
                          <input
                            id={`${id}-p${i}`}
                            className={`${input} w-28`}
                            inputMode="decimal"
                            value={draft.point_values[i] ?? ""}
                            placeholder="0"
                            aria-invalid={Boolean(pvError)}
                            aria-describedby={pvError ? `${id}-p${i}-error` : undefined}
                            onChange={(e) => change({ ...draft, point_values: draft.options.map((_, j) => (j === i ? e.target.value : (draft.point_values[j] ?? ""))) }, "point_values")}
                          />
                        </>
                      )}
                      <button
                        type="button"
                        className="rounded p-2 text-faint hover:bg-sunken focus:outline-none focus-visible:ring-2 focus-visible:ring-focus"
                        aria-label={DEMOGRAPHIC_MSG.removeOption(i + 1)}
                        onClick={() => change(removeOption(draft, i), "options")}
                      >
                        <Trash2 size={14} aria-hidden />
                      </button>
                    </div>
                    {pvError && (
                      <p id={`${id}-p${i}-error`} className={errorText}>
                        {pvError}
                      </p>
                    )}
                  </li>
                );
              })}
            </ol>
            {optionsError && <p className={errorText}>{optionsError}</p>}
            {warnings.map((w) => (
              <p key={w} role="status" className="flex gap-2 rounded border border-warning-line bg-warning-soft p-2 text-sm text-warning-ink">
                <AlertTriangle size={16} aria-hidden className="mt-0.5 shrink-0" />
                {w}
              </p>
            ))}
            <button type="button" className={`${buttonClass("secondary")} inline-flex w-fit items-center gap-1`} onClick={() => change(addOption(draft))}>
              <Plus size={14} aria-hidden />
              {DEMOGRAPHIC_MSG.addOption}
            </button>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={draft.show_as_dropdown} onChange={(e) => change({ ...draft, show_as_dropdown: e.target.checked })} />
              {DEMOGRAPHIC_MSG.showAsDropdown}
            </label>
          </fieldset>
        )}

        {choice && countries.length > 1 && (
          <fieldset className="flex flex-col gap-2" disabled={disabled}>
            <legend className="text-sm font-medium">{DEMOGRAPHIC_MSG.countryOptionsLegend}</legend>
            {countries.map((c) => (
              <div key={c} className="flex flex-wrap items-center gap-3 text-sm">
                <span className="w-10 font-medium uppercase">{c}</span>
                {draft.options.map((o, i) =>
                  o.trim() ? (
                    <label key={i} className="flex items-center gap-1">
                      <input type="checkbox" checked={offered(draft, c, i)} onChange={(e) => change(setOffered(draft, c, i, e.target.checked))} />
                      {o}
                    </label>
                  ) : null,
                )}
              </div>
            ))}
          </fieldset>
        )}

        {draft.type === "image" && (
          <fieldset className="flex flex-col gap-2" disabled={disabled}>
            <legend className="text-sm font-medium">{DEMOGRAPHIC_MSG.imagesLegend}</legend>
            {draft.images.length === 0 && <p className="text-sm text-muted">{DEMOGRAPHIC_MSG.noImageOptions}</p>}
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {draft.images.map((img, i) => {
                const labelError = indexError("images", i);
                return (
                  <li key={`${img.original}-${i}`} className="flex flex-col gap-1 rounded border border-line p-2">
                    <RetryingImage src={img.mobile || img.original} alt="" className="h-24 w-full rounded object-cover" />
                    <label className="sr-only" htmlFor={`${id}-i${i}`}>
                      {DEMOGRAPHIC_MSG.imageLabel(i + 1)}
                    </label>
                    <input
                      id={`${id}-i${i}`}
                      className={input}
                      value={img.label}
                      placeholder={DEMOGRAPHIC_MSG.imageLabel(i + 1)}
                      aria-invalid={Boolean(labelError)}
                      onChange={(e) => change({ ...draft, images: draft.images.map((x, j) => (j === i ? { ...x, label: e.target.value } : x)) }, "images")}
                    />
                    {labelError && <p className={errorText}>{labelError}</p>}
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 self-end rounded px-2 py-1 text-xs text-danger hover:bg-danger-soft"
                      aria-label={DEMOGRAPHIC_MSG.removeImage(i + 1)}
                      onClick={() => change({ ...draft, images: draft.images.filter((_, j) => j !== i) }, "images")}
                    >
                      <Trash2 size={12} aria-hidden />
                    </button>
                  </li>
                );
              })}
            </ul>
            {imagesError && <p className={errorText}>{imagesError}</p>}
            {showImageUploader(draft.images.length) && imageSlotsLeft(draft.images.length) > 0 && (
              <div className="flex flex-col gap-1">
                <label htmlFor={`${id}-upload`} className={`${buttonClass("secondary")} inline-flex w-fit cursor-pointer items-center gap-1`}>
                  <Upload size={14} aria-hidden />
                  {DEMOGRAPHIC_MSG.uploadImages}
                </label>
                <input
                  id={`${id}-upload`}
                  ref={fileInput}
                  type="file"
                  accept={ACCEPTED_IMAGE_MIME.join(",")}
                  multiple
                  className="sr-only"
                  disabled={disabled || uploading}
                  onChange={(e) => void upload(Array.from(e.target.files ?? []))}
                />
                {uploading && <p className="text-xs text-muted">{DEMOGRAPHIC_MSG.saving}</p>}
              </div>
            )}
            {uploadProblem && (
              <p role="alert" className="rounded border border-danger-line bg-danger-soft p-2 text-sm text-danger-strong">
                {uploadProblem}
              </p>
            )}
          </fieldset>
        )}

        <fieldset className="flex flex-wrap gap-4" disabled={disabled}>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={effectiveRequired(draft)}
              disabled={requiredToggleDisabled(draft)}
              onChange={(e) => change({ ...draft, required: e.target.checked })}
            />
            {DEMOGRAPHIC_MSG.required}
          </label>
          {draft.type !== "text" && (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={draft.randomize_options} onChange={(e) => change({ ...draft, randomize_options: e.target.checked })} />
              {DEMOGRAPHIC_MSG.randomize}
            </label>
          )}
          {canWeight && !initial && (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={draft.audience_weighting} onChange={(e) => change({ ...draft, audience_weighting: e.target.checked })} />
              {DEMOGRAPHIC_MSG.audienceWeightingQuestion}
            </label>
          )}
        </fieldset>
      </div>
    </Dialog>
  );
}
