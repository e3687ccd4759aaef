// graphql-yoga over the Pothos schema, for POST /api/v1/graphql.
import { createYoga } from "graphql-yoga";
import type { NextRequest } from "next/server";
import { actorFromRequest } from "../auth/session";
import type { TGraphQLContext } from "./builder";
import { maskGraphQLError } from "./errors";
import { schema } from "./schema";

export const yoga = createYoga<{ req: NextRequest }, TGraphQLContext>({
  schema,
  graphqlEndpoint: "/api/v1/graphql",
  graphiql: false,
  // Unexpected errors are logged by maskGraphQLError; expected ones (AppError) are answers, not incidents.
  logging: false,
  landingPage: false,
  fetchAPI: { Response },
  maskedErrors: { maskError: (err, message) => maskGraphQLError(err, message) },
  context: async ({ req }) => ({ actor: await actorFromRequest(req) }),
});
