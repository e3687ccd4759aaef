// One permission vocabulary (spec 1 §6): entity × action, used by services, GraphQL scopes and UI gating.
import { ACCESS_MSG } from "./messages";
import { BRAND_MSG, USER_MSG } from "./brands/messages";
export const ENTITIES = [
  "survey", "brand", "assortment", "settings_page", "bucket_group", "key_learning", "share_token",
  "survey_url", "consumer_profile", "me", "meeting", "product", "product_rating", "property_metadata",
  "translation", "user", "user_brand_settings", "knowledge_base",
] as const;
export const ACTIONS = ["read", "write"] as const;
export type TEntity = (typeof ENTITIES)[number];
export type TAction = (typeof ACTIONS)[number];
/** permissions[entity] lists the actions granted in one brand. */
export type TBrandPermissions = Partial<Record<TEntity, TAction[]>>;

export interface TRoles {
  full: boolean;
  restricted: boolean;
  kb_user: boolean;
}

/** What a rule needs to know about the signed-in user. */
export interface TAccessSubject {
  is_admin: boolean;
  roles: TRoles;
  /** Active memberships: brand id → permissions there. */
  brands: Record<string, TBrandPermissions>;
  /** An admin looking at the product as a user would (view=user). */
  view_as_user?: boolean;
}

export function isAdmin(s: TAccessSubject): boolean {
  return s.is_admin && !s.view_as_user;
}

export function isMember(s: TAccessSubject, brandId: string): boolean {
  return Object.prototype.hasOwnProperty.call(s.brands, brandId);
}

/** Admins always pass; others need the action on the entity in that brand. Write implies read. */
export function can(s: TAccessSubject, brandId: string, entity: TEntity, action: TAction): boolean {
  if (s.is_admin) return true;
  const granted = s.brands[brandId]?.[entity] ?? [];
  return granted.includes(action) || (action === "read" && granted.includes("write"));
}

/** A knowledge-base-only user: not admin, neither full nor restricted (spec 1 §6). */
export function isKbOnly(s: Pick<TAccessSubject, "is_admin" | "roles">): boolean {
  return !s.is_admin && s.roles.kb_user && !s.roles.full && !s.roles.restricted;
}

/** Restricted users (restricted without full) cannot open brand settings. */
export function isRestricted(s: Pick<TAccessSubject, "is_admin" | "roles">): boolean {
  return !s.is_admin && s.roles.restricted && !s.roles.full;
}

export function canOpenSettings(s: TAccessSubject, brandId: string): boolean {
  if (isAdmin(s)) return true;
  if (isRestricted(s)) return false;
  return can({ ...s, is_admin: false }, brandId, "settings_page", "read");
}

/**
 * What a brand-scoped call needs (P8, docs/decisions.md P8): an entity × action of spec 1 §6, or one of the named
 * rules below. Declared on every REST handler (`withApi({ permission })`) and GraphQL field (`brandField`), checked
 * by `authorize()` on the server and mirrored by `permits()` in the UI.
 *   brand.shell    – any active member, knowledge-base-only users included: what the workspace shell itself needs
 *                    (presence on a page).
 *   brand.member   – any active member who is not knowledge-base-only: brand data with finer rules in the service
 *                    (the study transition table, the brand object).
 *   settings.read  – may open brand settings (settings_page read, not restricted).
 *   settings.write – settings.read plus brand write.
 *   users.manage   – settings.read plus user write.
 *   brand.admin    – internal admins only, on one brand (consumer-profile writes, …).
 *   labs.read      – MakerLabs (P14): knowledge_base read, not knowledge-base-only (its evidence shows study scores).
 * The gated ones (P15, spec 3 §6 "Admin-only when the brand has the gates-and-dates feature"): on a brand with
 * gatesAndDates only internal admins hold them; elsewhere they are the rule in brackets.
 *   results.read   – a study's results, reports, exports and share links of results (survey.read).
 *   study.status   – publish, clear answers, close, reopen, revert to draft (brand.member: the study transition table
 *                    decides by role).
 *   study.manage   – sales plan (sales data import), change DP (survey.write).
 */
export const NAMED_PERMISSIONS = [
  "brand.shell", "brand.member", "settings.read", "settings.write", "users.manage", "brand.admin", "labs.read",
  "results.read", "study.status", "study.manage",
] as const;
export type TNamedPermission = (typeof NAMED_PERMISSIONS)[number];
export type TEntityPermission = `${TEntity}.${TAction}`;
export type TPermission = TEntityPermission | TNamedPermission;

/** Calls that are not about one brand: anyone, anyone without reading a session (respondents), any signed-in user, admins. */
export const CALLER_LEVELS = ["none", "public", "signed-in", "admin"] as const;
export type TCallerLevel = (typeof CALLER_LEVELS)[number];
/** Every REST handler and GraphQL root field declares exactly one of these. */
export type TAccessDeclaration = TCallerLevel | TPermission;

export const ENTITY_PERMISSIONS: readonly TEntityPermission[] = ENTITIES.flatMap((e) => ACTIONS.map((a) => `${e}.${a}` as const));
export const PERMISSIONS: readonly TPermission[] = [...ENTITY_PERMISSIONS, ...NAMED_PERMISSIONS];

export function isPermission(v: string): v is TPermission {
  return (PERMISSIONS as readonly string[]).includes(v);
}

/** What a permission check needs to know about the brand itself: its gates-and-dates feature (spec 3 §6). */
export interface TBrandGate {
  gatesAndDates?: boolean;
}

/** The gated permissions and the rule each stands for on a brand without gates and dates. */
export const GATED_PERMISSIONS: Readonly<Partial<Record<TPermission, TPermission>>> = {
  "results.read": "survey.read",
  "study.status": "brand.member",
  "study.manage": "survey.write",
};

export const isGatedPermission = (p: TPermission): boolean => p in GATED_PERMISSIONS;

/** Whether the brand keeps `permission` for admins (gates and dates on and the permission gated). */
export const gatedOn = (brand: TBrandGate | undefined, permission: TPermission): boolean => Boolean(brand?.gatesAndDates) && isGatedPermission(permission);

/** What a knowledge-base-only user may do in their brand: the knowledge base and the shell around it (spec 1 §6). */
const KB_ONLY_PERMISSIONS: ReadonlySet<TPermission> = new Set(["brand.shell", "knowledge_base.read", "knowledge_base.write"]);

/**
 * Whether `s` holds `permission` in `brandId`, membership included. Admins pass everything; a knowledge-base-only user
 * passes only KB_ONLY_PERMISSIONS. Brand status (inactive) is the server's to check. `brand` carries the brand's
 * gates-and-dates feature: there the gated permissions are for admins only (authorize() always passes it).
 */
export function permits(s: TAccessSubject, brandId: string, permission: TPermission, brand?: TBrandGate): boolean {
  if (s.is_admin) return true;
  if (permission === "brand.admin") return false;
  if (gatedOn(brand, permission)) return false;
  if (!isMember(s, brandId)) return false;
  if (isKbOnly(s) && !KB_ONLY_PERMISSIONS.has(permission)) return false;
  switch (permission) {
    case "brand.shell":
    case "brand.member":
      return true;
    case "settings.read":
      return canOpenSettings(s, brandId);
    case "settings.write":
      return canOpenSettings(s, brandId) && can(s, brandId, "brand", "write");
    case "users.manage":
      return canOpenSettings(s, brandId) && can(s, brandId, "user", "write");
    case "labs.read":
      return can(s, brandId, "knowledge_base", "read");
    case "results.read":
    case "study.status":
    case "study.manage":
      return permits(s, brandId, GATED_PERMISSIONS[permission]!);
    default: {
      const [entity, action] = permission.split(".") as [TEntity, TAction];
      return can(s, brandId, entity, action);
    }
  }
}

/** The share-link scopes (spec 3 §7) and the one permission each grants on its study; nothing else. */
export const SHARE_SCOPES = ["results", "learnings"] as const;
export type TShareScope = (typeof SHARE_SCOPES)[number];
export const SHARE_SCOPE_PERMISSION: Record<TShareScope, TPermission> = { results: "survey.read", learnings: "key_learning.read" };
/** What a share link of each scope may call: its permission, and for results the results themselves (results.read,
 *  which a gates-and-dates brand keeps for admins, so its results links show the gated message: P15). */
export const SHARE_SCOPE_PERMISSIONS: Record<TShareScope, readonly TPermission[]> = { results: ["survey.read", "results.read"], learnings: ["key_learning.read"] };

/** The 403 text for `s` lacking `permission` in `brandId`: a settings change by someone who cannot even open the
 *  settings is told that first; a gated permission that only the brand's gates and dates refuse says so. */
export function deniedTextFor(s: TAccessSubject, brandId: string, permission: TPermission, brand?: TBrandGate): string {
  if (permission === "settings.write" && !canOpenSettings(s, brandId)) return BRAND_MSG.noSettingsAccess;
  if (gatedOn(brand, permission) && permits(s, brandId, permission)) return gatedDeniedText(permission);
  return permissionDeniedText(permission);
}

/** The 403 text of a gated permission on a gates-and-dates brand (spec 3 §6). */
export function gatedDeniedText(permission: TPermission): string {
  return permission === "results.read" ? ACCESS_MSG.gatedResults : ACCESS_MSG.gatedStudyActions;
}

/** The 403 text for a permission a member lacks (membership and brand status have their own texts). */
export function permissionDeniedText(permission: TPermission): string {
  switch (permission) {
    case "brand.shell":
    case "brand.member":
      return ACCESS_MSG.kbOnly;
    case "settings.read":
      return BRAND_MSG.noSettingsAccess;
    case "settings.write":
      return BRAND_MSG.noBrandWrite;
    case "users.manage":
      return USER_MSG.noUserManagement;
    case "brand.admin":
      return ACCESS_MSG.adminOnly;
    case "labs.read":
      return permissionDeniedText("knowledge_base.read");
    case "results.read":
    case "study.status":
    case "study.manage":
      return permissionDeniedText(GATED_PERMISSIONS[permission]!);
    default: {
      const [entity, action] = permission.split(".");
      return `You do not have permission to ${action} ${entity!.replace(/_/g, " ")}.`;
    }
  }
}
