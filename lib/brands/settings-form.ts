// Form-level schemas of brand administration (react-hook-form + zod, docs/decisions.md P10 "Forms"): the General,
// Style, Security and Default pivot tabs of brand settings and the "Add New Brand" dialog. The inputs hold text; each field is turned into its wire value
// and then checked by the very rule PUT / POST /admin/brand applies (ZBrandFields), so the form and the server
// refuse the same input with the same sentence.
import { z } from "zod";
import { ADMIN_ONLY_BRAND_FIELDS, BRAND_TYPES, ZBrandFields, ZBrandName, ZBrandStyle, type TBrandSettings, type TBrandUpdate } from "./wire";

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

// ── Style, Security and Default pivot tabs: the same pattern, each checked by the PUT's own rules ───────────────
const S = ZBrandStyle.shape;
/** The Style tab's inputs (nested under `style`, as the server names its refusals: "style.accent"). */
export const ZBrandStyleForm = z.object({
  style: z.object({
    accent: text().pipe(S.accent.unwrap()),
    primary: text().pipe(S.primary.unwrap()),
    secondary: text().pipe(S.secondary.unwrap()),
    header_logo: text().pipe(S.header_logo.unwrap()),
    welcome_title: text().pipe(S.welcome_title.unwrap()),
    welcome_text: text().pipe(S.welcome_text.unwrap()),
    thank_you_title: text().pipe(S.thank_you_title.unwrap()),
    thank_you_text: text().pipe(S.thank_you_text.unwrap()),
    /** Markup is refused by the server (lib/brands/css.ts); the tab shows the same reason while typing. */
    css_override: text().pipe(S.css_override.unwrap()),
  }),
});
export type TBrandStyleFormValues = z.input<typeof ZBrandStyleForm>;
export type TBrandStyleFormOutput = z.output<typeof ZBrandStyleForm>;
export const BRAND_STYLE_FIELDS = Object.keys(ZBrandStyleForm.shape.style.shape).map((k) => `style.${k}`) as `style.${keyof TBrandStyleFormValues["style"]}`[];

export function brandStyleValues(s: TBrandSettings): TBrandStyleFormValues {
  const st = s.style;
  const str = (v: string | null | undefined) => v ?? "";
  return {
    style: {
      accent: str(st.accent),
      primary: str(st.primary),
      secondary: str(st.secondary),
      header_logo: str(st.header_logo),
      welcome_title: str(st.welcome_title),
      welcome_text: str(st.welcome_text),
      thank_you_title: str(st.thank_you_title),
      thank_you_text: str(st.thank_you_text),
      css_override: str(st.css_override),
    },
  };
}

/** The Security tab (admins only): multi-factor authentication and the sentiment score model version. */
export const ZBrandSecurityForm = z.object({
  security: F.security,
  sentiment_score_model_version: text().pipe(F.sentiment_score_model_version),
});
export type TBrandSecurityFormValues = z.input<typeof ZBrandSecurityForm>;
export type TBrandSecurityFormOutput = z.output<typeof ZBrandSecurityForm>;
export const BRAND_SECURITY_FIELDS = ["security.multifactor_authentication", "sentiment_score_model_version"] as const;

export function brandSecurityValues(s: TBrandSettings): TBrandSecurityFormValues {
  return { security: { multifactor_authentication: s.security.multifactor_authentication }, sentiment_score_model_version: s.sentiment_score_model_version ?? "" };
}

/** A sort direction select: "1" ascending, "-1" descending. */
const direction = () => z.enum(["1", "-1"]).transform((v) => (v === "-1" ? -1 : 1) as 1 | -1);
/** The Default pivot tab: the board's axes, order and display, blank axis → none. */
export const ZBrandPivotForm = z.object({
  default_x_axis: text().pipe(F.default_x_axis),
  default_x_sort: direction(),
  default_y_axis: text().pipe(F.default_y_axis),
  default_y_sort: direction(),
  default_order_by: text().pipe(F.default_order_by),
  default_order_by_sort: direction(),
  default_display_style: F.default_display_style,
});
export type TBrandPivotFormValues = z.input<typeof ZBrandPivotForm>;
export type TBrandPivotFormOutput = z.output<typeof ZBrandPivotForm>;
export const BRAND_PIVOT_FIELDS = Object.keys(ZBrandPivotForm.shape) as (keyof TBrandPivotFormValues)[];

export function brandPivotValues(s: TBrandSettings): TBrandPivotFormValues {
  const dir = (n: number | null) => (n === -1 ? "-1" : "1") as "1" | "-1";
  return {
    default_x_axis: s.default_x_axis ?? "",
    default_x_sort: dir(s.default_x_sort),
    default_y_axis: s.default_y_axis ?? "",
    default_y_sort: dir(s.default_y_sort),
    default_order_by: s.default_order_by ?? "",
    default_order_by_sort: dir(s.default_order_by_sort),
    default_display_style: s.default_display_style ?? "skus",
  };
}
