// Who may read and change a brand's settings (docs/contracts/p7-brands.md "Access rules"): admins, or members who
// may open the settings (settings_page read, not restricted); changes also need `brand` write. Always through
// requireBrand, so a non-admin of an inactive brand gets 403 "This brand is inactive" first.
import { can, canOpenSettings } from "@/lib/permissions";
import { BRAND_MSG } from "@/lib/brands/messages";
import { forbidden } from "../errors";
import type { Tx } from "../db";
import type { Actor } from "../access/actor";
import { requireBrand } from "../access/brand-access";

export async function requireSettingsRead(actor: Actor, brandId: string, db?: Tx) {
  const brand = await requireBrand(actor, brandId, { db });
  if (!actor.is_admin && !canOpenSettings(actor, brandId)) throw forbidden(BRAND_MSG.noSettingsAccess);
  return brand;
}

export async function requireSettingsWrite(actor: Actor, brandId: string, db?: Tx) {
  const brand = await requireSettingsRead(actor, brandId, db);
  if (!actor.is_admin && !can(actor, brandId, "brand", "write")) throw forbidden(BRAND_MSG.noBrandWrite);
  return brand;
}

/** A unique-constraint violation from Prisma (P2002), e.g. two brands taking the same slug at once. */
export function isUniqueViolation(e: unknown): boolean {
  return Boolean(e && typeof e === "object" && (e as { code?: unknown }).code === "P2002");
}
