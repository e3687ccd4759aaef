// The product form's pure mapping (spec 1 §2 "Product add/edit modal", §4, §5): which property metadata rows become
// inputs and how, product ↔ form values, translation tabs and the family-identifier check. The save rules themselves
// live in ./rules.ts and lib/schemas/product.ts; this file only shapes data for them.
import { DEFAULT_LANGUAGE_CODE } from "../constants";
import { ZForecasts, ZProductInput, type TProductFormValues } from "../schemas/product";
import { canAddLanguage, model3DUrl, type TModel3DType } from "./rules";
import type { TProductDescriptive, TProductWire } from "./wire";

/** What the form reads of a property metadata row. */
export interface TFormMetadata {
  name: string;
  data_path: string;
  data_type: string;
  valid_values: string[];
  input_field?: string | null;
  display_on_modal: boolean;
  display_group: string | null;
  sort_order: number;
  is_identifier: boolean;
  is_family_identifier: boolean;
  needs_translation: boolean;
}

export type TFieldKind = "text" | "textarea" | "number" | "checkbox" | "date" | "select";

export interface TFormField {
  path: string;
  label: string;
  kind: TFieldKind;
  options: string[];
  group: string;
  translatable: boolean;
  identifier: boolean;
  familyIdentifier: boolean;
}

/** Labels of the inputs the form always shows (ours; the spec names the modal, not its labels). */
export const FORM_LABELS = {
  details: "Details",
  name: "Name",
  assetFormat: "Asset format",
  assortments: "Assortments",
  price: "Price",
  margin: "Margin (%)",
  marginHint: "A percent of the price, from 0 to 100.",
  description: "Description",
  parent: "Parent product",
  parentSearch: "Search parent products",
  noParent: "No parent",
  images: "Images",
  models: "3D models",
  modelUrl: "3D model URL",
  addModel: "Add 3D model",
  addLanguage: "Add language",
  completed: "Translation complete",
  save: "Save",
  saving: "Saving...",
  cancel: "Cancel",
  yes: "Yes",
  no: "No",
  chooseFiles: "Choose images",
  dropHint: "Drag and drop images here, or",
  moveLeft: "Move image left",
  moveRight: "Move image right",
  removeImage: "Remove image",
  removeModel: "Remove 3D model",
  uploading: "Uploading...",
  general: "General",
  loading: "Loading...",
  conflictTitle: "This product changed while you were editing",
  reload: "Reload the latest version",
  translationLocked: "This translation is marked complete and locked. Untick \"Translation complete\" to edit it.",
} as const;

/** Asset formats offered when the brand's metadata gives no valid values for asset_format (our decision). */
export const DEFAULT_ASSET_FORMATS = ["image", "sketch", "render", "3d", "sample"] as const;

/** Inputs the form lays out itself; metadata rows for them only lend their translation flag. */
export const FIXED_PATHS = ["name", "asset_format", "assortment", "price", "margin", "description", "parent_id"] as const;
const SYSTEM_KEYS = new Set(["_id", "brand", "images", "three_dimensional_models", "additional_languages", "date_modified", "custom_data", "forecasts"]);
const INPUT_KEYS = new Set(Object.keys(ZProductInput.shape).filter((k) => !SYSTEM_KEYS.has(k)));
const FORECAST_KEYS = new Set(Object.keys(ZForecasts.shape));
const JSON_KEY = /^[A-Za-z0-9_-]{1,100}$/;

/** True when a data_path names something the product input can carry (so an input for it can be saved). */
export function isEditablePath(path: string): boolean {
  const [root, key, ...rest] = path.split(".");
  if (rest.length) return false;
  if (key === undefined) return INPUT_KEYS.has(root);
  if (root === "custom_data") return JSON_KEY.test(key);
  if (root === "forecasts") return FORECAST_KEYS.has(key);
  return false;
}

export function fieldKind(m: Pick<TFormMetadata, "data_type" | "valid_values" | "input_field">): TFieldKind {
  if (m.data_type === "number") return "number";
  if (m.data_type === "bool") return "checkbox";
  if (m.data_type === "date") return "date";
  if (m.valid_values.length > 0) return "select";
  return m.input_field === "textarea" ? "textarea" : "text";
}

/** The metadata-driven inputs: shown on the modal, savable, not a fixed input; by group, then sort order, then name. */
export function formFields(metadata: readonly TFormMetadata[]): TFormField[] {
  return metadata
    .filter((m) => m.display_on_modal && isEditablePath(m.data_path) && !(FIXED_PATHS as readonly string[]).includes(m.data_path))
    .map((m) => ({
      path: m.data_path,
      label: m.name,
      kind: fieldKind(m),
      options: m.valid_values,
      group: m.display_group?.trim() || FORM_LABELS.general,
      translatable: m.needs_translation,
      identifier: m.is_identifier,
      familyIdentifier: m.is_family_identifier,
    }))
    .sort((a, b) => {
      const order = (f: TFormField) => metadata.find((m) => m.data_path === f.path)?.sort_order ?? 0;
      return a.group.localeCompare(b.group) || order(a) - order(b) || a.label.localeCompare(b.label);
    });
}

/** The fields grouped by display group, groups in first-appearance order. */
export function groupFields(fields: readonly TFormField[]): { group: string; fields: TFormField[] }[] {
  const out: { group: string; fields: TFormField[] }[] = [];
  for (const f of fields) {
    const g = out.find((x) => x.group === f.group);
    if (g) g.fields.push(f);
    else out.push({ group: f.group, fields: [f] });
  }
  return out;
}

/** Asset format choices: the metadata's valid values for asset_format, else ours; the current value always stays. */
export function assetFormatOptions(metadata: readonly TFormMetadata[], current?: string | null): string[] {
  const meta = metadata.find((m) => m.data_path === "asset_format")?.valid_values ?? [];
  const list: string[] = meta.length ? [...meta] : [...DEFAULT_ASSET_FORMATS];
  if (current && !list.includes(current)) list.unshift(current);
  return list;
}

/**
 * Whether an input may be edited on a translation tab (spec 1 §4: fields there are disabled unless translatable).
 * Name and description count as translatable when the brand has no metadata row for them (our decision).
 */
export function isTranslatable(path: string, metadata: readonly TFormMetadata[]): boolean {
  const m = metadata.find((x) => x.data_path === path);
  if (m) return m.needs_translation;
  return path === "name" || path === "description";
}

/** The paths a translation tab shows: name, description, then the translatable metadata inputs. */
export function translationPaths(metadata: readonly TFormMetadata[]): { path: string; label: string; kind: TFieldKind; options: string[]; enabled: boolean }[] {
  const fixed = [
    { path: "name", label: FORM_LABELS.name, kind: "text" as const, options: [] as string[] },
    { path: "description", label: FORM_LABELS.description, kind: "textarea" as const, options: [] as string[] },
  ];
  const rest = formFields(metadata).map((f) => ({ path: f.path, label: f.label, kind: f.kind, options: f.options }));
  return [...fixed, ...rest].map((f) => ({ ...f, enabled: isTranslatable(f.path, metadata) }));
}

export interface TLanguageOption {
  code: string;
  display_name: string;
}

/** Languages the "add language" menu offers: not present on the product and not its default (rules.canAddLanguage). */
export function addableLanguages<T extends TLanguageOption>(all: readonly T[], present: readonly string[], defaultLanguage: string): T[] {
  return all.filter((l) => canAddLanguage(l.code, present, defaultLanguage));
}

/** Default language first, then the translations in the order they were added. */
export function languageTabs(defaultLanguage: string, translations: readonly { language: string; completed: boolean }[]) {
  return [{ language: defaultLanguage, completed: false, isDefault: true }, ...translations.map((t) => ({ ...t, isDefault: false }))];
}

/** Reads a data_path ("custom_data.fabric") out of form values or a product. */
export function readPath(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const k of path.split(".")) {
    if (cur === null || typeof cur !== "object") return undefined;
    cur = (cur as Record<string, unknown>)[k];
  }
  return cur;
}

const norm = (v: unknown): string => (v === null || v === undefined ? "" : String(v).trim().toLowerCase());

export interface TParentLike {
  _id: string;
  name: string;
  [key: string]: unknown;
}

/**
 * Spec 1 §5: with a parent set and a family-identifier value that differs from the parent's, the form asks
 * "You have updated this product's {name}, …". Answers that name, or null when nothing needs confirming.
 */
export function familyIdentifierConflict(values: unknown, parent: unknown | null, metadata: readonly TFormMetadata[]): string | null {
  if (!parent) return null;
  const fam = metadata.find((m) => m.is_family_identifier);
  if (!fam) return null;
  return norm(readPath(values, fam.data_path)) === norm(readPath(parent, fam.data_path)) ? null : fam.name;
}

/** What the form reads of a product (the getProduct answer). */
export interface TFormProduct
  extends TProductDescriptive,
    Pick<TProductWire, "_id" | "brand" | "name" | "price" | "description" | "asset_format" | "assortment" | "parent_id" | "language" | "is_editable"> {
  children: { _id: string; name: string }[];
  images: { original: string; desktop: string; mobile: string; order: number }[];
  three_dimensional_models: { type: string; id: string; order: number; url?: string | null }[];
  forecasts: Record<string, number | null> | null;
  custom_data: Record<string, unknown> | null;
  collection_name?: string | null;
  additional_languages: { language: string; completed: boolean; fields: Record<string, unknown>; price: number | null }[];
  date_modified?: string | null;
}

/** A new product's values: the current assortment preselected when the modal opens inside one. */
export function emptyFormValues(brandId: string, assortmentId?: string): TProductFormValues {
  return {
    brand: brandId,
    name: "",
    asset_format: "",
    assortment: assortmentId ? [assortmentId] : [],
    price: null,
    margin: null,
    description: "",
    parent_id: null,
    custom_data: {},
    forecasts: {},
    images: [],
    three_dimensional_models: [],
    additional_languages: [],
  };
}

const byOrder = <T extends { order: number }>(list: readonly T[]): T[] => [...list].sort((a, b) => a.order - b.order);

/** A stored product as form values; the date_modified read travels along for the conflict check. */
export function productToFormValues(p: TFormProduct): TProductFormValues {
  return {
    _id: p._id,
    brand: p.brand,
    name: p.name,
    asset_format: p.asset_format ?? "",
    assortment: [...p.assortment],
    price: p.price,
    margin: p.margin,
    description: p.description ?? "",
    colors: p.colors,
    fit: p.fit,
    features: p.features,
    materials: p.materials,
    parent_id: p.parent_id,
    custom_data: { ...(p.custom_data ?? {}) },
    product_id: p.product_id,
    style_name: p.style_name,
    style_number: p.style_number,
    color_code: p.color_code,
    sub_category: p.sub_category,
    collection_name: p.collection_name ?? null,
    forecasts: { ...(p.forecasts ?? {}) },
    images: byOrder(p.images).map((i, order) => ({ original: i.original, desktop: i.desktop, mobile: i.mobile, order })),
    three_dimensional_models: byOrder(p.three_dimensional_models).map((m, order) => ({
      url: m.url || model3DUrl({ type: m.type as TModel3DType, id: m.id }),
      order,
    })),
    additional_languages: p.additional_languages.map((t) => ({ language: t.language, completed: t.completed, fields: { ...t.fields }, price: t.price })),
    date_modified: p.date_modified ?? null,
  };
}

const KEEP_BLANK = new Set(["name", "asset_format", "description"]);
const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "") || (typeof v === "number" && Number.isNaN(v));

/**
 * Form values → the product input sent to createProduct / updateProduct: blank inputs become null (custom values
 * are dropped), list orders are renumbered from 0 in their shown order.
 */
export function formValuesToInput(v: TProductFormValues): TProductFormValues {
  const out: Record<string, unknown> = { ...v };
  for (const [k, val] of Object.entries(out)) {
    // name and asset_format stay strings, so the schema answers its own "Enter a product name." texts.
    if (!KEEP_BLANK.has(k) && typeof val === "string" && val.trim() === "") out[k] = null;
    if (typeof val === "number" && Number.isNaN(val)) out[k] = null;
  }
  out.description = isBlank(v.description) ? null : v.description;
  out.custom_data = Object.fromEntries(Object.entries(v.custom_data ?? {}).filter(([, x]) => !isBlank(x)));
  out.forecasts = Object.fromEntries(Object.entries(v.forecasts ?? {}).map(([k, x]) => [k, isBlank(x) ? null : x]));
  out.images = (v.images ?? []).map((i, order) => ({ ...i, order }));
  out.three_dimensional_models = (v.three_dimensional_models ?? []).map((m, order) => ({ ...m, order }));
  out.additional_languages = (v.additional_languages ?? []).map((t) => ({
    ...t,
    price: isBlank(t.price) ? null : t.price,
    fields: Object.fromEntries(Object.entries(t.fields).filter(([, x]) => !isBlank(x))),
  }));
  return out as TProductFormValues;
}

/** Moves item `from` one step left (-1) or right (+1); out-of-range moves leave the list as it is. */
export function moveItem<T>(list: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

export { DEFAULT_LANGUAGE_CODE };
