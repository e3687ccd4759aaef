import "server-only";
// The JSON scalar of the contracts (docs/contracts/p2-products.graphql): free-form objects such as
// custom_data, translation fields and bulk-upload previews. Values pass through as parsed JSON.
import { GraphQLError, Kind, type ValueNode } from "graphql";
import { builder } from "./builder";

import type { TJson } from "@/lib/products/wire";

export type { TJson };

/** Turns a literal written inline in a query into its JSON value (variables arrive already parsed). */
function literalToJson(node: ValueNode, variables: Record<string, unknown> | null | undefined): TJson {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map((v) => literalToJson(v, variables));
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, literalToJson(f.value, variables)]));
    case Kind.VARIABLE:
      return (variables?.[node.name.value] ?? null) as TJson;
    default:
      throw new GraphQLError("JSON cannot represent this literal.");
  }
}

type TTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

// The builder's Scalars map (server/graphql/builder.ts) does not list JSON, and scalarType() only accepts listed
// names; this narrow cast registers JSON with exact shapes instead. Refs of it type-check like any other ref.
// (The cleaner alternative — `Scalars: { JSON: { Input: TJson; Output: TJson } }` in builder.ts — is the lead's.)
const registerScalar = builder.scalarType as unknown as (
  name: string,
  options: PothosSchemaTypes.ScalarTypeOptions<TTypes, TJson, TJson>,
) => PothosSchemaTypes.ScalarRef<TTypes, TJson, TJson>;

export const JSONScalar = registerScalar.call(builder, "JSON", {
  description: "Any JSON value.",
  serialize: (value) => value,
  parseValue: (value) => value as TJson,
  parseLiteral: (node, variables) => literalToJson(node, variables),
});
