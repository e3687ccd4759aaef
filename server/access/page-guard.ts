import "server-only";
// Page guards for server components: the same access rules as the API (authorize()), answered with the spec's
// redirects. The principal is loaded once per request (React cache() in server/auth/session.ts).
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { AUTH_ERROR_CODES, MSG } from "@/lib/messages";
import { notAvailablePath, type TRolePageScreen } from "@/lib/access/role-page";
import { canOpenSettings, isKbOnly, permissionDeniedText, permits, type TPermission } from "@/lib/permissions";
import { homeRoute, isValidBrandId, loginUrl, routes } from "@/lib/routes";
import { parseFeatures, type TFeatureFlag } from "@/lib/schemas/brand";
import { AppError } from "../errors";
import { currentActor } from "../auth/session";
import type { Actor } from "./actor";
import { authorize, brandGate, withPermission, type TBrandAccess } from "./authorize";

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
  const actor = await currentActor(await viewAsUserRequested());
  if (!actor) redirect(loginUrl(await requestPath()));
  if (!actor.is_active) redirect(routes.error(1007, AUTH_ERROR_CODES[1007]));
  return actor;
}

export function homeOf(actor: Actor): string {
  const home = homeRoute({ is_admin: actor.is_admin, roles: actor.roles, brands: actor.memberships });
  return "to" in home ? home.to : "/";
}

export interface TBrandPageOptions {
  /** What the page needs (default brand.member; the workspace layout asks brand.shell, which KB-only users hold). */
  permission?: TPermission;
  feature?: TFeatureFlag;
  /** Brand settings: restricted users and those without settings read go to the dashboard instead. */
  settings?: boolean;
  /** A screen that answers a role (or a brand feature) that may not open it with the "not available to your role"
   *  page (lib/access/role-page.ts) instead of home or the generic error (P15). */
  screen?: TRolePageScreen;
}

/**
 * Guards a /brand/{brandId}/… page: invalid id → home with a notice; not a member → /error; inactive → /inactive-brand;
 * feature off → home; knowledge-base-only users → their knowledge base; a missing permission → /error with its text
 * (a named `screen`: feature off or a missing permission → the "not available to your role" page). Gated permissions
 * (results.read, …) are checked against the brand's gates and dates, as authorize() does.
 */
export async function guardBrandPage(brandId: string, opts: TBrandPageOptions = {}) {
  const actor = await requireActorPage();
  if (!isValidBrandId(brandId)) redirect(`${homeOf(actor)}?flash=${FLASH_INVALID_BRAND_ID}`);
  let shell: TBrandAccess;
  try {
    shell = await authorize(actor, { brand: brandId, permission: "brand.shell" });
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    if (e.code === "brand_inactive") redirect(routes.inactiveBrand);
    if (e.code === "not_found") redirect(routes.error(404, "Brand not found."));
    redirect(routes.error(undefined, MSG.noBrandAccess));
  }
  const features = parseFeatures(shell.brand.features);
  const gate = brandGate(shell.brand);
  const permission = opts.permission ?? (opts.settings ? "settings.read" : "brand.member");
  // Knowledge-base-only users live in the knowledge base (spec 1 §6), before any other permission is asked.
  const kbHome = isKbOnly(actor) && !permits(actor, brandId, permission, gate) && !(opts.screen === "knowledge_base");
  if (opts.feature && !features[opts.feature]) redirect(opts.screen && !kbHome ? notAvailablePath(brandId, opts.screen, "feature") : homeOf(actor));
  if (kbHome) redirect(routes.knowledgeBase(brandId));
  if (opts.settings && !canOpenSettings(actor, brandId)) redirect(routes.timeline(brandId));
  if (!permits(actor, brandId, permission, gate)) {
    redirect(opts.screen ? notAvailablePath(brandId, opts.screen, "role") : routes.error(undefined, permissionDeniedText(permission)));
  }
  const access = withPermission(shell, permission);
  return { actor, brand: { ...shell.brand, features }, access };
}
