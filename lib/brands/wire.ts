// Wire types and request schemas of brand administration (P7): the brands list, brand settings, users,
// invitations and passwords. Server and client validate with the same schemas (docs/contracts/p7-brands.md).
import { z } from "zod";
import { ENTITIES, ACTIONS, type TEntity, type TAction } from "../permissions";
import { BOARD_TOGGLES } from "../products/board";
import { FEATURE_FLAGS, type TBrandFeatures } from "../schemas/brand";
import { BRAND_MSG, MAX_INVITES_PER_BATCH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USER_MSG } from "./messages";

// ── Brands list: POST /api/v1/reports/all-brands ───────────────────────────────────────────────────────────────
/** Body {is_active} (spec 1 §7); absent: every brand. */
export const ZAllBrandsBody = z.object({ is_active: z.boolean().optional() }).strict();
export type TAllBrandsBody = z.infer<typeof ZAllBrandsBody>;

/** Brand test_data (spec 1 §3), computed in SQL. Dates are ISO strings. */
export interface TBrandTestData {
  num_tests: number;
  most_recent_test_date: string | null;
  num_active_tests_last_30_days: number;
  num_active_tests_last_60_days: number;
  num_active_tests: number;
  num_draft_tests: number;
  num_closed_tests: number;
}

export interface TBrandListRow {
  _id: string;
  name: string;
  logo: string | null;
  salesforce_id: string | null;
  demo: boolean;
  brand_type: string;
  is_active: boolean;
  date_created: string;
  num_users: number;
  features: TBrandFeatures;
  test_data: TBrandTestData;
}

/** A brand's name, as brand settings and "Add New Brand" ask for it. */
export const ZBrandName = z.string().trim().min(1, { message: BRAND_MSG.nameRequired }).max(120);

/**
 * POST /api/v1/admin/brand: `{}` or no body makes "New Brand" (spec 1 §5: the create-brand input is empty); the
 * dashboard's "Add New Brand" dialog sends the name it asked for (docs/decisions.md P10 "Add New Brand"). Any other
 * field is refused with 400.
 */
export const ZCreateBrandBody = z.object({ name: ZBrandName.optional() }).strict();
export type TCreateBrandBody = z.infer<typeof ZCreateBrandBody>;
/** POST /api/v1/admin/brand answers the new brand's id (201). */
export interface TCreatedBrand {
  _id: string;
}

// ── Brand settings: PUT /api/v1/admin/brand/{id} and GraphQL updateBrand ────────────────────────────────────────
export const BRAND_TYPES = ["Demo", "Customer"] as const;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: BRAND_MSG.colourFormat });
const url = z.string().trim().max(2000).url().refine((u) => /^https?:\/\//i.test(u), { message: BRAND_MSG.urlFormat });
const nullableText = (max: number) => z.string().trim().max(max).nullable();
const sort = z.union([z.literal(1), z.literal(-1)]).nullable();

export const ZBrandStyle = z
  .object({
    accent: hex.nullable(),
    primary: hex.nullable(),
    secondary: hex.nullable(),
    header_logo: z.string().max(2000).nullable(),
    /** Refused (not silently changed) when it holds HTML: see lib/brands/css.ts. */
    css_override: z.string().max(50_000).nullable(),
    welcome_title: nullableText(200),
    welcome_text: nullableText(5000),
    thank_you_title: nullableText(200),
    thank_you_text: nullableText(5000),
  })
  .partial()
  .strict();
export type TBrandStyle = z.infer<typeof ZBrandStyle>;

/** Feature flags by name; an unknown name is refused with BRAND_MSG.unknownFeature (checked in the service). */
export const ZFeaturePatch = z.record(z.string(), z.boolean());

/**
 * A partial brand update. `date_modified` is the value the editor read: a stale one answers 409
 * BRAND_MSG.staleEdit and changes nothing. Admin-only fields: is_active, demo, brand_type, salesforce_id, slug,
 * features, security, sentiment_score_model_version (others need settings_page read + brand write). ZBrandFields
 * holds every field's rule; the brand settings forms (lib/brands/settings-form.ts) reuse them.
 */
export const ZBrandFields = z.object({
  date_modified: z.string().datetime({ offset: true }),
  name: ZBrandName,
  logo: z.string().max(2000).nullable(),
  website: url.nullable(),
  slug: z.string().trim().max(80).regex(SLUG_PATTERN, { message: BRAND_MSG.slugFormat }).nullable(),
  brand_type: z.enum(BRAND_TYPES),
  salesforce_id: nullableText(80),
  is_active: z.boolean(),
  default_country_id: z.string().regex(/^[0-9a-f]{24}$/).nullable(),
  default_language_id: z.string().regex(/^[0-9a-f]{24}$/).nullable(),
  minimum_age: z.number().int().min(0).max(120).nullable(),
  regions: z.array(z.string().trim().min(1).max(80)).max(50),
  disclaimer: nullableText(10_000),
  url_param: nullableText(80),
  auto_populate_demo: z.boolean(),
  translation_comments: z.boolean(),
  style: ZBrandStyle,
  features: ZFeaturePatch,
  security: z.object({ multifactor_authentication: z.boolean() }).strict(),
  sentiment_score_model_version: nullableText(40),
  default_x_axis: nullableText(200),
  default_x_sort: sort,
  default_y_axis: nullableText(200),
  default_y_sort: sort,
  default_order_by: nullableText(200),
  default_order_by_sort: sort,
  /** The product board toggle (the pivot tab offers only these). */
  default_display_style: z.string().nullable().refine((v) => v === null || (BOARD_TOGGLES as readonly string[]).includes(v), { message: BRAND_MSG.displayStyleFormat(BOARD_TOGGLES) }),
});

export const ZBrandUpdate = ZBrandFields.partial().required({ date_modified: true }).strict();
export type TBrandUpdate = z.infer<typeof ZBrandUpdate>;
export const ADMIN_ONLY_BRAND_FIELDS = [
  "is_active", "demo", "brand_type", "salesforce_id", "slug", "features", "security", "sentiment_score_model_version",
] as const satisfies readonly (keyof TBrandUpdate | "demo")[];

// ── Users of a brand ──────────────────────────────────────────────────────────────────────────────────────────
export const ROLES = ["full", "restricted", "kb_user"] as const;
export type TRole = (typeof ROLES)[number];

/** GraphQL addUsersToBrand(brandId, emails) → [{email, success, message}] (spec: email and success). */
export const ZAddUsers = z.object({
  brandId: z.string(),
  emails: z
    .array(z.string().max(320))
    .min(1, { message: USER_MSG.noEmails })
    .max(MAX_INVITES_PER_BATCH, { message: USER_MSG.tooManyEmails(MAX_INVITES_PER_BATCH) }),
});
export interface TAddUserResult {
  email: string;
  success: boolean;
  /** USER_MSG.invited / added / alreadyMember / invalidEmail / duplicateEmail. */
  message: string;
}

export const ZToggleUserRole = z.object({ _id: z.string(), role: z.enum(ROLES), brandId: z.string() });

/** PUT /api/v1/brand/{id}/users/{userId}/permissions: the whole set for that brand (replaces it). */
export const ZPermissionsUpdate = z
  .object({ permissions: z.array(z.object({ entity: z.enum(ENTITIES), action: z.enum(ACTIONS) }).strict()).max(ENTITIES.length * 2) })
  .strict();
export type TPermissionPair = { entity: TEntity; action: TAction };

export interface TBrandUser {
  _id: string;
  email: string;
  first_name: string;
  last_name: string;
  department: string | null;
  is_admin: boolean;
  /** The user's account (User.is_active). */
  is_active: boolean;
  /** The membership in this brand (merchants activate/deactivate). */
  is_active_in_brand: boolean;
  roles: Record<TRole, boolean>;
  permissions: TPermissionPair[];
  last_login: string | null;
  /** true while an invitation is open and no password is set. */
  invitation_pending: boolean;
  /** Two-step sign-in is set up (P8 item 11); admins may reset it. */
  mfa_enabled: boolean;
}

/** Notification preferences per user and brand (?tab=my-notifications; when enableEmailNotifications is on). */
export const NOTIFICATION_KINDS = ["study_published", "study_closed", "comment_on_my_insight", "mention", "report_shared"] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const ZNotificationSettings = z
  .object(Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, z.boolean()])) as Record<TNotificationKind, z.ZodBoolean>)
  .partial()
  .strict();
export type TNotificationSettings = Record<TNotificationKind, boolean>;

// ── Invitations and passwords ─────────────────────────────────────────────────────────────────────────────────
export const ZPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: USER_MSG.passwordRule })
  .max(PASSWORD_MAX_LENGTH);

/** POST /api/v1/invitations/{token}: accept, setting a password (and a name when the invitee has none). */
export const ZAcceptInvitation = z
  .object({
    password: ZPassword,
    first_name: z.string().trim().min(1).max(100).optional(),
    last_name: z.string().trim().min(1).max(100).optional(),
  })
  .strict();

/** POST /api/v1/auth/change_password: the identity-provider shape of spec 1 §7, {client_id, connection, email}. */
export const ZChangePasswordRequest = z
  .object({ email: z.string().trim().max(320), client_id: z.string().max(200).optional(), connection: z.string().max(200).optional() })
  .strict();

/** POST /api/v1/auth/reset_password: set a new password with a reset token. */
export const ZResetPassword = z.object({ token: z.string().min(1).max(200), password: ZPassword }).strict();

export const FEATURE_FLAG_NAMES: readonly string[] = FEATURE_FLAGS;

// ── Brand settings: reads and the smaller writes (settings helper, P7) ────────────────────────────────────────
/** Every style key of the brand, null when unset. */
export type TBrandStyleFull = { [K in keyof Required<TBrandStyle>]: Exclude<TBrandStyle[K], undefined> };

/** Everything the settings page reads (brandForSettings) and the PUT answers. Dates are ISO strings. */
export interface TBrandSettings {
  _id: string;
  name: string;
  logo: string | null;
  is_active: boolean;
  demo: boolean;
  brand_type: string;
  salesforce_id: string | null;
  website: string | null;
  slug: string | null;
  date_created: string;
  /** Send it back with every update (optimistic concurrency). */
  date_modified: string;
  num_users: number;
  default_country_id: string | null;
  default_language_id: string | null;
  default_country: { _id: string | null; currency_code: string; currency_symbol: string };
  default_language: string;
  features: TBrandFeatures;
  settings: unknown;
  style: TBrandStyleFull;
  merchants: string[];
  avatars: string[];
  disclaimer: string | null;
  regions: string[];
  minimum_age: number | null;
  auto_populate_demo: boolean;
  translation_comments: boolean;
  url_param: string | null;
  security: { multifactor_authentication: boolean };
  sentiment_score_model_version: string | null;
  current_model_versions: { sentiment_score: string | null };
  default_x_axis: string | null;
  default_x_sort: number | null;
  default_y_axis: string | null;
  default_y_sort: number | null;
  default_order_by: string | null;
  default_order_by_sort: number | null;
  default_display_style: string | null;
}

/** A property the pivot defaults may name (the brand's non-archived property metadata flagged pivotable / sortable). */
export interface TPivotChoice {
  data_path: string;
  name: string;
}

/** POST /brand/{b}/brand_category and PUT /brand/{b}/brand_category/{c}. */
export const ZBrandCategoryInput = z
  .object({ name: z.string().trim().min(1).max(120), gender: z.string().trim().max(40).nullable().optional() })
  .strict();
/** POST /brand/{b}/brand_category/migrate: moves every assortment of `from` to `to`, then deletes `from`. */
export const ZBrandCategoryMigrate = z
  .object({ from: z.string().regex(/^[0-9a-f]{24}$/), to: z.string().regex(/^[0-9a-f]{24}$/) })
  .strict();
export interface TBrandCategoryRow {
  _id: string;
  name: string;
  gender: string | null;
  /** Assortments that use the category (a used category cannot be deleted). */
  assortments: number;
}

/** POST /brand/{b}/tags: a tag of the brand, under `parent_id` when given (dotted path tree). */
export const ZBrandTagCreate = z
  .object({ name: z.string().trim().min(1).max(80), parent_id: z.string().regex(/^[0-9a-f]{24}$/).nullable().optional() })
  .strict();
export interface TBrandTag {
  _id: string;
  name: string;
  slug: string;
  parent: string | null;
  ancestors: string[];
  path: string;
}

/** GET /brand/{b}/notification_settings: the caller's own choices in that brand. */
export interface TNotificationSettingsView {
  /** The brand's enableEmailNotifications flag; writes are refused while it is off. */
  enabled: boolean;
  /** false for an admin without a membership in the brand (nothing to store). */
  is_member: boolean;
  settings: TNotificationSettings;
}
