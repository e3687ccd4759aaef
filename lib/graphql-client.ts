// The browser's GraphQL client for POST /api/v1/graphql, with the same session rules as lib/api-client.ts:
// unauthenticated → sign out to /, "This brand is inactive" → /inactive-brand. Errors throw GraphQLRequestError.
import { HTTP_TIMEOUT_MS } from "./constants";
import { MSG } from "./messages";
import type { TApiClientHooks } from "./api-client";

export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly invalidParams: { name: string; reason: string }[] = [],
  ) {
    super(message);
  }
}

interface TGraphQLResponse<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; invalid_params?: { name: string; reason: string }[] } }[];
}

const browserHooks: TApiClientHooks = {
  onUnauthenticated: () => {
    void import("next-auth/react").then(({ signOut }) => signOut({ callbackUrl: "/" }));
  },
  onInactiveBrand: () => window.location.assign("/inactive-brand"),
};

export async function gql<T>(query: string, variables: Record<string, unknown> = {}, hooks: TApiClientHooks = browserHooks): Promise<T> {
  const res = await fetch("/api/v1/graphql", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  });
  const body = (await res.json().catch(() => ({}))) as TGraphQLResponse<T>;
  const first = body.errors?.[0];
  if (first) {
    const code = first.extensions?.code;
    if (code === "unauthenticated") hooks.onUnauthenticated();
    if (code === "brand_inactive" || first.message === MSG.brandInactive) hooks.onInactiveBrand();
    throw new GraphQLRequestError(first.message, code, first.extensions?.invalid_params);
  }
  if (!res.ok || !body.data) throw new GraphQLRequestError(MSG.errorStatus(res.status), undefined);
  return body.data;
}
