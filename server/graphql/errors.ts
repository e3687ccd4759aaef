// AppError → GraphQL error with the user-facing text and a code, in one place (DESIGN.md rule 4).
import { GraphQLError } from "graphql";
import { AppError } from "../errors";

function findAppError(err: unknown): AppError | null {
  let cur: unknown = err;
  for (let i = 0; i < 5 && cur; i++) {
    if (cur instanceof AppError) return cur;
    cur = (cur as { originalError?: unknown }).originalError;
  }
  return null;
}

/** Masks everything but AppErrors and GraphQL's own validation errors. */
export function maskGraphQLError(err: unknown, genericMessage: string): Error {
  const app = findAppError(err);
  if (app) {
    const g = err instanceof GraphQLError ? err : null;
    return new GraphQLError(app.message, {
      nodes: g?.nodes,
      path: g?.path,
      extensions: {
        code: app.code,
        http: { status: app.status },
        ...(app.invalidParams.length ? { invalid_params: app.invalidParams } : {}),
      },
    });
  }
  // GraphQL's own errors (validation, variable coercion — which wraps the scalar's GraphQLError) reach the client as they are.
  if (err instanceof GraphQLError && (!err.originalError || err.originalError instanceof GraphQLError)) return err;
  console.error("[graphql] unexpected error", err);
  return new GraphQLError(genericMessage, { extensions: { code: "internal" } });
}
