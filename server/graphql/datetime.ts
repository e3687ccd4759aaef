import "server-only";
// The DateTime scalar of docs/contracts/p3-studies.md: ISO 8601 date-time strings on the wire. Output values are
// already ISO strings (the serializers convert); inputs must parse as dates and pass through as given, so the
// services' zod schemas see the text the client sent.
import { GraphQLError, Kind, type ValueNode } from "graphql";
import { builder } from "./builder";

type TTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

// As in scalars.ts: the builder's Scalars map lists no DateTime, so the scalar is registered with exact shapes.
const registerScalar = builder.scalarType as unknown as (
  name: string,
  options: PothosSchemaTypes.ScalarTypeOptions<TTypes, string, string>,
) => PothosSchemaTypes.ScalarRef<TTypes, string, string>;

function parseDateTime(value: unknown): string {
  if (typeof value !== "string" || Number.isNaN(Date.parse(value))) throw new GraphQLError("DateTime must be an ISO 8601 date-time string.");
  return value;
}

export const DateTimeScalar = registerScalar.call(builder, "DateTime", {
  description: "An ISO 8601 date-time string, e.g. 2026-03-01T12:00:00.000Z.",
  serialize: (value: unknown) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: parseDateTime,
  parseLiteral: (node: ValueNode) => parseDateTime(node.kind === Kind.STRING ? node.value : undefined),
});
