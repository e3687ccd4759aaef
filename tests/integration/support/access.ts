// A user's proof of access to a brand, for tests that call a service directly (services take a TBrandAccess, which
// only authorize() makes: server/access/authorize.ts). Refusals are tested through the routes and GraphQL fields.
import type { TPermission } from "@/lib/permissions";
import { loadActor } from "@/server/access/actor";
import { authorize, type TBrandAccess } from "@/server/access/authorize";

/** authorize() for the user `userId` on `brandId`; throws the AppError a route would answer when refused. */
export async function grant(user: string | { id: string }, brandId: string, permission: TPermission): Promise<TBrandAccess> {
  const actor = await loadActor(typeof user === "string" ? user : user.id);
  if (!actor) throw new Error("grant: no such user");
  return authorize(actor, { brand: brandId, permission });
}
