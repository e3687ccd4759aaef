// / – index routing (spec 1 §2): admins → /brands/1, knowledge-base-only users → their knowledge base,
// others → their first brand's home.
import { redirect } from "next/navigation";
import { AUTH_ERROR_CODES } from "@/lib/messages";
import { homeRoute, routes } from "@/lib/routes";
import { currentActor, currentSessionUserId } from "@/server/auth/session";

export default async function IndexPage() {
  const sessionUserId = await currentSessionUserId();
  if (!sessionUserId) redirect(routes.login);
  const actor = await currentActor();
  if (!actor) redirect(routes.error(1010, AUTH_ERROR_CODES[1010]));
  if (!actor.is_active) redirect(routes.error(1007, AUTH_ERROR_CODES[1007]));
  const home = homeRoute({ is_admin: actor.is_admin, roles: actor.roles, brands: actor.memberships });
  if ("errorCode" in home) {
    const code = actor.all_memberships_inactive ? 1012 : home.errorCode;
    redirect(routes.error(code, AUTH_ERROR_CODES[code]));
  }
  redirect(home.to);
}
