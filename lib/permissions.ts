// One permission vocabulary (spec 1 §6): entity × action, used by services, GraphQL scopes and UI gating.
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
