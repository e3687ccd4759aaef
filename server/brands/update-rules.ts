import "server-only";
// Pure rules of a brand update (PUT /admin/brand/{id}, GraphQL updateBrand): admin-only fields, feature-flag
// patches, the CSS override and merging the patch into the stored JSON columns. No database: unit-tested in
// tests/unit/brand-settings.
import { ADMIN_ONLY_BRAND_FIELDS, ZBrandStyle, type TBrandStyle, type TBrandStyleFull, type TBrandUpdate } from "@/lib/brands/wire";
import { BRAND_ADMIN_FIELD_LABEL, BRAND_MSG } from "@/lib/brands/messages";
import { cssOverrideProblem } from "@/lib/brands/css";
import { AppError, invalid } from "@/lib/errors";
import { FEATURE_FLAGS, parseFeatures, type TBrandFeatures } from "@/lib/schemas/brand";

type TAdminField = (typeof ADMIN_ONLY_BRAND_FIELDS)[number];

/** How an admin-only field is named in BRAND_MSG.adminOnlyField (the texts live in lib/brands/messages.ts). */
export const ADMIN_FIELD_LABEL: Record<TAdminField, string> = BRAND_ADMIN_FIELD_LABEL;

/** The admin-only fields a patch touches, in ADMIN_ONLY_BRAND_FIELDS order. */
export function adminOnlyFieldsIn(patch: Record<string, unknown>): TAdminField[] {
  return ADMIN_ONLY_BRAND_FIELDS.filter((f) => Object.prototype.hasOwnProperty.call(patch, f) && patch[f] !== undefined);
}

/** Names in a feature patch that are not feature flags of spec 1 §3. */
export function unknownFeatureNames(patch: Record<string, unknown>): string[] {
  const known = new Set<string>(FEATURE_FLAGS);
  return Object.keys(patch).filter((k) => !known.has(k));
}

/** The stored flags (read leniently) with the patch applied; every flag present. */
export function mergeFeatures(stored: unknown, patch: Record<string, boolean>): TBrandFeatures {
  const out = parseFeatures(stored);
  for (const f of FEATURE_FLAGS) if (typeof patch[f] === "boolean") out[f] = patch[f];
  return out;
}

const STYLE_KEYS = Object.keys(ZBrandStyle.shape) as (keyof TBrandStyle)[];

/** Every style key, null when unset or not a string in the stored JSON. */
export function fullStyle(stored: unknown): TBrandStyleFull {
  const src = stored && typeof stored === "object" ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(STYLE_KEYS.map((k) => [k, typeof src[k] === "string" ? src[k] : null])) as TBrandStyleFull;
}

/** The stored style with the patch applied: a key set to null is removed; keys the patch leaves out stay. */
export function mergeStyle(stored: unknown, patch: TBrandStyle): Record<string, string> {
  const merged: Record<string, string | null> = { ...fullStyle(stored) };
  for (const k of STYLE_KEYS) if (patch[k] !== undefined) merged[k] = patch[k] ?? null;
  return Object.fromEntries(Object.entries(merged).filter((e): e is [string, string] => typeof e[1] === "string"));
}

/**
 * Refuses what the patch asks without touching the database: admin-only fields from a non-admin (403), unknown
 * feature flag names (400, each listed), a CSS override with markup (400).
 */
export function checkBrandPatch(patch: TBrandUpdate, ctx: { isAdmin: boolean }): void {
  if (!ctx.isAdmin) {
    const fields = adminOnlyFieldsIn(patch);
    if (fields.length) {
      const reasons = fields.map((f) => ({ name: f, reason: BRAND_MSG.adminOnlyField(ADMIN_FIELD_LABEL[f]) }));
      throw new AppError("forbidden", reasons[0]!.reason, reasons);
    }
  }
  if (patch.features) {
    const unknown = unknownFeatureNames(patch.features);
    if (unknown.length) {
      throw invalid(BRAND_MSG.unknownFeature(unknown[0]), unknown.map((n) => ({ name: `features.${n}`, reason: BRAND_MSG.unknownFeature(n) })));
    }
  }
  const css = cssOverrideProblem(patch.style?.css_override);
  if (css) throw invalid(css, [{ name: "style.css_override", reason: css }]);
}

/** The demo flag follows the brand type (Demo ↔ demo true). */
export const demoOf = (brandType: string): boolean => brandType === "Demo";
