// The create / edit modal's state (spec 2 §5 "Demographic question"): an editable draft with point values kept as
// typed, built from a study row or empty, and the body it sends. Pure: the modal and the unit tests use it.
import type { TDemographicDraft, TDemographicImage, TDemographicType } from "@/lib/study-rules/demographics";
import type { TWireSurveyDemographic } from "@/lib/builder/builder-wire";

export interface TEditorDraft extends TDemographicDraft {
  dashboard_title: string;
  images: Required<TDemographicImage>[];
  point_values: string[];
  show_as_dropdown: boolean;
  randomize_options: boolean;
  audience_weighting: boolean;
}

/** A new question: single select with two empty answers. */
export const emptyEditorDraft = (type: TDemographicType = "choice"): TEditorDraft => ({
  type,
  title: "",
  dashboard_title: "",
  options: ["", ""],
  images: [],
  pointable: false,
  point_values: ["", ""],
  country_options: {},
  required: false,
  editable: true,
  audience_weighting: false,
  show_as_dropdown: false,
  randomize_options: false,
});

/** The draft of a study's row (point values as text, one per option). */
export function editorDraftFrom(row: TWireSurveyDemographic): TEditorDraft {
  const d = row.demographic;
  return {
    type: d.type,
    title: d.title,
    dashboard_title: d.dashboard_title ?? "",
    options: [...d.options],
    images: d.images.map((i) => ({ ...i })),
    pointable: d.pointable,
    point_values: d.options.map((_, i) => (d.pointable && typeof d.point_values[i] === "number" ? String(d.point_values[i]) : "")),
    country_options: Object.fromEntries(Object.entries(d.country_options).map(([c, f]) => [c, [...f]])),
    required: row.required,
    editable: d.editable,
    audience_weighting: d.audience_weighting,
    show_as_dropdown: d.show_as_dropdown,
    randomize_options: row.randomize_options,
  };
}

/** Switching type: options and values stay for choice ↔ multi; image and text start from their own empty state. */
export function withType(d: TEditorDraft, type: TDemographicType): TEditorDraft {
  if (type === d.type) return d;
  if ((type === "choice" || type === "multi") && (d.type === "choice" || d.type === "multi")) return { ...d, type };
  const options = type === "choice" || type === "multi" ? ["", ""] : [];
  return { ...d, type, options, point_values: options.map(() => ""), country_options: {}, pointable: false, show_as_dropdown: false };
}

export const addOption = (d: TEditorDraft): TEditorDraft => ({
  ...d,
  options: [...d.options, ""],
  point_values: [...d.point_values, ""],
  country_options: Object.fromEntries(Object.entries(d.country_options).map(([c, f]) => [c, [...f, true]])),
});

export const removeOption = (d: TEditorDraft, index: number): TEditorDraft => ({
  ...d,
  options: d.options.filter((_, i) => i !== index),
  point_values: d.point_values.filter((_, i) => i !== index),
  country_options: Object.fromEntries(Object.entries(d.country_options).map(([c, f]) => [c, f.filter((_, i) => i !== index)])),
});

/** Whether `country` offers the answer at `index` (no entry: offered). */
export const offered = (d: Pick<TEditorDraft, "country_options">, country: string, index: number): boolean =>
  d.country_options[country.toLowerCase()]?.[index] ?? true;

export function setOffered(d: TEditorDraft, country: string, index: number, on: boolean): TEditorDraft {
  const key = country.toLowerCase();
  const flags = d.options.map((_, i) => (i === index ? on : offered(d, key, i)));
  return { ...d, country_options: { ...d.country_options, [key]: flags } };
}
