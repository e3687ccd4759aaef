"use client";
// The state of the demographic question editor (spec 2 §5 "Demographic question"): the draft, which fields were
// touched (an error shows once its field was touched, and every error on Save), saving, and the image upload (types
// checked here, at most the free slots sent). Reset from `initial` each time the editor opens.
import { useEffect, useRef, useState } from "react";
import { uploadImages } from "@/components/product-form/product-api";
import { ACCEPTED_IMAGE_MIME } from "@/lib/products/rules";
import { emptyEditorDraft, type TEditorDraft } from "@/lib/demographics/editor";
import {
  canSaveDemographic,
  demographicErrors,
  demographicWarnings,
  effectiveRequired,
  imageSlotsLeft,
  type TDemographicField,
} from "@/lib/study-rules/demographics";
import { DEMOGRAPHIC_MSG } from "@/lib/study-rules/messages";
import { BUILDER_MSG } from "@/lib/builder/messages";
import type { TDemographicPayload } from "./segmentation-api";

const ALL_FIELDS: readonly TDemographicField[] = ["title", "options", "point_values", "images"];

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

interface TOptions {
  open: boolean;
  initial: TEditorDraft | null;
  brandId: string;
  readOnly: boolean;
  onSave(payload: TDemographicPayload): Promise<boolean>;
  onOpenChange(open: boolean): void;
}

export function useDemographicEditor({ open, initial, brandId, readOnly, onSave, onOpenChange }: TOptions) {
  const [draft, setDraft] = useState<TEditorDraft>(() => initial ?? emptyEditorDraft());
  const [touched, setTouched] = useState<Set<TDemographicField>>(new Set());
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    setDraft(initial ?? emptyEditorDraft());
    setTouched(new Set(initial ? ALL_FIELDS : []));
    setUploadProblem(null);
  }, [open, initial]);

  const errors = demographicErrors(draft);
  const shown = errors.filter((e) => touched.has(e.field));
  const canSave = canSaveDemographic(draft, { viewOnly: readOnly, saving });

  const touch = (field: TDemographicField) => setTouched((t) => new Set(t).add(field));
  const change = (next: TEditorDraft, field?: TDemographicField) => {
    setDraft(next);
    if (field) touch(field);
  };

  async function save() {
    setTouched(new Set(ALL_FIELDS));
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
      touch("images");
    } catch (e) {
      setUploadProblem(e instanceof Error ? e.message : String(e));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  return {
    draft,
    change,
    touch,
    saving,
    canSave,
    /** The fields cannot be changed: view only, saving, or a question the brand may not edit. */
    disabled: readOnly || saving || draft.editable === false,
    warnings: demographicWarnings(draft),
    /** The shown error of a whole field. */
    fieldError: (field: TDemographicField) => shown.find((e) => e.field === field && e.index === undefined)?.message,
    /** The shown error of one answer / image of a field. */
    indexError: (field: TDemographicField, index: number) => shown.find((e) => e.field === field && e.index === index)?.message,
    save,
    upload,
    uploading,
    uploadProblem,
    fileInput,
  };
}

export type TDemographicEditorState = ReturnType<typeof useDemographicEditor>;
