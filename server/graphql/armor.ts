import "server-only";
// GraphQL work bounds (P8): limits on tokens, aliases, directives, depth and a cost budget, checked by
// @escape.tech/graphql-armor before anything runs; in production, introspection only for signed-in users and no
// "Did you mean …" for anyone. One set of rules for POST /api/v1/graphql (yoga) and /api/v1/subscriptions (graphql-ws).
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import {
  buildSchema,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse as graphqlParse,
  specifiedRules,
  validate as graphqlValidate,
  type DocumentNode,
  type GraphQLSchema,
} from "graphql";
import { envelop, type Plugin } from "graphql-yoga";
import { isUserPrincipal, type Principal } from "../access/principal";
import { withoutSuggestions } from "./errors";

type GraphQLArmorConfig = NonNullable<Parameters<typeof EnvelopArmorPlugin>[0]>;

/**
 * The bounds. The app's own documents (46 of them; tests/unit/graphql-ui-documents.test.ts finds and measures them all)
 * peak at 134 tokens (a segmentation mutation), cost 246 and depth 6 (the study groups' create), and use no
 * aliases and no directives. Every limit leaves the largest real document at least 1.6× (depth) and otherwise ≥ 3×
 * room; docs/decisions.md has the reasoning.
 */
export const GRAPHQL_LIMITS = {
  /** Lexical tokens, counted while parsing: a huge document is refused after reading this many, not after reading it. */
  tokens: 2000,
  /** Aliased fields per operation (`__typename` aliases excepted); the UI sends none. */
  aliases: 15,
  /** Directives per operation (@include/@skip…); the UI sends none. */
  directives: 10,
  /** Nested selection sets; a fragment's fields count where it is spread (no extra level). */
  depth: 10,
  /** armor's cost: 2 per object field, 1 per scalar, ×1.5 per level down (×first/last, which this schema has not). */
  cost: 750,
} as const;

/** `extensions.code` of a document refused by one of the limits. */
export const QUERY_TOO_COMPLEX = "query_too_complex";

/**
 * A refusal as the client sees it: armor's text (without its misleading "Syntax Error: ") and a code, answered the way
 * yoga answers a parse or validation error (GraphQL over HTTP): 400 to `Accept: application/graphql-response+json`
 * (which a browser's "any type" gets), 200 to `application/json`.
 */
function refuse(_ctx: unknown, err: GraphQLError): never {
  throw new GraphQLError(err.message.replace(/^Syntax Error: /, ""), {
    extensions: { code: QUERY_TOO_COMPLEX, http: { status: 400, spec: true } },
  });
}

type TLimit = keyof typeof GRAPHQL_LIMITS;

function armorConfig(limits: Record<TLimit, number>, onAccept?: (what: TLimit, n: number) => void): GraphQLArmorConfig {
  const callbacks = (what: TLimit) => ({
    // Our refusal replaces armor's: it throws before armor would throw its own error.
    onReject: [refuse],
    onAccept: onAccept ? [(_ctx: unknown, details: { n: number }) => onAccept(what, details.n)] : [],
    propagateOnRejection: true,
    exposeLimits: true,
  });
  return {
    maxTokens: { n: limits.tokens, ...callbacks("tokens") },
    maxAliases: { n: limits.aliases, ...callbacks("aliases") },
    maxDirectives: { n: limits.directives, ...callbacks("directives") },
    // Introspection counts like any other query: a nested `__schema { types { fields { type { fields … } } } }` fans out.
    // flattenFragments: the UI's typed documents (lib/graphql.ts) share field lists as fragments; a spread is measured
    // as the fields it stands for, as the response has them, not as one more level (×1.5 cost) per fragment.
    maxDepth: { n: limits.depth, ignoreIntrospection: false, flattenFragments: true, ...callbacks("depth") },
    costLimit: { maxCost: limits.cost, ignoreIntrospection: false, flattenFragments: true, ...callbacks("cost") },
    // Suggestions are hidden by hideSuggestionsPlugin below (armor's pattern misses "Did you mean the enum value …").
    blockFieldSuggestion: { enabled: false },
  };
}

/** Production hides introspection from anonymous callers and "Did you mean …" from everyone. Read per request. */
export function isProduction(): boolean {
  return process.env.NODE_ENV === "production";
}

/** Introspection (`__schema`, `__type`) is for signed-in users in production; anyone may in development and tests. */
export function introspectionAllowed(principal: Principal | null | undefined): boolean {
  return !isProduction() || isUserPrincipal(principal);
}

/**
 * Strips "Did you mean …?" from every error of a yoga answer in production (validation, variables, execution). It
 * works on the answer, not in validation: yoga caches validation results, and a cached one must not keep or lose
 * suggestions by who asked first.
 */
export function hideSuggestionsPlugin(): Plugin {
  const strip = (r: { errors?: readonly GraphQLError[] }) => (r.errors?.length ? { ...r, errors: r.errors.map((e) => withoutSuggestions(e)) } : r);
  return {
    onResultProcess({ result, setResult }) {
      if (!isProduction() || Symbol.asyncIterator in result) return;
      setResult((Array.isArray(result) ? result.map(strip) : strip(result)) as typeof result);
    },
  };
}

/**
 * armor loads graphql through require() (graphql's CommonJS build); code imported as ESM under the test runner gets
 * graphql's ESM build, a second realm whose GraphQLError is another class, so armor's syntax errors would not be
 * GraphQLErrors to yoga and get masked. This re-issues such an error as one of ours; where both resolve to one build
 * (the app under Node) it changes nothing.
 */
function sameRealmParseErrorsPlugin(): Plugin {
  return {
    onParse({ parseFn, setParseFn }) {
      setParseFn((source, options) => {
        try {
          return parseFn(source, options);
        } catch (e) {
          if (e instanceof GraphQLError || !(e instanceof Error) || e.name !== "GraphQLError") throw e;
          const g = e as GraphQLError;
          throw new GraphQLError(g.message, { source: g.source, positions: g.positions, extensions: g.extensions });
        }
      });
    },
  };
}

/** The envelop plugins that bound a document's size and shape; yoga and the websocket server both use them. */
export function graphqlLimitPlugins(): Plugin[] {
  return [EnvelopArmorPlugin(armorConfig(GRAPHQL_LIMITS)) as Plugin, sameRealmParseErrorsPlugin()];
}

// The websocket server has no yoga: an envelop instance of graphql-js's parse/validate (the specified rules, plus any
// given) with the same plugins.
const wsEnveloped = envelop({
  plugins: [
    {
      onParse: ({ setParseFn }) => setParseFn(graphqlParse),
      onValidate: ({ setValidationFn, addValidationRule }) => {
        setValidationFn(graphqlValidate);
        specifiedRules.forEach(addValidationRule);
      },
    },
    ...graphqlLimitPlugins(),
  ],
});

/**
 * Parses and validates a document under the limits (and without introspection when not allowed), for callers outside
 * yoga. Returns the document, or the errors to send; a refusal costs no more than reading up to the limit.
 */
export function checkDocument(
  schema: GraphQLSchema,
  query: string,
  opts: { introspection: boolean } = { introspection: true },
): { document: DocumentNode; errors?: undefined } | { document?: undefined; errors: readonly GraphQLError[] } {
  const { parse, validate } = wsEnveloped({});
  let errors: readonly GraphQLError[];
  try {
    const document = parse(query);
    errors = validate(schema, document, opts.introspection ? undefined : [NoSchemaIntrospectionCustomRule]);
    if (!errors.length) return { document };
  } catch (err) {
    if (!(err instanceof GraphQLError)) throw err;
    errors = [err];
  }
  return { errors: isProduction() ? errors.map((e) => withoutSuggestions(e)) : errors };
}

/** The introspection refusal of a document that passed checkDocument, for when the caller is known only after it. */
export function introspectionErrors(schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[] {
  return graphqlValidate(schema, document, [NoSchemaIntrospectionCustomRule]);
}

export interface TDocumentMeasure {
  tokens: number;
  aliases: number;
  directives: number;
  depth: number;
  cost: number;
}

const UNBOUNDED = { tokens: 1e9, aliases: 1e9, directives: 1e9, depth: 1e9, cost: 1e15 } as const;
const anySchema = buildSchema("type Query { _: Int }");

/** What armor counts for a document (tests and the limits' write-up use it); the schema does not matter to it. */
export function measureDocument(query: string): TDocumentMeasure {
  const m: TDocumentMeasure = { tokens: 0, aliases: 0, directives: 0, depth: 0, cost: 0 };
  const getEnveloped = envelop({
    plugins: [
      {
        onParse: ({ setParseFn }) => setParseFn(graphqlParse),
        onValidate: ({ setValidationFn }) => setValidationFn(graphqlValidate),
      },
      EnvelopArmorPlugin(armorConfig(UNBOUNDED, (what, n) => (m[what] = Math.max(m[what], n)))) as Plugin,
    ],
  });
  const { parse, validate } = getEnveloped({});
  validate(anySchema, parse(query));
  return m;
}
