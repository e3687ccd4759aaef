import { prisma } from "../db";
import type { Actor } from "../access/actor";
import { serializeActor } from "./serialize";

export async function getMe(actor: Actor) {
  const extra = await prisma.user.findUniqueOrThrow({
    where: { id: actor.id },
    select: { auth_mode: true, date_created: true, last_login: true, active_days: true, is_cookie_policy_accepted: true },
  });
  return {
    ...serializeActor(actor),
    auth_settings: { mode: extra.auth_mode },
    date_created: extra.date_created.toISOString(),
    last_login: extra.last_login?.toISOString() ?? null,
    active_days: extra.active_days,
    is_cookie_policy_accepted: extra.is_cookie_policy_accepted,
  };
}
