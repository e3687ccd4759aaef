// GraphQL work bounds (P8 item 3, server/graphql/armor.ts): documents over the token, alias, directive, depth or cost
// limits are refused before anything runs — over HTTP and over the websocket — while the app's own big queries pass;
// introspection and "Did you mean …" are off for anonymous callers in production; unexpected errors are masked.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createClient } from "graphql-ws";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import * as graphqlRoute from "@/app/api/v1/graphql/route";
import * as meRoute from "@/app/api/v1/me/route";
import { fetchStudyPage } from "@/components/studies/studies-api";
import { fetchSettings } from "@/components/brands/settings/settings-api";
import { GRAPHQL_LIMITS, measureDocument, QUERY_TOO_COMPLEX } from "@/server/graphql/armor";
import { attachSubscriptions, SUBSCRIPTIONS_PATH } from "@/server/realtime/ws-server";
import { call, createBrand, createUser } from "./support/factories";

// A switch that makes getMe (the `me` resolver's and GET /api/v1/me's work) throw a plain Error with internals in it.
const boom = vi.hoisted(() => ({ on: false }));
vi.mock("@/server/users/get-me", async (importOriginal) => {
  const mod = await importOriginal<typeof import("@/server/users/get-me")>();
  return {
    ...mod,
    getMe: (...args: Parameters<typeof mod.getMe>) =>
      boom.on ? Promise.reject(new Error("connect ECONNREFUSED 10.0.0.7:5432 password=hunter2")) : mod.getMe(...args),
  };
});

interface TAnswer {
  status: number;
  ms: number;
  done: number;
  text: string;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

/** POST /api/v1/graphql through the real route handler, timed (`Accept: application/json` unless told). */
async function post(query: string, variables: Record<string, unknown> = {}, token: string | null = null, accept = "application/json"): Promise<TAnswer> {
  const start = performance.now();
  const res = await call(graphqlRoute.POST, { method: "POST", url: "http://localhost/api/v1/graphql", token, json: { query, variables }, headers: { accept } });
  const done = performance.now();
  return { status: res.status, ms: done - start, done, text: JSON.stringify(res.json), body: res.json as TAnswer["body"] };
}

async function getMe(token: string) {
  const start = performance.now();
  const res = await call(meRoute.GET, { url: "http://localhost/api/v1/me", token });
  const done = performance.now();
  return { status: res.status, ms: done - start, done };
}

const aliases = (n: number, field: string) => Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(" ");
const ALIASES_1000 = `query($b: ID!) { ${aliases(1000, "brandProducts(brand_id: $b) { filtered_count }")} }`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function expectRefused(a: TAnswer, message: RegExp) {
  expect(a.body.data).toBeUndefined();
  expect(a.body.errors).toHaveLength(1);
  expect(a.body.errors![0].message).toMatch(message);
  expect(a.body.errors![0].extensions?.code).toBe(QUERY_TOO_COMPLEX);
  // As yoga answers validation errors: 200 to application/json (400 to application/graphql-response+json, below).
  expect(a.status).toBe(200);
  // yoga keeps its `http` extension to itself.
  expect(a.body.errors![0].extensions).toEqual({ code: QUERY_TOO_COMPLEX });
}

let brandId: string;
let token: string;

beforeAll(async () => {
  brandId = (await createBrand()).id;
  token = (
    await createUser({
      brands: {
        [brandId]: [
          ["product", "read"],
          ["survey", "read"],
          ["settings_page", "read"],
        ],
      },
    })
  ).token;
});

describe("a 1,000-alias brandProducts query", () => {
  it("is refused before any resolver runs, and GET /api/v1/me beside it is not held up", { timeout: 120_000 }, async () => {
    // Warm both paths, then time a normal brandProducts query and /me alone.
    const normal: number[] = [];
    const meAlone: number[] = [];
    for (let i = 0; i < 3; i++) {
      const one = await post(`query($b: ID!) { brandProducts(brand_id: $b) { filtered_count } }`, { b: brandId }, token);
      expect(one.body.errors).toBeUndefined();
      normal.push(one.ms);
      const me = await getMe(token);
      expect(me.status).toBe(200);
      meAlone.push(me.ms);
    }

    const [refused, me] = await Promise.all([post(ALIASES_1000, { b: brandId }, token), getMe(token)]);
    // Refused at parse time: 1,000 aliases are 12,010 tokens, past the token limit long before the alias count.
    expectRefused(refused, new RegExp(`^Token limit of ${GRAPHQL_LIMITS.tokens} exceeded\\.$`));
    // Nothing ran: no `data` at all (an executed operation always has it), and the refusal took less time than a few
    // single brandProducts queries — not 1,000 of them (seconds). The floors leave room for a loaded machine's
    // scheduling stalls; the figures themselves are in `npm run bench` (P8 · GraphQL work bounds).
    expect(refused.ms).toBeLessThan(Math.max(5 * median(normal), 500));
    // /me answered, and neither waited behind resolvers: it finished within its usual time of the refusal.
    expect(me.status).toBe(200);
    const meBound = Math.max(20 * Math.max(...meAlone), 1000);
    expect(me.ms).toBeLessThan(meBound);
    expect(me.done - refused.done).toBeLessThan(meBound);
  });

  it("is refused at any concurrency: 20 at once are all refused, in far less time than running them would take", async () => {
    const normal = await post(`query($b: ID!) { brandProducts(brand_id: $b) { filtered_count } }`, { b: brandId }, token);
    const start = performance.now();
    const all = await Promise.all(Array.from({ length: 20 }, () => post(ALIASES_1000, { b: brandId }, token)));
    const took = performance.now() - start;
    for (const a of all) expect(a.body.errors?.[0]?.extensions?.code).toBe(QUERY_TOO_COMPLEX);
    // 20 executed 1,000-alias queries would take minutes; the floor leaves room for a loaded machine.
    expect(took).toBeLessThan(Math.max(20 * normal.ms, 2000));
  });
});

describe("each limit", () => {
  it("refuses 400 aliased __schema lookups from an anonymous caller", async () => {
    const a = await post(`{ ${aliases(400, "__schema { types { name } }")} }`);
    expectRefused(a, /^Token limit of \d+ exceeded\.$/);
  });

  it("refuses too many aliases (within the token limit)", async () => {
    const query = `query($b: ID!) { ${aliases(GRAPHQL_LIMITS.aliases + 1, "brandProducts(brand_id: $b) { filtered_count }")} }`;
    expect(measureDocument(query).tokens).toBeLessThanOrEqual(GRAPHQL_LIMITS.tokens);
    expectRefused(await post(query, { b: brandId }, token), new RegExp(`^Aliases limit of ${GRAPHQL_LIMITS.aliases} exceeded, found ${GRAPHQL_LIMITS.aliases + 1}\\.$`));
  });

  it("refuses too deep a document", async () => {
    // __type → fields → type → fields → … → name: 11 levels.
    let sel = "fields { name }";
    for (let i = 0; i < 4; i++) sel = `fields { type { ${sel} } }`;
    const query = `{ __type(name: "Query") { ${sel} } }`;
    expect(measureDocument(query).depth).toBe(GRAPHQL_LIMITS.depth + 1);
    expectRefused(await post(query, {}, token), new RegExp(`^Query depth limit of ${GRAPHQL_LIMITS.depth} exceeded, found ${GRAPHQL_LIMITS.depth + 1}\\.$`));
  });

  it("refuses too many directives", async () => {
    const query = `{ ${Array.from({ length: GRAPHQL_LIMITS.directives + 1 }, () => "__typename @include(if: true)").join(" ")} }`;
    expectRefused(await post(query, {}, token), new RegExp(`^Directives limit of ${GRAPHQL_LIMITS.directives} exceeded, found ${GRAPHQL_LIMITS.directives + 1}\\.$`));
  });

  it("refuses too many tokens", async () => {
    const query = `{ ${"__typename ".repeat(GRAPHQL_LIMITS.tokens)} }`;
    expectRefused(await post(query, {}, token), new RegExp(`^Token limit of ${GRAPHQL_LIMITS.tokens} exceeded\\.$`));
  });

  it("answers 400 to a client that accepts application/graphql-response+json", async () => {
    const tokens = await post(`{ ${"__typename ".repeat(GRAPHQL_LIMITS.tokens)} }`, {}, token, "application/graphql-response+json");
    const many = await post(`{ ${aliases(16, "me { _id }")} }`, {}, token, "application/graphql-response+json");
    expect([tokens.status, tokens.body.errors?.[0]?.extensions?.code]).toEqual([400, QUERY_TOO_COMPLEX]);
    expect([many.status, many.body.errors?.[0]?.extensions?.code]).toEqual([400, QUERY_TOO_COMPLEX]);
  });

  it("refuses a document over the cost budget that is within every other limit", async () => {
    const card = `products { _id name price margin description colors fit features materials images { _id order original desktop mobile }
      children { _id name } forecasts { apac us_dtc us_wholesale emea total } } filtered_count total_count`;
    const query = `query($b: ID!) { ${aliases(GRAPHQL_LIMITS.aliases, `brandProducts(brand_id: $b) { ${card} }`)} }`;
    const m = measureDocument(query);
    expect(m.tokens).toBeLessThanOrEqual(GRAPHQL_LIMITS.tokens);
    expect(m.aliases).toBeLessThanOrEqual(GRAPHQL_LIMITS.aliases);
    expect(m.depth).toBeLessThanOrEqual(GRAPHQL_LIMITS.depth);
    expect(m.cost).toBeGreaterThan(GRAPHQL_LIMITS.cost);
    expectRefused(await post(query, { b: brandId }, token), new RegExp(`^Query Cost limit of ${GRAPHQL_LIMITS.cost} exceeded, found [\\d.]+\\.$`));
  });

  it("leaves the app's biggest real documents working, sent by the UI's own code", async () => {
    // lib/graphql-client.ts fetches "/api/v1/graphql" with the session cookie; here the route answers with a bearer.
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      expect(url).toBe("/api/v1/graphql");
      const headers = new Headers(init.headers);
      headers.set("authorization", `Bearer ${token}`);
      return graphqlRoute.POST(new NextRequest("http://localhost/api/v1/graphql", { method: "POST", headers, body: init.body }));
    });
    try {
      // The studies list (the most tokens of any UI document) and the brand settings (a wide one).
      const page = await fetchStudyPage({ brandId, page: 1, sort: { id: "date_created", desc: true } });
      expect(page.surveys).toEqual([]);
      const settings = await fetchSettings(brandId);
      expect(settings._id).toBe(brandId);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("in production", () => {
  const production = async <T>(fn: () => Promise<T>): Promise<T> => {
    vi.stubEnv("NODE_ENV", "production");
    try {
      return await fn();
    } finally {
      vi.unstubAllEnvs();
    }
  };

  it("refuses introspection to an anonymous caller and allows it to a signed-in user", async () => {
    const query = "{ __schema { queryType { name } } }";
    const anonymous = await production(() => post(query));
    expect(anonymous.body.data).toBeUndefined();
    expect(anonymous.body.errors?.[0]?.message).toMatch(/introspection has been disabled/);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    const anonymousType = await production(() => post(`{ __type(name: "Query") { name } }`));
    expect(anonymousType.body.errors?.[0]?.message).toMatch(/introspection has been disabled/);

    const signedIn = await production(() => post(query, {}, token));
    expect(signedIn.body.errors).toBeUndefined();
    expect(signedIn.body.data).toEqual({ __schema: { queryType: { name: "Query" } } });
    // Outside production anyone may (what development and these tests rely on).
    expect((await post(query)).body.data).toEqual({ __schema: { queryType: { name: "Query" } } });
  });

  it("gives no field suggestions, in validation or in variables", async () => {
    const unknownField = await production(() => post("{ mee { _id } }", {}, token));
    expect(unknownField.body.errors?.[0]?.message).toBe('Cannot query field "mee" on type "Query".');
    expect(unknownField.text).not.toMatch(/Did you mean/);
    const anonymous = await production(() => post("{ mee { _id } }"));
    expect(anonymous.text).not.toMatch(/Did you mean/);

    const badFilter = await production(() =>
      post(`query($b: ID!, $f: ProductFilters) { brandProducts(brand_id: $b, filters: $f) { filtered_count } }`, { b: brandId, f: { price_hig: 3 } }, token),
    );
    expect(badFilter.body.errors?.[0]?.message).toMatch(/Field "price_hig" is not defined by type "ProductFilters"\.$/);
    expect(badFilter.text).not.toMatch(/Did you mean/);
    // Development keeps them.
    expect((await post("{ mee { _id } }", {}, token)).body.errors?.[0]?.message).toMatch(/Did you mean "me"\?$/);
  });
});

describe("an unexpected error", () => {
  for (const env of ["production", "development"] as const) {
    it(`reaches the client as "Unexpected error." with code internal and nothing of its cause (${env})`, async () => {
      vi.stubEnv("NODE_ENV", env);
      boom.on = true;
      const spy = vi.spyOn(console, "error").mockImplementation(() => {});
      try {
        const a = await post("{ me { _id email } }", {}, token);
        expect(a.body.errors).toEqual([{ message: "Unexpected error.", extensions: { code: "internal" } }]);
        expect(a.text).not.toMatch(/originalError|stack|ECONNREFUSED|hunter2|at .*\.ts/);
      } finally {
        boom.on = false;
        spy.mockRestore();
        vi.unstubAllEnvs();
      }
    });
  }
});

describe("a malformed request body", () => {
  it("answers 400 BAD_REQUEST without the JSON parser's error in extensions.originalError", async () => {
    const res = await call(graphqlRoute.POST, { method: "POST", url: "http://localhost/api/v1/graphql", token, rawBody: '{"query": "{ me { _id } }", nope' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ errors: [{ message: "POST body sent invalid JSON.", extensions: { code: "BAD_REQUEST" } }] });
  });
});

describe("over the websocket", () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((_req, res) => res.writeHead(404).end());
    attachSubscriptions(server);
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}${SUBSCRIPTIONS_PATH}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
  });

  /** One operation over graphql-ws: its results and errors. */
  async function ws(query: string, variables: Record<string, unknown> = {}, connectionParams: Record<string, unknown> = {}) {
    const client = createClient({ url, webSocketImpl: WebSocket, connectionParams, retryAttempts: 0, lazy: true });
    try {
      return await new Promise<{ results: unknown[]; error: unknown; ms: number }>((resolve) => {
        const results: unknown[] = [];
        const start = performance.now();
        client.subscribe(
          { query, variables },
          {
            next: (r) => results.push(r),
            error: (error) => resolve({ results, error, ms: performance.now() - start }),
            complete: () => resolve({ results, error: null, ms: performance.now() - start }),
          },
        );
      });
    } finally {
      await client.dispose();
    }
  }

  const messages = (error: unknown) => (error as { message: string; extensions?: Record<string, unknown> }[]).map((e) => [e.message, e.extensions?.code]);

  it("refuses the same documents with the same errors, without closing the socket", async () => {
    const realtime = (await createUser({ brands: { [brandId]: [["product", "read"]] } })).realtime_token;
    const big = await ws(ALIASES_1000, { b: brandId }, { token: realtime });
    expect(messages(big.error)).toEqual([[`Token limit of ${GRAPHQL_LIMITS.tokens} exceeded.`, QUERY_TOO_COMPLEX]]);
    expect(big.results).toEqual([]);
    const many = await ws(`query($b: ID!) { ${aliases(16, "brandProducts(brand_id: $b) { filtered_count }")} }`, { b: brandId }, { token: realtime });
    expect(messages(many.error)).toEqual([[`Aliases limit of ${GRAPHQL_LIMITS.aliases} exceeded, found 16.`, QUERY_TOO_COMPLEX]]);
    const directives = await ws(`subscription($b: String!) { presence(brand_id: $b, page: "/") @include(if: true) { _id ${"__typename @skip(if: false) ".repeat(10)} } }`, { b: brandId }, { token: realtime });
    expect(messages(directives.error)).toEqual([[`Directives limit of ${GRAPHQL_LIMITS.directives} exceeded, found 11.`, QUERY_TOO_COMPLEX]]);
    // A document inside the limits still runs.
    const ok = await ws(`query($b: ID!) { brandProducts(brand_id: $b) { filtered_count } }`, { b: brandId }, { token: realtime });
    expect(ok.error).toBeNull();
    expect(ok.results).toEqual([{ data: { brandProducts: { filtered_count: 0 } } }]);
  });

  it("in production refuses introspection to an anonymous connection", async () => {
    vi.stubEnv("NODE_ENV", "production");
    try {
      const anonymous = await ws("{ __schema { queryType { name } } }");
      expect(messages(anonymous.error)[0][0]).toMatch(/introspection has been disabled/);
      const realtime = (await createUser()).realtime_token;
      const signedIn = await ws("{ __schema { queryType { name } } }", {}, { token: realtime });
      expect(signedIn.results).toEqual([{ data: { __schema: { queryType: { name: "Query" } } } }]);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("masks a resolver's unexpected error in a result", async () => {
    const realtime = (await createUser()).realtime_token;
    boom.on = true;
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const failed = await ws("{ me { _id } }", {}, { token: realtime });
      expect(JSON.stringify(failed.results)).not.toMatch(/ECONNREFUSED|hunter2|originalError|stack/);
      expect((failed.results[0] as { errors: { message: string; extensions: unknown }[] }).errors.map((e) => [e.message, e.extensions])).toEqual([
        ["Unexpected error.", { code: "internal" }],
      ]);
    } finally {
      boom.on = false;
      spy.mockRestore();
    }
  });
});
