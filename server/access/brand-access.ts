// Brand-level access, in one place (DESIGN.md rule 3): id shape, membership, inactive brand, entity × action.
import { can, isMember, type TAction, type TEntity } from "@/lib/permissions";
import { MSG } from "@/lib/messages";
import { isValidBrandId } from "@/lib/routes";
import { AppError, forbidden, invalid, notFound } from "../errors";
import { prisma, type Tx } from "../db";
import type { Actor } from "./actor";

export interface TBrandCheck {
  entity?: TEntity;
  action?: TAction;
  db?: Tx;
}

/** Throws unless `actor` may act on `brandId`; answers the brand's status row. */
export async function requireBrand(actor: Actor, brandId: string, check: TBrandCheck = {}) {
  if (!isValidBrandId(brandId)) throw invalid(MSG.invalidBrandId, [{ name: "brand_id", reason: MSG.invalidBrandId }]);
  // Non-admins learn nothing about brands they do not belong to, existing or not.
  if (!actor.is_admin && !isMember(actor, brandId)) throw forbidden(MSG.noBrandAccess);
  const brand = await (check.db ?? prisma).brand.findUnique({
    where: { id: brandId },
    select: { id: true, name: true, logo: true, is_active: true, features: true },
  });
  if (!brand) throw notFound("Brand");
  if (actor.is_admin) return brand;
  if (!brand.is_active) throw new AppError("brand_inactive", MSG.brandInactive);
  if (check.entity && !can(actor, brandId, check.entity, check.action ?? "read")) {
    throw forbidden(`You do not have permission to ${check.action ?? "read"} ${check.entity.replace(/_/g, " ")}.`);
  }
  return brand;
}
