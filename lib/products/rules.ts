// Product rules of spec 1 §4–§5 as pure functions: the product form mirrors them, the server enforces them.
import { MODEL_3D_TYPES, PRODUCT_LIMITS } from "./messages";

/** Our texts for rule failures the spec does not word (the spec's own texts live in ./messages). */
export const PRODUCT_RULE_MSG = {
  nameRequired: "Enter a product name.",
  assetFormatRequired: "Choose an asset format.",
  assortmentRequired: "Choose at least one assortment.",
  assortmentUnknown: "One of the chosen assortments does not belong to this brand.",
  parentIsSelf: "A product cannot be its own parent.",
  parentHasChildren: "A product with child products cannot be given a parent.",
  parentIsChild: "The chosen parent is itself a child product; choose a product without a parent.",
  parentUnknown: "The chosen parent product does not exist in this brand.",
  languageIsDefault: (language: string) => `"${language}" is the product's default language, so it cannot be added as a translation.`,
  languageUnknown: (language: string) => `"${language}" is not a supported language.`,
  languageDuplicate: (language: string) => `The "${language}" translation is listed more than once.`,
  translationLocked: (language: string) =>
    `The "${language}" translation is marked complete; mark it incomplete before changing its fields.`,
  staleProduct: "This product was changed by someone else since you opened it. Reload it and try again.",
  assortmentNotFound: "Assortment not found.",
  marginRange: "Margin must be between 0 and 100%.",
} as const;

/**
 * The margin is a percent of the price (spec 1: "margin as a percent"): 0 to 100 inclusive, decimals allowed. A
 * gross margin above 100% or below 0 is a typing slip (250 for 25.0), so the form says so and the server refuses it
 * (docs/decisions.md P10 "Margin range").
 */
export const MARGIN_RANGE = { min: 0, max: 100 } as const;

/** The margin's problem, or null when it is empty or in range. */
export function marginProblem(margin: number | null | undefined): string | null {
  if (margin === null || margin === undefined) return null;
  return Number.isFinite(margin) && margin >= MARGIN_RANGE.min && margin <= MARGIN_RANGE.max ? null : PRODUCT_RULE_MSG.marginRange;
}

export type TSaveField = "name" | "asset_format" | "assortment";

export interface TSaveState {
  name?: string | null;
  asset_format?: string | null;
  assortment?: readonly string[] | null;
}

/** The required inputs still missing, in form order (spec 1 §5: name, asset format, at least one assortment). */
export function missingSaveFields(p: TSaveState): TSaveField[] {
  const missing: TSaveField[] = [];
  if (!p.name?.trim()) missing.push("name");
  if (!p.asset_format?.trim()) missing.push("asset_format");
  if (!p.assortment?.length) missing.push("assortment");
  return missing;
}

/** Save is enabled only with every required input, on an editable product, while no save is running. */
export function canSaveProduct(p: TSaveState & { is_editable: boolean; saving: boolean }): boolean {
  return p.is_editable && !p.saving && missingSaveFields(p).length === 0;
}

export interface TParentCheck {
  /** The product being saved; absent while creating. */
  productId?: string | null;
  parentId: string | null | undefined;
  /** Whether the product being saved has (non-deleted) children. */
  hasChildren: boolean;
  /** The chosen parent's own parent, when known: families are one level deep. */
  parentParentId?: string | null;
}

/** Null when the parent choice is allowed, else the reason (spec 1 §4 "Product parent/child"). */
export function parentProblem(c: TParentCheck): string | null {
  if (!c.parentId) return null;
  if (c.productId && c.parentId === c.productId) return PRODUCT_RULE_MSG.parentIsSelf;
  if (c.hasChildren) return PRODUCT_RULE_MSG.parentHasChildren;
  // A child cannot parent others: keeps families one level deep, and with the rule above rules out cycles.
  if (c.parentParentId) return PRODUCT_RULE_MSG.parentIsChild;
  return null;
}

/** The parent dropdown is hidden for a product with children. */
export const canChooseParent = (hasChildren: boolean): boolean => !hasChildren;

/** Parent choices exclude the product itself (and child products, which cannot be parents). */
export function parentChoices<T extends { _id: string; parent_id?: string | null }>(products: readonly T[], selfId?: string | null): T[] {
  return products.filter((p) => p._id !== selfId && !p.parent_id);
}

/** A translation language can be added only if not already present and not the default language. */
export function canAddLanguage(language: string, present: readonly string[], defaultLanguage: string): boolean {
  const code = language.trim().toLowerCase();
  if (!code || code === defaultLanguage.trim().toLowerCase()) return false;
  return !present.some((p) => p.trim().toLowerCase() === code);
}

export type TModel3DType = (typeof MODEL_3D_TYPES)[number];
export interface TModel3DRef {
  type: TModel3DType;
  id: string;
}

const SKETCHFAB_ID = /^[0-9a-f]{32}$/i;
const SKETCHFAB_SLUG_ID = /-([0-9a-f]{32})$/i;
const RESTAR_ID = /^[A-Za-z0-9_-]{3,128}$/;

function hostIs(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/**
 * A 3D-model link from one of the two supported hosts (spec 1 §3, §5), or null ("Could not parse the image url").
 * Sketchfab: sketchfab.com/3d-models/<slug>-<32 hex>, /models/<32 hex>[/embed] or /show/<32 hex>.
 * Restar (the spec names the service but not its link shape; our decision): any https link on restar.io or
 * restar.com carrying the model id as an `id` or `model` query value, or else as the last path segment.
 */
export function parseModel3DUrl(raw: string | null | undefined): TModel3DRef | null {
  let url: URL;
  try {
    url = new URL((raw ?? "").trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);

  if (hostIs(host, "sketchfab.com")) {
    const [kind, value] = segments;
    if (!value) return null;
    if (kind === "3d-models") {
      const m = SKETCHFAB_SLUG_ID.exec(value) ?? (SKETCHFAB_ID.test(value) ? [value, value] : null);
      return m?.[1] ? { type: "sketchfab", id: m[1].toLowerCase() } : null;
    }
    if ((kind === "models" || kind === "show") && SKETCHFAB_ID.test(value)) return { type: "sketchfab", id: value.toLowerCase() };
    return null;
  }

  if (hostIs(host, "restar.io") || hostIs(host, "restar.com")) {
    const candidate = url.searchParams.get("id") ?? url.searchParams.get("model") ?? segments.at(-1) ?? "";
    return RESTAR_ID.test(candidate) ? { type: "restar", id: candidate } : null;
  }
  return null;
}

/** The viewer link of a stored model (the inverse of parseModel3DUrl, in the hosts' embed form). */
export function model3DUrl(ref: TModel3DRef): string {
  return ref.type === "sketchfab"
    ? `https://sketchfab.com/models/${ref.id}/embed`
    : `https://viewer.restar.io/?id=${encodeURIComponent(ref.id)}`;
}

/** Image types accepted for product images, checked on the bytes (file-type), never on the name. */
export const ACCEPTED_IMAGE_MIME = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"] as const;

export const UPLOAD_REASON = {
  noFiles: "No file was uploaded.",
  tooManyFiles: `At most ${PRODUCT_LIMITS.maxFiles} files can be uploaded at a time.`,
  tooLarge: (name: string) => `"${name}" is larger than ${PRODUCT_LIMITS.maxFileBytes / 1_048_576} MB.`,
  notAnImage: (name: string) => `"${name}" is not a supported image (JPEG, PNG, WebP, GIF or AVIF).`,
  unreadableImage: (name: string) => `"${name}" could not be read as an image.`,
  batchTooLarge: `The upload is larger than ${PRODUCT_LIMITS.maxFiles} files of ${PRODUCT_LIMITS.maxFileBytes / 1_048_576} MB.`,
} as const;

/** The first problem of an upload batch that can be seen without reading the bytes, or null. */
export function uploadBatchProblem(files: readonly { name: string; size: number }[]): string | null {
  if (files.length === 0) return UPLOAD_REASON.noFiles;
  if (files.length > PRODUCT_LIMITS.maxFiles) return UPLOAD_REASON.tooManyFiles;
  const big = files.find((f) => f.size > PRODUCT_LIMITS.maxFileBytes);
  return big ? UPLOAD_REASON.tooLarge(big.name) : null;
}
