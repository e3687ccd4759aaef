// The toast of a failed action with no form (lib/forms/server-errors.ts refusalText): the server's sentence when the
// user can act on it (GraphQL invalid / forbidden / not_found / conflict / rate_limited; REST 400, 403, 404, 409,
// 429), else the caller's fallback — a server error, a network failure or a bug never shows a raw message.
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { GraphQLRequestError } from "@/lib/graphql-client";
import { refusalText } from "@/lib/forms/server-errors";

describe("refusalText", () => {
  it("shows the server's sentence for a refusal the user can act on", () => {
    expect(refusalText(new GraphQLRequestError("Only the author of this comment can change or delete it.", "forbidden"), "fallback")).toBe(
      "Only the author of this comment can change or delete it.",
    );
    expect(refusalText(new GraphQLRequestError("Changed since.", "conflict"), "fallback")).toBe("Changed since.");
    expect(refusalText(new ApiError(429, "Too many."), "fallback")).toBe("Too many.");
    expect(refusalText(new ApiError(404, "Gone."), "fallback")).toBe("Gone.");
  });

  it("shows the fallback for a server error, an unknown code, a network failure or anything else", () => {
    expect(refusalText(new GraphQLRequestError("Internal", "internal"), "fallback")).toBe("fallback");
    expect(refusalText(new GraphQLRequestError("HTTP 500", undefined), "fallback")).toBe("fallback");
    expect(refusalText(new ApiError(500, "boom"), "fallback")).toBe("fallback");
    expect(refusalText(new TypeError("Failed to fetch"), "fallback")).toBe("fallback");
  });
});
