// Form-level schemas of brand administration (react-hook-form + zod, docs/decisions.md P10 "Forms"): the General tab
// of brand settings and the "Add New Brand" dialog. The inputs hold text; each field is turned into its wire value
// and then checked by the very rule PUT / POST /admin/brand applies (ZBrandFields), so the form and the server
// refuse the same input with the same sentence.
import { z } from "zod";
import { ADMIN_ONLY_BRAND_FIELDS, BRAND_TYPES, ZBrandFields, ZBrandName, type TBrandSettings, type TBrandUpdate } from "./wire";

const F = ZBrandFields.shape;
/** A text input: blank → null, else trimmed. */
const text = () => z.string().transform((v) => (v.trim() === "" ? null : v.trim()));

export const ZBrandGeneralForm = z.object({
  name: ZBrandName,
  logo: text().pipe(F.logo),
  website: text().pipe(F.website),
  slug: text().pipe(F.slug),
  brand_type: F.brand_type,
  salesforce_id: text().pipe(F.salesforce_id),
  default_country_id: text().pipe(F.default_country_id),
  default_language_id: text().pipe(F.default_language_id),
  /** Blank is "no minimum"; anything else must be a whole number (0–120). */
  minimum_age: z
    .string()
    .transform((v) => (v.trim() === "" ? null : Number(v)))
    .pipe(F.minimum_age),
  /** One region per line. */
  regions: z
    .string()
    .transform((v) =>
      v
        .split("\n")
        .map((r) => r.trim())
        .filter(Boolean),
    )
    .pipe(F.regions),
  disclaimer: text().pipe(F.disclaimer),
  url_param: text().pipe(F.url_param),
  is_active: F.is_active,
});
export type TBrandGeneralFormValues = z.input<typeof ZBrandGeneralForm>;
export type TBrandGeneralFormOutput = z.output<typeof ZBrandGeneralForm>;
export const BRAND_GENERAL_FIELDS = Object.keys(ZBrandGeneralForm.shape) as (keyof TBrandGeneralFormValues)[];

/** The General tab's inputs for the stored settings. */
export function brandGeneralValues(s: TBrandSettings): TBrandGeneralFormValues {
  const str = (v: string | null | undefined) => v ?? "";
  return {
    name: s.name,
    logo: str(s.logo),
    website: str(s.website),
    slug: str(s.slug),
    brand_type: (BRAND_TYPES as readonly string[]).includes(s.brand_type) ? (s.brand_type as (typeof BRAND_TYPES)[number]) : "Customer",
    salesforce_id: str(s.salesforce_id),
    default_country_id: str(s.default_country_id),
    default_language_id: str(s.default_language_id),
    minimum_age: s.minimum_age === null ? "" : String(s.minimum_age),
    regions: s.regions.join("\n"),
    disclaimer: str(s.disclaimer),
    url_param: str(s.url_param),
    is_active: s.is_active,
  };
}

/** What the General tab saves: every field it shows, less the admin-only ones for a non-admin (the server refuses those). */
export function brandGeneralPatch(v: TBrandGeneralFormOutput, isAdmin: boolean): Omit<TBrandUpdate, "date_modified"> {
  const patch: Record<string, unknown> = { ...v };
  if (!isAdmin) for (const f of ADMIN_ONLY_BRAND_FIELDS) delete patch[f];
  return patch as Omit<TBrandUpdate, "date_modified">;
}

/** "Add New Brand": the name, asked before the brand is made. */
export const ZNewBrandForm = z.object({ name: ZBrandName });
export type TNewBrandForm = z.infer<typeof ZNewBrandForm>;
