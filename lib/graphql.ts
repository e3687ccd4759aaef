// Typed GraphQL documents (gql.tada): `graphql("query …")` infers the result and variables types from schema.graphql,
// through the introspection output lib/graphql-env.d.ts, regenerated with `npm run graphql:schema`
// (npm test fails when it is stale). Send documents with lib/graphql-client.ts's `gql(document, variables)`.
import { initGraphQLTada } from "gql.tada";
import type { introspection } from "./graphql-env.d.ts";
import type { TJson } from "./products/wire";

/**
 * The JSON scalar, for variables and results alike (gql.tada has one type per scalar): any JSON value, or an object
 * the caller built (a zod output, an interface) that JSON.stringify sends as is.
 */
export type TJsonScalar = TJson | object;

export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: {
    /** ISO 8601 text (server/graphql/datetime.ts). */
    DateTime: string;
    /** Any JSON value (server/graphql/scalars.ts); readers narrow it with asWire where they know the shape. */
    JSON: TJsonScalar;
    /** Only ever `{}` (server/graphql/brand-list.ts). */
    CreateBrandInput: Record<string, never>;
  };
  // The app has no fragment colocation: fragments only share field lists, so their fields read as plain fields.
  disableMasking: true;
}>();

export type { FragmentOf, ResultOf, VariablesOf, TadaDocumentNode } from "gql.tada";

/** `W` with the properties named `K` (at any depth) left open: what a document's result must match. */
type TLoosened<W, K extends string> = W extends readonly (infer E)[]
  ? TLoosened<E, K>[]
  : W extends object
    ? { [P in keyof W]: P extends K ? unknown : TLoosened<W[P], K> }
    : W;

/**
 * A document's result read as a wire type that is stricter than schema.graphql in the named fields only: a String
 * the server fills from an enum, a JSON field whose shape the server's zod schema fixes. Every other field of `W` must
 * be in the document with its type, so `tsc` still fails when a field is renamed or left out.
 * `asWire<TWireDemographic>()(data.demographic, ["type", "country_options"])`
 */
export const asWire =
  <W>() =>
  <K extends string>(value: TLoosened<W, NoInfer<K>>, _schemaLooser: readonly K[]): W =>
    // The named fields are the server's word (see above); nothing else is cast.
    value as W;
