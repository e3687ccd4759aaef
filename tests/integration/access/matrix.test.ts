// The generated access matrix (P8 item 2). Its rows are FOUND: every route handler under app/ and every root field
// of the GraphQL schema. Each must have an entry in ./declarations.ts, and its declaration must equal that entry — a
// new entry point with no entry, or a removed or changed declaration, fails here. Then every entry point is called as
// each kind of caller (./world.ts), and must refuse exactly those its declaration refuses (./outcomes.ts); members of
// B calling with B's id and C's objects must not reach C's objects, and C's rows stay unchanged.
import { beforeAll, describe, expect, it } from "vitest";
import { parse, subscribe } from "graphql";
import { NextRequest } from "next/server";
import { resolvePrincipal } from "@/server/auth/session";
import type { TGraphQLContext } from "@/server/graphql/builder";
import { schema } from "@/server/graphql/schema";
import { maskGraphQLError } from "@/server/graphql/errors";
import * as graphqlRoute from "@/app/api/v1/graphql/route";
import { GRAPHQL, GRAPHQL_EXEMPT, REST, REST_EXEMPT, type TGraphQLRow, type TRestRow } from "./declarations";
import { documentFor, graphqlEntryPoints, restEntryPoints, type TGraphQLEntryPoint, type TRestEntryPoint } from "./discover";
import { expectedOutcome, type TOutcome } from "./outcomes";
import { brandOf, CALLERS, createWorld, headersOf, snapshotBrand, type TCaller, type TObjectKind, type TObjects, type TWorld } from "./world";

const rest = await restEntryPoints();
const fields = graphqlEntryPoints();
let world: TWorld;
beforeAll(async () => {
  world = await createWorld();
}, 120_000);

const UNKNOWN = "f".repeat(24);
const DEFAULT_PARAMS: Record<string, TObjectKind> = {
  id: "brand",
  surveyId: "survey",
  productId: "product",
  profileId: "consumer_profile",
  categoryId: "category",
  demographicId: "demographic",
  tagId: "tag",
  groupId: "group",
  userId: "user",
  shortId: "short_id",
};

describe("every entry point is declared, and declared as the matrix says", () => {
  it("every route handler has an entry, with the same declaration", () => {
    const problems: string[] = [];
    for (const e of rest) {
      if (REST_EXEMPT[e.key]) {
        if (e.meta) problems.push(`${e.key}: exempt in declarations.ts but declared ${e.meta.permission}`);
        continue;
      }
      const row = REST[e.key];
      if (!row) problems.push(`${e.key}: no entry in declarations.ts (declared: ${e.meta?.permission ?? "nothing"})`);
      else if (!e.meta) problems.push(`${e.key}: declares no permission (withApi({ permission }))`);
      else if (e.meta.permission !== row.permission || e.meta.share !== Boolean(row.share)) {
        problems.push(`${e.key}: declares ${e.meta.permission}${e.meta.share ? " + share" : ""}, matrix says ${row.permission}${row.share ? " + share" : ""}`);
      }
    }
    for (const key of [...Object.keys(REST), ...Object.keys(REST_EXEMPT)]) {
      if (!rest.some((e) => e.key === key)) problems.push(`${key}: in declarations.ts but no such handler`);
    }
    expect(problems).toEqual([]);
  });

  it("every GraphQL root field has an entry, with the same declaration", () => {
    const problems: string[] = [];
    for (const f of fields) {
      if (GRAPHQL_EXEMPT[f.key]) continue;
      const row = GRAPHQL[f.key];
      if (!row) problems.push(`${f.key}: no entry in declarations.ts (declared: ${f.declared ?? "nothing"})`);
      else if (f.declared !== row.permission) problems.push(`${f.key}: declares ${f.declared ?? "nothing"}, matrix says ${row.permission}`);
    }
    for (const key of [...Object.keys(GRAPHQL), ...Object.keys(GRAPHQL_EXEMPT)]) {
      if (!fields.some((f) => f.key === key)) problems.push(`${key}: in declarations.ts but no such field`);
    }
    expect(problems).toEqual([]);
  });
});

// Gates and dates (P15, spec 3 §6): every results entry point is declared results.read, so a new one cannot skip the
// rule that keeps results for admins on a gates-and-dates brand (the gated callers below then prove the refusal).
it("every results entry point is declared results.read", () => {
  const restResults = /\/report\/(?!view$)|\/sentiment|\/export_results_relational|\/sales_data$|\/filters?(\/|$)/;
  const fieldResults = /^Query\.(report|getResults|significance|get\w*SentimentScoreReport)/;
  const problems = [
    ...Object.entries(REST).filter(([k, r]) => restResults.test(k.split(" ")[1]!) && r.permission !== "results.read").map(([k, r]) => `${k}: ${r.permission}`),
    ...Object.entries(GRAPHQL).filter(([k, r]) => fieldResults.test(k) && r.permission !== "results.read").map(([k, r]) => `${k}: ${r.permission}`),
  ];
  expect(problems).toEqual([]);
  expect(Object.keys(REST).filter((k) => restResults.test(k.split(" ")[1]!)).length).toBeGreaterThanOrEqual(15);
  expect(Object.keys(GRAPHQL).filter((k) => fieldResults.test(k)).length).toBeGreaterThanOrEqual(13);
});

// ---- REST -----------------------------------------------------------------------------------------------------

function paramsFor(e: TRestEntryPoint, row: TRestRow, objects: TObjects, unknownObjects: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of e.params) {
    const kind = row.params?.[name] ?? DEFAULT_PARAMS[name];
    if (!kind) out[name] = "x";
    else if (kind === "brand" && !row.params?.[name]) out[name] = objects.brand;
    else out[name] = unknownObjects ? UNKNOWN : objects[kind];
  }
  return out;
}

function bodyFor(row: TRestRow, objects: TObjects): string {
  if (!row.body) return "{}";
  return JSON.stringify(row.body).replaceAll('"$brand"', JSON.stringify(objects.brand)).replaceAll('"$survey"', JSON.stringify(objects.survey));
}

async function callRest(e: TRestEntryPoint, row: TRestRow, objects: TObjects, params: Record<string, string>, headers: Record<string, string>) {
  const body = bodyFor(row, objects);
  const query = row.query ? `?${new URLSearchParams(Object.entries(row.query).map(([k, v]) => [k, v === "$brand" ? objects.brand : v]))}` : "";
  const path = e.path.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_m, name: string) => encodeURIComponent(params[name] ?? "x")) + query;
  const hasBody = e.method !== "GET" && e.method !== "DELETE";
  const req = new NextRequest(`http://localhost${path}`, {
    method: e.method,
    headers: { ...headers, ...(hasBody ? { "content-type": "application/json" } : {}) },
    body: hasBody ? body : undefined,
  });
  const routeParams = Object.fromEntries(
    e.params.map((name) => [name, e.path.includes(`[...${name}]`) ? [params[name] ?? "x"] : (params[name] ?? "x")]),
  );
  const res = await e.handler(req as never, { params: Promise.resolve(routeParams) } as never);
  const text = await res.text();
  let json: { detail?: string; code?: string } = {};
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    /* not JSON (pages, files) */
  }
  return { status: res.status, detail: json.detail };
}

function assertOutcome(key: string, caller: TCaller, want: TOutcome, got: { status: number; detail?: string }) {
  const where = `${key} as ${caller}: got ${got.status} ${got.detail ?? ""}`;
  if (!want.refused) {
    expect(got.status, where).not.toBe(401);
    expect(got.status, where).not.toBe(403);
    expect(got.status, where).toBeLessThan(500);
    return;
  }
  expect(got.status, where).toBe(want.status);
  if (want.detail) expect(got.detail, where).toBe(want.detail);
}

const restRows = rest.filter((e) => !REST_EXEMPT[e.key] && REST[e.key]);

describe.each(restRows.map((e) => [e.key, e] as const))("%s", (_key, e) => {
  const row = REST[e.key]!;
  it.each(CALLERS)("as %s", async (caller) => {
    const want = row.expect?.[caller] ?? expectedOutcome({ ...row, denied: row.denied ?? e.meta?.denied }, caller);
    // Refused callers get the real objects (a refusal must not depend on missing data); allowed ones get unknown
    // object ids, so the probe changes nothing.
    const objects = caller === "outsider" ? world.B : brandOf(world, caller);
    // The results-link viewer of G names its own study (any other is refused for that alone); it only reads.
    const got = await callRest(e, row, objects, paramsFor(e, row, objects, !want.refused && caller !== "gatedShare"), headersOf(world, caller));
    assertOutcome(e.key, caller, want, got);
  });

  const objectParams = e.params.filter((p) => (row.params?.[p] ?? DEFAULT_PARAMS[p]) && (row.params?.[p] ?? DEFAULT_PARAMS[p]) !== "brand");
  const mixed = objectParams.length > 0 && row.permission !== "none" && row.permission !== "public" && row.mixed !== false;
  // Only entry points that name objects get this probe (it is not declared at all elsewhere: no skipped tests).
  if (mixed) it("mixed ids: B's member with C's objects reaches nothing of C", async () => {
    const before = await snapshotBrand(world.C);
    const params = paramsFor(e, row, world.B, false);
    for (const p of objectParams) params[p] = world.C[(row.params?.[p] ?? DEFAULT_PARAMS[p])!];
    const got = await callRest(e, row, world.B, params, headersOf(world, "member"));
    expect(got.status, `${e.key}: ${got.status} ${got.detail ?? ""}`).toBeGreaterThanOrEqual(400);
    expect(got.status, `${e.key}: ${got.status} ${got.detail ?? ""}`).toBeLessThan(500);
    expect(await snapshotBrand(world.C)).toBe(before);
  });
});

// ---- GraphQL -------------------------------------------------------------------------------------------------

function pickFor(row: TGraphQLRow, objects: TObjects, unknownObjects: boolean, self: string | null = null) {
  return (path: string): unknown => {
    if (row.args?.[path] === "$self") return self ?? UNKNOWN;
    const brandPaths = row.brand ?? ["brand_id"];
    if (brandPaths.includes(path)) return objects.brand;
    const kind = row.objects?.[path];
    if (kind) return unknownObjects ? UNKNOWN : objects[kind];
    return row.args?.[path];
  };
}

async function contextFor(caller: TCaller): Promise<TGraphQLContext> {
  const req = new NextRequest("http://localhost/api/v1/graphql", { method: "POST", headers: headersOf(world, caller) });
  const { principal, problem } = await resolvePrincipal(req);
  return { principal, actor: principal?.kind === "user" ? principal : null, problem };
}

async function callField(e: TGraphQLEntryPoint, caller: TCaller, doc: { query: string; variables: Record<string, unknown> }) {
  if (e.operation === "Subscription") {
    const result = await subscribe({ schema, document: parse(doc.query), variableValues: doc.variables, contextValue: await contextFor(caller) });
    if (Symbol.asyncIterator in result) {
      await result.return?.();
      return { errors: undefined, data: "subscribed" as unknown };
    }
    // Over the websocket these errors go through the same masking as yoga's (server/realtime/ws-server.ts).
    const masked = result.errors?.map((er) => maskGraphQLError(er, "Unexpected error."));
    return { errors: masked?.map((er) => ({ message: er.message, extensions: (er as { extensions?: Record<string, unknown> }).extensions })), data: null as unknown };
  }
  const headers = { ...headersOf(world, caller), "content-type": "application/json" };
  const req = new NextRequest("http://localhost/api/v1/graphql", { method: "POST", headers, body: JSON.stringify(doc) });
  const res = await graphqlRoute.POST(req);
  const body = (await res.json()) as { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  return { errors: body.errors, data: body.data?.[e.field.name] };
}

const CODE_STATUS: Record<string, number> = { unauthenticated: 401, forbidden: 403, brand_inactive: 403, not_found: 404 };

const gqlRows = fields.filter((f) => !GRAPHQL_EXEMPT[f.key] && GRAPHQL[f.key]);

describe.each(gqlRows.map((f) => [f.key, f] as const))("%s", (_key, f) => {
  const row = GRAPHQL[f.key]!;
  it.each(CALLERS)("as %s", async (caller) => {
    const want = row.expect?.[caller] ?? expectedOutcome({ ...row, denied: row.denied ?? f.denied }, caller);
    const objects = caller === "outsider" ? world.B : brandOf(world, caller);
    const { errors } = await callField(f, caller, documentFor(f, pickFor(row, objects, !want.refused && caller !== "gatedShare", world.ids[caller])));
    const first = errors?.[0];
    const code = String(first?.extensions?.code ?? "");
    const where = `${f.key} as ${caller}: ${first ? `${code} ${first.message}` : "no error"}`;
    if (!want.refused) {
      expect(["unauthenticated", "forbidden", "brand_inactive", "internal"], where).not.toContain(code);
      return;
    }
    expect(CODE_STATUS[code], where).toBe(want.status);
    if (want.detail) expect(first?.message, where).toBe(want.detail);
  });

  const objectArgs = Object.keys(row.objects ?? {});
  if (objectArgs.length > 0 && row.permission !== "public" && row.mixed !== false) it("mixed ids: B's member with C's objects reaches nothing of C", async () => {
    const before = await snapshotBrand(world.C);
    const pick = (path: string) => {
      const kind = row.objects?.[path];
      if (kind) return world.C[kind];
      return pickFor(row, world.B, false, world.ids.member)(path);
    };
    const { errors, data } = await callField(f, "member", documentFor(f, pick, row.selection));
    // Refused, or answered with nothing: null, an empty list, or (with a row's own selection) none of C's ids.
    const cIds = Object.values(world.C);
    const nothing =
      data === null || data === undefined || (Array.isArray(data) && data.length === 0) || (Boolean(row.selection) && !cIds.some((id) => JSON.stringify(data).includes(id)));
    expect(Boolean(errors?.length) || nothing, `${f.key}: C's objects answered ${JSON.stringify(data)}`).toBe(true);
    expect(String(errors?.[0]?.extensions?.code ?? ""), `${f.key}: ${errors?.[0]?.message}`).not.toBe("internal");
    expect(await snapshotBrand(world.C)).toBe(before);
  });
});

// The callers the issue names, as the suite sees them, so a change to world.ts cannot silently drop one.
it("covers the callers of the issue", () => {
  expect(CALLERS).toEqual(["anonymous", "shareOther", "outsider", "inactive", "restricted", "kbOnly", "member", "admin", "gatedMember", "gatedAdmin", "gatedShare"]);
});
