// / – index routing (spec 1 §2): admins → /brands/1, knowledge-base-only users → their knowledge base,
// others → their first brand's home; the error codes of spec 1 §8 otherwise (lib/routes.ts#indexRoute).
import { redirect } from "next/navigation";
import { indexRoute } from "@/lib/routes";
import { currentActor, currentSessionUserId } from "@/server/auth/session";

export default async function IndexPage() {
  const hasSession = Boolean(await currentSessionUserId());
  const actor = hasSession ? await currentActor() : null;
  redirect(indexRoute(hasSession, actor && { ...actor, brands: actor.memberships }));
}
