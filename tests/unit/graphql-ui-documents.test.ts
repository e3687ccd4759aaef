// Every GraphQL document the app's own UI sends (components/**, lib/**, app/** outside app/api) stays inside the
// work bounds of server/graphql/armor.ts, with the headroom the limits were chosen for. The documents are found in
// the source: string and template literals that read as an operation, with `${CONST}` parts resolved from the file's
// (or an imported file's) constants and local `const x = cond ? "a" : "b"` choices tried both ways; a typed
// `graphql(text, [Fragment, …])` document (lib/graphql.ts) is measured as sent, its fragments' definitions appended.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { Kind, parse, type DocumentNode } from "graphql";
import { GRAPHQL_LIMITS, measureDocument, type TDocumentMeasure } from "@/server/graphql/armor";

const root = path.resolve(import.meta.dirname, "../..");
const SCAN = ["components", "lib", "app"];
const SKIP = [path.join("app", "api")];

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const rel = path.relative(root, full);
    if (SKIP.some((s) => rel === s || rel.startsWith(s + path.sep))) continue;
    if (statSync(full).isDirectory()) sourceFiles(full, out);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

const parsed = new Map<string, ts.SourceFile>();
function sourceOf(file: string): ts.SourceFile {
  let sf = parsed.get(file);
  if (!sf) {
    sf = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    parsed.set(file, sf);
  }
  return sf;
}

function resolveModule(from: string, spec: string): string | null {
  const base = spec.startsWith("@/") ? path.join(root, spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  for (const c of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) if (existsSync(c) && statSync(c).isFile()) return c;
  return null;
}

type TDecl = { sf: ts.SourceFile; init?: ts.Expression; type?: ts.TypeNode };

/**
 * Every declaration of `name` in the file (a const anywhere in it, a typed parameter, a type alias), or the imported
 * file's export of it.
 */
function declarationsOf(sf: ts.SourceFile, name: string): TDecl[] {
  const found: TDecl[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.name.text === name && n.initializer) found.push({ sf, init: n.initializer });
    if (ts.isParameter(n) && ts.isIdentifier(n.name) && n.name.text === name && n.type) found.push({ sf, type: n.type });
    if (ts.isTypeAliasDeclaration(n) && n.name.text === name) found.push({ sf, type: n.type });
    if (ts.isImportDeclaration(n) && ts.isStringLiteral(n.moduleSpecifier) && n.importClause?.namedBindings && ts.isNamedImports(n.importClause.namedBindings)) {
      for (const el of n.importClause.namedBindings.elements) {
        if (el.name.text !== name) continue;
        const target = resolveModule(sf.fileName, n.moduleSpecifier.text);
        if (target) found.push(...declarationsOf(sourceOf(target), (el.propertyName ?? el.name).text));
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}

/** The string literals a type can be (`"a" | "b"`, or an alias of that). */
function literalsOfType(sf: ts.SourceFile, t: ts.TypeNode, depth: number): string[] | null {
  if (depth > 8) return null;
  if (ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal)) return [t.literal.text];
  if (ts.isUnionTypeNode(t)) {
    const parts = t.types.map((u) => literalsOfType(sf, u, depth + 1));
    return parts.every((p) => p) ? parts.flat() as string[] : null;
  }
  if (ts.isTypeReferenceNode(t) && ts.isIdentifier(t.typeName)) {
    const vals = declarationsOf(sf, t.typeName.text).flatMap((d) => (d.type ? (literalsOfType(d.sf, d.type, depth + 1) ?? []) : []));
    return vals.length ? vals : null;
  }
  return null;
}

/** The strings of an array literal (`[...] as const` too). */
function arrayOf(sf: ts.SourceFile, e: ts.Expression, depth: number): string[] | null {
  if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e)) return arrayOf(sf, e.expression, depth);
  if (ts.isArrayLiteralExpression(e)) {
    const items = e.elements.map((el) => evaluate(sf, el, depth + 1));
    return items.every((i) => i?.length === 1) ? items.map((i) => i![0]) : null;
  }
  if (ts.isIdentifier(e)) {
    for (const d of declarationsOf(sf, e.text)) if (d.init) return arrayOf(d.sf, d.init, depth + 1);
  }
  return null;
}

const MAX_VARIANTS = 16;
/** The string values an expression can take (null: not a string we can work out). */
function evaluate(sf: ts.SourceFile, e: ts.Expression, depth = 0): string[] | null {
  if (depth > 8) return null;
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [e.text];
  if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e)) return evaluate(sf, e.expression, depth);
  if (ts.isTemplateExpression(e)) {
    let acc = [e.head.text];
    for (const span of e.templateSpans) {
      const vals = evaluate(sf, span.expression, depth + 1);
      if (!vals) return null;
      acc = acc.flatMap((a) => vals.map((v) => a + v + span.literal.text)).slice(0, MAX_VARIANTS);
    }
    return acc;
  }
  if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const l = evaluate(sf, e.left, depth + 1);
    const r = evaluate(sf, e.right, depth + 1);
    return l && r ? l.flatMap((a) => r.map((b) => a + b)).slice(0, MAX_VARIANTS) : null;
  }
  if (ts.isConditionalExpression(e)) {
    const a = evaluate(sf, e.whenTrue, depth + 1);
    const b = evaluate(sf, e.whenFalse, depth + 1);
    return a && b ? [...a, ...b] : null;
  }
  if (ts.isIdentifier(e)) {
    const vals = declarationsOf(sf, e.text).flatMap((d) =>
      d.init ? (evaluate(d.sf, d.init, depth + 1) ?? []) : d.type ? (literalsOfType(d.sf, d.type, depth + 1) ?? []) : [],
    );
    return vals.length ? vals : null;
  }
  // LIST.join(" ")
  if (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression) && e.expression.name.text === "join" && e.arguments.length === 1) {
    const list = arrayOf(sf, e.expression.expression, depth + 1);
    const sep = evaluate(sf, e.arguments[0], depth + 1);
    return list && sep?.length === 1 ? [list.join(sep[0])] : null;
  }
  return null;
}

const isGraphqlCall = (e: ts.Node): e is ts.CallExpression =>
  ts.isCallExpression(e) && ts.isIdentifier(e.expression) && e.expression.text === "graphql" && e.arguments.length > 0;

/** The `graphql(…)` call an expression names: `Doc`, or `DOCS[key]` / `DOCS.key` of an object of them (every one). */
function graphqlCallsOf(sf: ts.SourceFile, e: ts.Expression, depth = 0): { sf: ts.SourceFile; call: ts.CallExpression }[] | null {
  if (depth > 8) return null;
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e)) e = e.expression;
  if (isGraphqlCall(e)) return [{ sf, call: e }];
  if (ts.isObjectLiteralExpression(e)) {
    const calls = e.properties.map((p) => (ts.isPropertyAssignment(p) ? graphqlCallsOf(sf, p.initializer, depth + 1) : null));
    return calls.every((c) => c?.length) ? calls.flatMap((c) => c!) : null;
  }
  if (ts.isElementAccessExpression(e) || ts.isPropertyAccessExpression(e)) return graphqlCallsOf(sf, e.expression, depth + 1);
  if (ts.isIdentifier(e)) {
    for (const d of declarationsOf(sf, e.text)) if (d.init) return graphqlCallsOf(d.sf, d.init, depth + 1);
  }
  return null;
}

/** The definitions a `graphql(text, [fragments])` document carries: its own text, then each fragment's once. */
function graphqlParts(sf: ts.SourceFile, call: ts.CallExpression, seen: Set<string>, depth: number): string[] | null {
  const own = evaluate(sf, call.arguments[0]!);
  if (own?.length !== 1 || depth > 8) return null;
  if (seen.has(own[0]!)) return [];
  seen.add(own[0]!);
  const parts = [own[0]!];
  const list = call.arguments[1];
  if (list && !ts.isArrayLiteralExpression(list)) return null;
  for (const el of list?.elements ?? []) {
    const frag = graphqlCallsOf(sf, el);
    const sub = frag?.length === 1 ? graphqlParts(frag[0]!.sf, frag[0]!.call, seen, depth + 1) : null;
    if (!sub) return null;
    parts.push(...sub);
  }
  return parts;
}
const graphqlText = (sf: ts.SourceFile, call: ts.CallExpression) => graphqlParts(sf, call, new Set(), 0)?.join("\n") ?? null;

function looksLikeOperation(text: string): boolean {
  return /^\s*(query|mutation|subscription)\b[\s\S]*\{/.test(text) || /^\s*\{\s*[_A-Za-z]/.test(text);
}

export interface TUiDocument {
  file: string;
  line: number;
  text: string;
  document: DocumentNode;
}

/** The GraphQL operations found in the UI's source, and the `gql(…)` calls whose document could not be worked out. */
export function uiDocuments(): { docs: TUiDocument[]; unresolved: string[] } {
  const docs: TUiDocument[] = [];
  const unresolved: string[] = [];
  for (const file of SCAN.flatMap((d) => sourceFiles(path.join(root, d)))) {
    const sf = sourceOf(file);
    const visit = (n: ts.Node) => {
      if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === "gql" && n.arguments[0]) {
        const calls = graphqlCallsOf(sf, n.arguments[0]);
        if (!calls || calls.some((c) => graphqlText(c.sf, c.call) === null)) {
          unresolved.push(`${path.relative(root, file)}:${sf.getLineAndCharacterOfPosition(n.getStart()).line + 1}`);
        }
      }
      if (isGraphqlCall(n)) {
        const text = graphqlText(sf, n);
        if (text !== null && looksLikeOperation(text)) {
          docs.push({ file: path.relative(root, file), line: sf.getLineAndCharacterOfPosition(n.getStart()).line + 1, text, document: parse(text) });
        }
        return;
      }
      if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateExpression(n)) {
        for (const text of evaluate(sf, n) ?? []) {
          if (!looksLikeOperation(text)) continue;
          let document: DocumentNode;
          try {
            document = parse(text);
          } catch {
            continue;
          }
          if (!document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION)) continue;
          docs.push({ file: path.relative(root, file), line: sf.getLineAndCharacterOfPosition(n.getStart()).line + 1, text, document });
        }
        return;
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return { docs, unresolved };
}

describe("the UI's own GraphQL documents", () => {
  const { docs, unresolved } = uiDocuments();
  const measured: (TUiDocument & TDocumentMeasure)[] = docs.map((d) => ({ ...d, ...measureDocument(d.text) }));

  it("are found (the extractor still understands how the UI writes them)", () => {
    expect(unresolved).toEqual([]);
    expect(docs.length).toBeGreaterThan(30);
    expect(new Set(docs.map((d) => d.file)).size).toBeGreaterThan(8);
  });

  it("all pass every limit with at least 2× headroom (aliases, directives, depth, tokens, cost)", () => {
    const over = measured.filter(
      (m) =>
        m.tokens * 2 > GRAPHQL_LIMITS.tokens ||
        m.cost * 2 > GRAPHQL_LIMITS.cost ||
        m.depth * 1.5 > GRAPHQL_LIMITS.depth ||
        m.aliases > GRAPHQL_LIMITS.aliases ||
        m.directives > GRAPHQL_LIMITS.directives,
    );
    expect(over.map((m) => `${m.file}:${m.line} ${JSON.stringify({ tokens: m.tokens, cost: m.cost, depth: m.depth, aliases: m.aliases })}`)).toEqual([]);
  });

  it("prints the largest ones (for docs/decisions.md)", () => {
    const top = (k: keyof TDocumentMeasure) => {
      const m = measured.reduce((a, b) => (b[k] > a[k] ? b : a));
      return `${k}: ${m[k]} (${m.file}:${m.line})`;
    };
    if (process.env.GRAPHQL_UI_DOCS_REPORT) {
      console.log(`${docs.length} documents in ${new Set(docs.map((d) => d.file)).size} files`);
      for (const k of ["tokens", "cost", "depth", "aliases", "directives"] as const) console.log(top(k));
      if (process.env.GRAPHQL_UI_DOCS_REPORT === "all") for (const m of measured) console.log(m.file, m.line, m.tokens, m.cost, m.depth, m.aliases, m.directives);
    }
    expect(top("tokens")).toContain("tokens");
  });
});
