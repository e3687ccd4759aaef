// The browser's GraphQL client for POST /api/v1/graphql, with the same session rules as lib/api-client.ts:
// unauthenticated → sign out to /, "This brand is inactive" → /inactive-brand. Errors throw GraphQLRequestError.
// Documents are typed with lib/graphql.ts (gql.tada), so results and variables are checked against schema.graphql.
import { print, type DocumentNode } from "@0no-co/graphql.web";
import { HTTP_TIMEOUT_MS } from "./constants";
import { MSG } from "./messages";
import type { TApiClientHooks } from "./api-client";
import type { TadaDocumentNode } from "./graphql";
import type { TJson } from "./products/wire";

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

/**
 * A document's text, printed once (a document made by `graphql()` is parsed; fragments it uses are appended). Also
 * what the realtime socket sends for a typed subscription or mutation.
 */
const printed = new WeakMap<DocumentNode, string>();
export function queryText(document: DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) printed.set(document, (text = print(document)));
  return text;
}

/** Variables may be left out only when the document declares none (or only optional ones). */
type TVariablesArgs<V> = Record<string, never> extends V ? [variables?: V, hooks?: TApiClientHooks] : [variables: V, hooks?: TApiClientHooks];

/**
 * The dotted paths of `unknown` leaves in a result type: gql.tada types a field schema.graphql lacks as `unknown`.
 * Index signatures and `unknown[]` (JSON values, lib/graphql.ts) never stand for a field name.
 */
type TUnknownFields<T, P extends string = ""> = unknown extends T
  ? P
  : [T] extends [TJson]
    ? never
    : T extends readonly (infer E)[]
      ? unknown extends E
        ? never
        : TUnknownFields<E, P>
      : T extends object
        ? { [K in keyof T & string]-?: string extends K ? never : TUnknownFields<T[K], P extends "" ? K : `${P}.${K}`> }[keyof T & string]
        : never;
type TKnownFieldsOnly<T> = [TUnknownFields<T>] extends [never] ? unknown : { "fields not in schema.graphql": TUnknownFields<T> };

/**
 * Sends a typed document. A document asking for a field schema.graphql lacks fails `tsc` here, naming the field
 * (`npx gql.tada check` also checks arguments and variable types).
 */
export async function gql<T, V>(
  document: TadaDocumentNode<T, V> & TKnownFieldsOnly<T>,
  ...[variables, hooks = browserHooks]: TVariablesArgs<V>
): Promise<T> {
  const res = await fetch("/api/v1/graphql", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: queryText(document), variables: variables ?? {} }),
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
