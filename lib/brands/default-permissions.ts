// The permissions a new member of a brand gets (docs/decisions.md P7 #28): read everything a colleague needs to
// work with studies, products and the knowledge base, write the day-to-day work. Never `user`, `brand` or
// `settings_page` write: managing people and the brand stays with those an admin chose.
import { can, type TAccessSubject } from "../permissions";
import type { TPermissionPair } from "./wire";

const READ_AND_WRITE = [
  "survey", "assortment", "product", "product_rating", "bucket_group", "key_learning", "share_token", "survey_url",
  "meeting", "translation", "me", "user_brand_settings",
] as const;
const READ_ONLY = ["brand", "settings_page", "consumer_profile", "property_metadata", "user", "knowledge_base"] as const;

export const DEFAULT_MEMBER_PERMISSIONS: readonly TPermissionPair[] = [
  ...READ_AND_WRITE.flatMap((entity) => [
    { entity, action: "read" as const },
    { entity, action: "write" as const },
  ]),
  ...READ_ONLY.map((entity) => ({ entity, action: "read" as const })),
];

/**
 * The default set a granter may hand out in `brandId`: all of it for an admin, otherwise only the pairs the
 * granter holds there (a manager never grants more than they have; spec-silent, decided).
 */
export function defaultPermissionsFrom(granter: TAccessSubject, brandId: string): TPermissionPair[] {
  return DEFAULT_MEMBER_PERMISSIONS.filter((p) => can(granter, brandId, p.entity, p.action));
}
