// The GraphQL work bounds outside yoga (server/graphql/armor.ts: checkDocument, as the websocket server uses it, and
// measureDocument) and the error scrubbing of server/graphql/errors.ts (suggestions in production, internals always).
import { buildSchema, GraphQLError } from "graphql";
import { afterEach, describe, expect, it, vi } from "vitest";
import { checkDocument, GRAPHQL_LIMITS, introspectionAllowed, measureDocument, QUERY_TOO_COMPLEX } from "@/server/graphql/armor";
import { maskGraphQLError, withoutSuggestions } from "@/server/graphql/errors";

const schema = buildSchema(`
  type Query { me: User, users(first: Int): [User!]! }
  type User { id: ID!, name: String, friends: [User!]! }
  enum Colour { RED GREEN }
`);

afterEach(() => {
  vi.unstubAllEnvs();
});

const refusal = (query: string, introspection = true) => {
  const r = checkDocument(schema, query, { introspection });
  expect(r.document).toBeUndefined();
  return r.errors!.map((e) => [e.message, e.extensions.code]);
};

describe("checkDocument (the websocket's parse and validate)", () => {
  it("accepts a document inside the limits", () => {
    expect(checkDocument(schema, "{ me { id name friends { id } } }", { introspection: true }).errors).toBeUndefined();
  });

  it("refuses each limit with its message and code query_too_complex", () => {
    const n = (k: number, s: string) => Array.from({ length: k }, (_, i) => s.replace("#", String(i))).join(" ");
    expect(refusal(`{ ${"id ".repeat(GRAPHQL_LIMITS.tokens + 1)} }`)).toEqual([[`Token limit of ${GRAPHQL_LIMITS.tokens} exceeded.`, QUERY_TOO_COMPLEX]]);
    expect(refusal(`{ ${n(GRAPHQL_LIMITS.aliases + 1, "a#: me { id }")} }`)).toEqual([
      [`Aliases limit of ${GRAPHQL_LIMITS.aliases} exceeded, found ${GRAPHQL_LIMITS.aliases + 1}.`, QUERY_TOO_COMPLEX],
    ]);
    expect(refusal(`{ me { ${n(GRAPHQL_LIMITS.directives + 1, "id @skip(if: false)")} } }`)).toEqual([
      [`Directives limit of ${GRAPHQL_LIMITS.directives} exceeded, found ${GRAPHQL_LIMITS.directives + 1}.`, QUERY_TOO_COMPLEX],
    ]);
    let deep = "id";
    for (let i = 0; i < GRAPHQL_LIMITS.depth; i++) deep = `friends { ${deep} }`;
    expect(refusal(`{ me { ${deep} } }`)).toEqual([[`Query depth limit of ${GRAPHQL_LIMITS.depth} exceeded, found ${GRAPHQL_LIMITS.depth + 2}.`, QUERY_TOO_COMPLEX]]);
    // `first` multiplies the cost of what it lists.
    const [[costMessage, costCode]] = refusal("{ users(first: 1000) { id } }");
    expect(costMessage).toMatch(new RegExp(`^Query Cost limit of ${GRAPHQL_LIMITS.cost} exceeded, found \\d+\\.$`));
    expect(costCode).toBe(QUERY_TOO_COMPLEX);
  });

  it("counts introspection like any other query (a nested __schema fans out)", () => {
    let sel = "name";
    for (let i = 0; i < 5; i++) sel = `fields { type { ${sel} } }`;
    expect(refusal(`{ __schema { types { ${sel} } } }`)[0][0]).toMatch(/^Query depth limit/);
  });

  it("returns a syntax error as an error, not a throw (graphql-ws would close the socket)", () => {
    expect(refusal("{ me { id }")).toEqual([["Syntax Error: Expected Name, found <EOF>.", undefined]]);
  });

  it("refuses introspection when not allowed, and only then", () => {
    expect(refusal("{ __schema { queryType { name } } }", false)[0][0]).toMatch(/introspection has been disabled/);
    expect(refusal(`{ __type(name: "User") { name } }`, false)[0][0]).toMatch(/introspection has been disabled/);
    expect(checkDocument(schema, "{ __schema { queryType { name } } }", { introspection: true }).errors).toBeUndefined();
    expect(checkDocument(schema, "{ __typename }", { introspection: false }).errors).toBeUndefined();
  });

  it("hides suggestions in production only", () => {
    expect(refusal("{ mee { id } }")).toEqual([['Cannot query field "mee" on type "Query". Did you mean "me"?', undefined]]);
    vi.stubEnv("NODE_ENV", "production");
    expect(refusal("{ mee { id } }")).toEqual([['Cannot query field "mee" on type "Query".', undefined]]);
  });
});

describe("introspectionAllowed", () => {
  it("is anyone's outside production and a signed-in user's in production", () => {
    expect(introspectionAllowed(null)).toBe(true);
    vi.stubEnv("NODE_ENV", "production");
    expect(introspectionAllowed(null)).toBe(false);
    expect(introspectionAllowed({ kind: "share" } as never)).toBe(false);
    expect(introspectionAllowed({ kind: "user" } as never)).toBe(true);
  });
});

describe("measureDocument", () => {
  it("counts what armor counts", () => {
    expect(measureDocument("query($b: ID!) { a: me { id } b: me { id @include(if: true) name } }")).toEqual({
      tokens: 30,
      aliases: 2,
      directives: 1,
      depth: 2,
      cost: 8.5, // per field: 2 (object) + 1.5 × its children (1 per scalar)
    });
  });
});

describe("error scrubbing", () => {
  it("strips every form of graphql-js's suggestion", () => {
    const cases = [
      ['Cannot query field "mee" on type "Query". Did you mean "me"?', 'Cannot query field "mee" on type "Query".'],
      ['Unknown argument "frist" on field "Query.users". Did you mean "first"?', 'Unknown argument "frist" on field "Query.users".'],
      ['Unknown type "Usr". Did you mean "User"?', 'Unknown type "Usr".'],
      ['Cannot query field "x" on type "Query". Did you mean "a", "b", or "c"?', 'Cannot query field "x" on type "Query".'],
      ['Value "RD" does not exist in "Colour" enum. Did you mean the enum value "RED"?', 'Value "RD" does not exist in "Colour" enum.'],
      [
        'Variable "$f" got invalid value { pric: 1 }; Field "pric" is not defined by type "Filters". Did you mean "price"?',
        'Variable "$f" got invalid value { pric: 1 }; Field "pric" is not defined by type "Filters".',
      ],
    ];
    for (const [raw, clean] of cases) expect(withoutSuggestions(new GraphQLError(raw)).message).toBe(clean);
    const plain = new GraphQLError("Nothing to hide.");
    expect(withoutSuggestions(plain)).toBe(plain);
  });

  it("passes GraphQL's own errors through without originalError or stack in extensions, suggestions only outside production", () => {
    const leaky = new GraphQLError('Cannot query field "mee" on type "Query". Did you mean "me"?', {
      extensions: { code: "GRAPHQL_VALIDATION_FAILED", originalError: { message: "x", stack: "at y" }, stack: "at z" },
    });
    const dev = maskGraphQLError(leaky, "generic") as GraphQLError;
    expect(dev.extensions).toEqual({ code: "GRAPHQL_VALIDATION_FAILED" });
    expect(dev.message).toMatch(/Did you mean "me"\?$/);
    vi.stubEnv("NODE_ENV", "production");
    const prod = maskGraphQLError(leaky, "generic") as GraphQLError;
    expect(prod.message).toBe('Cannot query field "mee" on type "Query".');
    expect(JSON.stringify(prod)).not.toMatch(/originalError|stack/);
  });

  it("drops yoga's extensions.originalError of a bad body and keeps its 400 (spec: false)", () => {
    const bad = new GraphQLError("POST body sent invalid JSON.", {
      extensions: { code: "BAD_REQUEST", http: { status: 400, spec: true }, originalError: { name: "SyntaxError", message: "Unexpected token" } },
    });
    expect((maskGraphQLError(bad, "generic") as GraphQLError).extensions).toEqual({ code: "BAD_REQUEST", http: { status: 400, spec: false } });
  });
});
