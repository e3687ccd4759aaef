import "server-only";
// GET /api/v1/me and the GraphQL `me`: the caller as the dashboard shows them, from the principal the request already
// resolved (server/access/actor.ts loads the account facts with it), so no query of its own.
import type { Actor } from "../access/actor";
import { serializeActor } from "./serialize";

export async function getMe(actor: Actor) {
  const { account } = actor;
  return {
    ...serializeActor(actor),
    auth_settings: { mode: account.auth_mode },
    date_created: account.date_created.toISOString(),
    last_login: account.last_login?.toISOString() ?? null,
    active_days: account.active_days,
    is_cookie_policy_accepted: account.is_cookie_policy_accepted,
  };
}
