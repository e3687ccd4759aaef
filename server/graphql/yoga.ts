import "server-only";
// graphql-yoga over the Pothos schema, for POST /api/v1/graphql.
// The plugin is named like a React hook; it is not one.
import { useDisableIntrospection as disableIntrospectionPlugin } from "@graphql-yoga/plugin-disable-introspection";
import { createYoga } from "graphql-yoga";
import type { NextRequest } from "next/server";
import { resolvePrincipal, type TResolved } from "../auth/session";
import { graphqlLimitPlugins, introspectionAllowed, isProduction, hideSuggestionsPlugin } from "./armor";
import type { TGraphQLContext } from "./builder";
import { maskGraphQLError } from "./errors";
import { schema } from "./schema";

// The request's principal, worked out once: the introspection check (before parsing, in production) and the context
// (after validation) share it.
const principals = new WeakMap<NextRequest, Promise<TResolved>>();
function principalOf(req: NextRequest): Promise<TResolved> {
  let p = principals.get(req);
  if (!p) {
    p = resolvePrincipal(req);
    principals.set(req, p);
  }
  return p;
}

export const yoga = createYoga<{ req: NextRequest }, TGraphQLContext>({
  schema,
  graphqlEndpoint: "/api/v1/graphql",
  graphiql: false,
  // Unexpected errors are logged by maskGraphQLError; expected ones (AppError) are answers, not incidents.
  logging: false,
  landingPage: false,
  fetchAPI: { Response },
  maskedErrors: { maskError: (err, message) => maskGraphQLError(err, message), isDev: false },
  plugins: [
    // Tokens (while parsing), aliases, directives, depth and cost (while validating): server/graphql/armor.ts.
    ...graphqlLimitPlugins(),
    // No __schema/__type for anonymous callers in production (a validation error before anything runs).
    disableIntrospectionPlugin({
      isDisabled: async (_request, serverContext) =>
        isProduction() && !introspectionAllowed((await principalOf((serverContext as { req: NextRequest }).req)).principal),
    }),
    // No "Did you mean …" in production.
    hideSuggestionsPlugin(),
  ],
  context: async ({ req }) => {
    const { principal, problem } = await principalOf(req);
    return { principal, actor: principal?.kind === "user" ? principal : null, problem };
  },
});
