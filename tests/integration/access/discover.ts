// The entry points of the app, found rather than listed: every route handler under app/ (with its withApi
// declaration) and every root field of the GraphQL schema (with its declared scope or permission).
import { getNamedType, isInputObjectType, isLeafType, isListType, isNonNullType, isEnumType, type GraphQLArgument, type GraphQLField, type GraphQLInputType } from "graphql";
import type { TAccessDeclaration } from "@/lib/permissions";
import type { TApiMeta } from "@/server/http/with-api";
import { schema } from "@/server/graphql/schema";

export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type THandler = ((req: never, ctx: never) => Promise<Response>) & { meta?: TApiMeta };

export interface TRestEntryPoint {
  /** "GET /api/v1/brand/[id]/tags" */
  key: string;
  method: (typeof METHODS)[number];
  /** The route folder, with its dynamic segments: /api/v1/brand/[id]/tags */
  path: string;
  /** Dynamic segment names, in order. */
  params: string[];
  handler: THandler;
  meta: TApiMeta | undefined;
}

const modules = import.meta.glob<Record<string, unknown>>("/app/**/route.ts");

export async function restEntryPoints(): Promise<TRestEntryPoint[]> {
  const out: TRestEntryPoint[] = [];
  for (const [file, load] of Object.entries(modules)) {
    const path = file.replace(/^\/app/, "").replace(/\/route\.ts$/, "") || "/";
    const params = [...path.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((m) => m[1]!);
    const mod = await load();
    for (const method of METHODS) {
      const handler = mod[method] as THandler | undefined;
      if (typeof handler !== "function") continue;
      out.push({ key: `${method} ${path}`, method, path, params, handler, meta: handler.meta });
    }
  }
  return out.sort((a, b) => a.key.localeCompare(b.key));
}

export type TOperation = "Query" | "Mutation" | "Subscription";

export interface TGraphQLEntryPoint {
  /** "Query.brand" */
  key: string;
  operation: TOperation;
  field: GraphQLField<unknown, unknown>;
  declared: TAccessDeclaration | undefined;
  /** The refusal text an admin-only field declares ({ admin: "text" }). */
  denied?: string;
}

/** The declaration of a root field: a brand permission (extensions.permission) or its auth scope. */
function declaredOf(field: GraphQLField<unknown, unknown>): TAccessDeclaration | undefined {
  const ext = field.extensions as { permission?: TAccessDeclaration; pothosOptions?: { authScopes?: unknown } };
  if (ext.permission) return ext.permission;
  const scopes = ext.pothosOptions?.authScopes;
  if (!scopes || typeof scopes !== "object") return undefined;
  const keys = Object.keys(scopes as object);
  if (keys.length !== 1) return undefined;
  // { admin: "text" } declares admin with its own refusal text.
  return ({ public: "public", signedIn: "signed-in", admin: "admin" } as const)[keys[0] as "public" | "signedIn" | "admin"];
}

export function graphqlEntryPoints(): TGraphQLEntryPoint[] {
  const out: TGraphQLEntryPoint[] = [];
  for (const operation of ["Query", "Mutation", "Subscription"] as const) {
    const type = operation === "Query" ? schema.getQueryType() : operation === "Mutation" ? schema.getMutationType() : schema.getSubscriptionType();
    for (const field of Object.values(type?.getFields() ?? {})) {
      const admin = (field.extensions as { pothosOptions?: { authScopes?: { admin?: unknown } } }).pothosOptions?.authScopes?.admin;
      out.push({ key: `${operation}.${field.name}`, operation, field, declared: declaredOf(field), denied: typeof admin === "string" ? admin : undefined });
    }
  }
  return out.sort((a, b) => a.key.localeCompare(b.key));
}

/** A value of the right type for an argument: `pick(path)` answers a value for a named path, else a dummy. */
export function dummyValue(type: GraphQLInputType, path: string, pick: (path: string) => unknown): unknown {
  const chosen = pick(path);
  if (chosen !== undefined) return chosen;
  if (isNonNullType(type)) return dummyValue(type.ofType, path, pick);
  if (isListType(type)) return [];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]?.value;
  if (isInputObjectType(named)) {
    const obj: Record<string, unknown> = {};
    for (const f of Object.values(named.getFields())) {
      const v = pick(`${path}.${f.name}`);
      if (v !== undefined) obj[f.name] = v;
      else if (isNonNullType(f.type)) obj[f.name] = dummyValue(f.type, `${path}.${f.name}`, pick);
    }
    return obj;
  }
  if (isLeafType(named)) {
    switch (named.name) {
      case "Int":
      case "Float":
        return 1;
      case "Boolean":
        return false;
      case "DateTime":
        return new Date().toISOString();
      case "JSON":
      case "CreateBrandInput":
        return {};
      default:
        return "f".repeat(24);
    }
  }
  return null;
}

/** `query($a: T!) { field(a: $a) { __typename } }` with variables for every argument. */
export function documentFor(e: TGraphQLEntryPoint, pick: (path: string) => unknown, selection?: string): { query: string; variables: Record<string, unknown> } {
  const args = e.field.args as readonly GraphQLArgument[];
  const variables: Record<string, unknown> = {};
  for (const a of args) {
    const v = dummyValue(a.type, a.name, pick);
    if (v !== undefined && (v !== null || isNonNullType(a.type))) variables[a.name] = v;
  }
  const used = args.filter((a) => a.name in variables);
  const defs = used.map((a) => `$${a.name}: ${a.type.toString()}`).join(", ");
  const call = used.map((a) => `${a.name}: $${a.name}`).join(", ");
  const select = isLeafType(getNamedType(e.field.type)) ? "" : ` ${selection ?? "{ __typename }"}`;
  const op = e.operation.toLowerCase();
  return { query: `${op}${defs ? `(${defs})` : ""} { ${e.field.name}${call ? `(${call})` : ""}${select} }`, variables };
}
