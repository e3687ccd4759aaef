import "server-only";
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
  // GraphQL's own errors (validation, variable coercion — which wraps the scalar's GraphQLError) reach the client as they
  // are, less anything that tells more than the message: in production no "Did you mean …", and never a stack.
  if (err instanceof GraphQLError && (!err.originalError || err.originalError instanceof GraphQLError)) {
    const clean = withoutInternals(err);
    return process.env.NODE_ENV === "production" ? withoutSuggestions(clean) : clean;
  }
  console.error("[graphql] unexpected error", err);
  return new GraphQLError(genericMessage, { extensions: { code: "internal" } });
}

const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/** The error without graphql-js's "Did you mean …?" hint (field, argument, type and enum value names of the schema). */
export function withoutSuggestions(err: GraphQLError): GraphQLError {
  const message = err.message.replace(SUGGESTION, "");
  return message === err.message ? err : copyOf(err, message, err.extensions);
}

/** Extensions a server error may carry about its cause; none of them is for the client. */
const INTERNAL_EXTENSIONS = ["originalError", "stack", "exception", "stacktrace"];

function withoutInternals(err: GraphQLError): GraphQLError {
  const ext = err.extensions ?? {};
  if (!INTERNAL_EXTENSIONS.some((k) => k in ext)) return err;
  const kept: Record<string, unknown> = Object.fromEntries(Object.entries(ext).filter(([k]) => !INTERNAL_EXTENSIONS.includes(k)));
  // yoga puts the cause of a bad request body in extensions.originalError ({name, message} of the JSON parser's error)
  // and, seeing it, answers the error's own status (400) even to application/json. Without the extension it would
  // answer 200 as for a GraphQL validation error; `spec: false` keeps the 400.
  const http = kept.http as { status?: number; spec?: boolean } | undefined;
  if ("originalError" in ext && http?.spec) kept.http = { ...http, spec: false };
  return copyOf(err, err.message, kept);
}

function copyOf(err: GraphQLError, message: string, extensions: GraphQLError["extensions"]): GraphQLError {
  return new GraphQLError(message, {
    nodes: err.nodes,
    source: err.source,
    positions: err.positions,
    path: err.path,
    originalError: err.originalError,
    extensions,
  });
}
