// The one Pothos builder (DESIGN.md §4). Scope auth handles "signed in"; brand rules stay in the services.
import SchemaBuilder from "@pothos/core";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import type { Actor } from "../access/actor";
import { unauthenticated } from "../errors";

export interface TGraphQLContext {
  actor: Actor | null;
}

export const builder = new SchemaBuilder<{
  Context: TGraphQLContext;
  AuthScopes: { loggedIn: boolean };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (ctx) => ({ loggedIn: Boolean(ctx.actor) }),
    unauthorizedError: () => unauthenticated(),
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

/** The actor of a field that declared `authScopes: { loggedIn: true }`. */
export function actorOf(ctx: TGraphQLContext): Actor {
  if (!ctx.actor) throw unauthenticated();
  return ctx.actor;
}
