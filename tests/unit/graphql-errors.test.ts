// GraphQL error masking (server/graphql/errors.ts): app errors keep their text and code, GraphQL's own validation
// and variable-coercion errors reach the client as they are, anything else is masked.
import { GraphQLError } from "graphql";
import { describe, expect, it, vi } from "vitest";
import { maskGraphQLError } from "@/server/graphql/errors";
import { forbidden } from "@/server/errors";

describe("maskGraphQLError", () => {
  it("passes a variable coercion error through (graphql-js wraps the scalar's GraphQLError)", () => {
    const inner = new GraphQLError("String cannot represent a non string value: 5");
    const err = new GraphQLError('Variable "$title" got invalid value 5; String cannot represent a non string value: 5', { originalError: inner });
    expect(maskGraphQLError(err, "generic")).toBe(err);
  });

  it("passes a plain validation error through", () => {
    const err = new GraphQLError('Cannot query field "nope" on type "Query".');
    expect(maskGraphQLError(err, "generic")).toBe(err);
  });

  it("masks an unexpected error, even wrapped in a GraphQLError", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const wrapped = new GraphQLError("boom", { originalError: new TypeError("x is undefined") });
    const masked = maskGraphQLError(wrapped, "generic");
    expect(masked.message).toBe("generic");
    expect((masked as GraphQLError).extensions.code).toBe("internal");
    spy.mockRestore();
  });

  it("keeps an AppError's text and code", () => {
    const masked = maskGraphQLError(new GraphQLError("x", { originalError: forbidden("Nope.") }), "generic") as GraphQLError;
    expect(masked.message).toBe("Nope.");
    expect(masked.extensions.code).toBe("forbidden");
  });
});
