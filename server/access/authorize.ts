import "server-only";
// The one access check (DESIGN.md rule 3, P8 item 1). REST handlers declare their permission in withApi, GraphQL
// root fields in brandField / their auth scope, pages in guardBrandPage; each calls authorize(), which answers a
// TBrandAccess: proof that the principal may act on the brand, with the brand row and tenant-scoped query helpers.
// Services take that proof instead of (actor, brandId), so they cannot be reached unchecked.
//
// Order of checks (docs/decisions.md P1 #6, P8): no principal → 401; a share viewer → only its scope's one permission
// on its own study; malformed brand id → 400; not a member (non-admin) → 403 "User does not have access to this
// brand." whether or not the brand exists; unknown brand → 404 (admins only reach this); inactive brand → 403 "This
// brand is inactive" (non-admins); the permission (lib/permissions.ts#permits) → 403 with its text.
import { ACCESS_MSG, MSG } from "@/lib/messages";
import { isId } from "@/lib/ids";
import { deniedTextFor, gatedDeniedText, gatedOn, isKbOnly, permits, SHARE_SCOPE_PERMISSIONS, type TBrandGate, type TPermission } from "@/lib/permissions";
import { parseFeatures } from "@/lib/schemas/brand";
import { isValidBrandId } from "@/lib/routes";
import { STUDY_MSG } from "@/lib/studies/messages";
import { AppError, forbidden, invalid, notFound, unauthenticated } from "../errors";
import { prisma, type Tx } from "../db";
import type { Actor } from "./actor";
import type { Principal, TShareViewer } from "./principal";

const brandSelect = { id: true, name: true, logo: true, is_active: true, features: true } as const;

export interface TAccessBrand {
  id: string;
  name: string;
  logo: string | null;
  is_active: boolean;
  features: unknown;
}

interface TAccessBase<P extends Principal> {
  readonly principal: P;
  readonly permission: TPermission;
  readonly brandId: string;
  readonly brand: TAccessBrand;
  /** A Prisma `where` on a brand-owned table, scoped to this brand. */
  where<W extends object>(w?: W): W & { brand_id: string };
}

/** A signed-in user's proof of access to one brand. */
export interface TBrandAccess extends TAccessBase<Actor> {
  readonly actor: Actor;
}

/** A share viewer's proof of access to the one study its token names. */
export interface TShareAccess extends TAccessBase<TShareViewer> {
  readonly actor: null;
  readonly surveyId: string;
}

/** What a report service that share pages reuse takes (P13). */
export type TViewAccess = TBrandAccess | TShareAccess;

/** Where the brand comes from: its id, or the study it owns (v2 routes carry only a study id). */
export type TBrandRef = string | { survey: string };

export interface TAuthorizeRequest {
  brand: TBrandRef;
  permission: TPermission;
  /** The study a share viewer's call is about; it must be the token's own. */
  survey?: string;
  db?: Tx;
}

function access<P extends Principal>(principal: P, permission: TPermission, brand: TAccessBrand) {
  return {
    principal,
    permission,
    brandId: brand.id,
    brand,
    where: <W extends object>(w?: W) => ({ ...(w ?? ({} as W)), brand_id: brand.id }),
  };
}

export async function authorize(principal: Principal | null, req: TAuthorizeRequest & { share?: false }): Promise<TBrandAccess>;
export async function authorize(principal: Principal | null, req: TAuthorizeRequest & { share: true }): Promise<TViewAccess>;
export async function authorize(principal: Principal | null, req: TAuthorizeRequest & { share?: boolean }): Promise<TViewAccess>;
export async function authorize(principal: Principal | null, req: TAuthorizeRequest & { share?: boolean }): Promise<TViewAccess> {
  if (!principal) throw unauthenticated();
  const db = req.db ?? prisma;
  if (principal.kind === "share") {
    if (!req.share) throw unauthenticated();
    return authorizeShare(principal, req, db);
  }
  const actor = principal;
  const brandId = typeof req.brand === "string" ? req.brand : await brandOfStudy(actor, req.brand.survey, db);
  if (!isValidBrandId(brandId)) throw invalid(MSG.invalidBrandId, [{ name: "brand_id", reason: MSG.invalidBrandId }]);
  // Non-admins learn nothing about brands they do not belong to, existing or not.
  if (!actor.is_admin && !Object.prototype.hasOwnProperty.call(actor.brands, brandId)) throw forbidden(MSG.noBrandAccess);
  const brand = await db.brand.findUnique({ where: { id: brandId }, select: brandSelect });
  if (!brand) throw notFound("Brand");
  if (!actor.is_admin && !brand.is_active) throw new AppError("brand_inactive", MSG.brandInactive);
  const gate = brandGate(brand);
  if (!permits(actor, brandId, req.permission, gate)) throw forbidden(deniedText(actor, brandId, req.permission, gate));
  return { ...access(actor, req.permission, brand), actor };
}

/** The brand's gates-and-dates feature, which the gated permissions depend on (lib/permissions.ts, spec 3 §6). */
export const brandGate = (brand: Pick<TAccessBrand, "features">): TBrandGate => ({ gatesAndDates: parseFeatures(brand.features).gatesAndDates });

/** Knowledge-base-only users are told why, whatever they were granted; others learn which permission they lack. */
const deniedText = (actor: Actor, brandId: string, permission: TPermission, gate: TBrandGate): string =>
  isKbOnly(actor) ? ACCESS_MSG.kbOnly : deniedTextFor(actor, brandId, permission, gate);

/** A v2 study's brand; an unknown study, or one of a brand the user is not in, is a 404 (no existence leak). */
async function brandOfStudy(actor: Actor, surveyId: string, db: Tx): Promise<string> {
  const row = isId(surveyId) ? await db.survey.findUnique({ where: { id: surveyId }, select: { brand_id: true } }) : null;
  if (!row || (!actor.is_admin && !Object.prototype.hasOwnProperty.call(actor.brands, row.brand_id))) {
    throw new AppError("not_found", STUDY_MSG.studyNotFound);
  }
  return row.brand_id;
}

async function authorizeShare(viewer: TShareViewer, req: TAuthorizeRequest, db: Tx): Promise<TShareAccess> {
  const brandId = typeof req.brand === "string" ? req.brand : viewer.brand_id;
  const surveyId = typeof req.brand === "string" ? req.survey : req.brand.survey;
  const allowed = SHARE_SCOPE_PERMISSIONS[viewer.scope].includes(req.permission);
  if (!allowed || brandId !== viewer.brand_id || surveyId !== viewer.survey_id) throw forbidden(ACCESS_MSG.shareViewerReadOnly);
  const brand = await db.brand.findUnique({ where: { id: brandId }, select: brandSelect });
  if (!brand) throw notFound("Brand");
  if (!brand.is_active) throw new AppError("brand_inactive", MSG.brandInactive);
  // A results link of a gates-and-dates brand gives an outside viewer no results (spec 3 §6, P15).
  if (gatedOn(brandGate(brand), req.permission)) throw forbidden(gatedDeniedText(req.permission));
  return { ...access(viewer, req.permission, brand), actor: null, surveyId: viewer.survey_id };
}

/**
 * The same caller on the same brand, for another permission (a page that calls a second service, a service that needs
 * a stronger right for one branch): checked against the roles already loaded, with no further query.
 */
export function withPermission(access: TBrandAccess, permission: TPermission): TBrandAccess {
  const gate = brandGate(access.brand);
  if (!permits(access.actor, access.brandId, permission, gate)) throw forbidden(deniedText(access.actor, access.brandId, permission, gate));
  return { ...access, permission };
}

/** Admin-only operations that are not about one brand (the brands list, creating a brand, deleting a user). */
export function requireAdmin(principal: Principal | null): Actor {
  if (!principal) throw unauthenticated();
  if (principal.kind !== "user") throw unauthenticated();
  if (!principal.is_admin) throw forbidden(ACCESS_MSG.adminOnly);
  return principal;
}

/** Any signed-in user (not a share viewer). */
export function requireUser(principal: Principal | null): Actor {
  if (!principal || principal.kind !== "user") throw unauthenticated();
  return principal;
}
