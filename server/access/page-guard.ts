// Page guards for server components: the same access rules as the API, answered with the spec's redirects.
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { AUTH_ERROR_CODES, MSG } from "@/lib/messages";
import { can, canOpenSettings, isKbOnly, type TEntity } from "@/lib/permissions";
import { homeRoute, isValidBrandId, loginUrl, routes } from "@/lib/routes";
import { parseFeatures, type TFeatureFlag } from "@/lib/schemas/brand";
import { AppError } from "../errors";
import { currentActor } from "../auth/session";
import type { Actor } from "./actor";
import { requireBrand } from "./brand-access";

export const FLASH_INVALID_BRAND_ID = "invalid-brand-id";

async function requestPath(): Promise<string> {
  const h = await headers();
  return (h.get("x-pathname") ?? "/") + (h.get("x-search") ?? "");
}

export async function viewAsUserRequested(): Promise<boolean> {
  const h = await headers();
  return new URLSearchParams(h.get("x-search") ?? "").get("view") === "user";
}

/** The signed-in user or a redirect to sign in that comes back here. */
export async function requireActorPage(): Promise<Actor> {
  const actor = await currentActor({ viewAsUser: await viewAsUserRequested() });
  if (!actor) redirect(loginUrl(await requestPath()));
  if (!actor.is_active) redirect(routes.error(1007, AUTH_ERROR_CODES[1007]));
  return actor;
}

export function homeOf(actor: Actor): string {
  const home = homeRoute({ is_admin: actor.is_admin, roles: actor.roles, brands: actor.memberships });
  return "to" in home ? home.to : "/";
}

export interface TBrandPageOptions {
  entity?: TEntity;
  feature?: TFeatureFlag;
  settings?: boolean;
  /** The shell itself renders for knowledge-base-only users; their pages redirect them. */
  allowKbOnly?: boolean;
}

/** Guards a /brand/{brandId}/… page: invalid id → home with a notice; not a member → /error; inactive → /inactive-brand. */
export async function guardBrandPage(brandId: string, opts: TBrandPageOptions = {}) {
  const actor = await requireActorPage();
  if (!isValidBrandId(brandId)) redirect(`${homeOf(actor)}?flash=${FLASH_INVALID_BRAND_ID}`);
  let brand;
  try {
    brand = await requireBrand(actor, brandId);
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    if (e.code === "brand_inactive") redirect(routes.inactiveBrand);
    if (e.code === "not_found") redirect(routes.error(404, "Brand not found."));
    redirect(routes.error(undefined, MSG.noBrandAccess));
  }
  const features = parseFeatures(brand.features);
  if (opts.feature && !features[opts.feature]) redirect(homeOf(actor));
  // Knowledge-base-only users live in the knowledge base (spec 1 §6), before any other permission is asked.
  if (isKbOnly(actor) && !opts.allowKbOnly && opts.entity !== "knowledge_base") redirect(routes.knowledgeBase(brandId));
  if (opts.entity && !can(actor, brandId, opts.entity, "read")) {
    redirect(routes.error(undefined, `You do not have permission to read ${opts.entity.replace(/_/g, " ")}.`));
  }
  if (opts.settings && !canOpenSettings(actor, brandId)) redirect(routes.timeline(brandId));
  return { actor, brand: { ...brand, features } };
}
