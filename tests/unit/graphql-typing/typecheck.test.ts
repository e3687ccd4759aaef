// P10 item 4: typed GraphQL documents fail the typecheck when they disagree with schema.graphql. Fixture files (kept
// in memory, beside this test) are compiled with the TypeScript API under the project's tsconfig, as `tsc --noEmit`
// compiles the app, and their diagnostics are read back.
import path from "node:path";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");
const fixtureDir = path.join(root, "tests/unit/graphql-typing");

const HEADER = `import { asWire, graphql } from "@/lib/graphql";\nimport { gql } from "@/lib/graphql-client";\n`;

/** One fixture per case; each is a module of its own. */
const FIXTURES = {
  valid: `${HEADER}
const Q = graphql(\`query Opts($b: String!) { brandAssortmentOptions(brand_id: $b) { _id name year season } }\`);
export async function f() {
  const data = await gql(Q, { b: "x" });
  const year: number = data.brandAssortmentOptions[0]!.year;
  return year;
}`,
  unknownField: `${HEADER}
const Q = graphql(\`query Opts($b: String!) { brandAssortmentOptions(brand_id: $b) { _id nmae } }\`);
export const f = () => gql(Q, { b: "x" });`,
  unknownFieldInFragment: `${HEADER}
const Fields = graphql(\`fragment OptFields on BrandAssortmentOption { _id seasons }\`);
const Q = graphql(\`query Opts($b: String!) { brandAssortmentOptions(brand_id: $b) { ...OptFields } }\`, [Fields]);
export const f = () => gql(Q, { b: "x" });`,
  missingVariable: `${HEADER}
const Q = graphql(\`query Opts($b: String!) { brandAssortmentOptions(brand_id: $b) { _id } }\`);
export const f = () => gql(Q);`,
  wrongResultType: `${HEADER}
const Q = graphql(\`query Opts($b: String!) { brandAssortmentOptions(brand_id: $b) { _id year } }\`);
export async function f(): Promise<string[]> {
  return (await gql(Q, { b: "x" })).brandAssortmentOptions.map((o) => o.year);
}`,
  asWireMissingField: `${HEADER}
interface TWire { _id: string; status: "Draft" | "Active"; title: string }
const Q = graphql(\`query S($_id: ID!, $b: ID!) { getSurvey(_id: $_id, brand_id: $b) { _id status } }\`);
export async function f(): Promise<TWire> {
  return asWire<TWire>()((await gql(Q, { _id: "s", b: "x" })).getSurvey, ["status"]);
}`,
  asWireLooseOnly: `${HEADER}
interface TWire { _id: string; status: "Draft" | "Active"; title: string }
const Q = graphql(\`query S($_id: ID!, $b: ID!) { getSurvey(_id: $_id, brand_id: $b) { _id status title } }\`);
export async function f(): Promise<TWire> {
  return asWire<TWire>()((await gql(Q, { _id: "s", b: "x" })).getSurvey, ["status"]);
}`,
} as const;
type TFixture = keyof typeof FIXTURES;

const fileOf = (name: TFixture) => path.join(fixtureDir, `__${name}.fixture.ts`);
let diagnostics: Map<TFixture, string[]>;

beforeAll(() => {
  const configFile = ts.readConfigFile(path.join(root, "tsconfig.json"), (f) => ts.sys.readFile(f));
  const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
  const sources = new Map<string, string>((Object.keys(FIXTURES) as TFixture[]).map((k) => [fileOf(k), FIXTURES[k]]));
  const host = ts.createCompilerHost({ ...options, incremental: false, noEmit: true });
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (f) => sources.has(f) || fileExists.call(host, f);
  host.readFile = (f) => sources.get(f) ?? readFile.call(host, f);
  host.getSourceFile = (f, lang, ...rest) => {
    const text = sources.get(f);
    return text !== undefined ? ts.createSourceFile(f, text, lang) : getSourceFile.call(host, f, lang, ...rest);
  };
  const program = ts.createProgram({ rootNames: [...sources.keys()], options: { ...options, incremental: false, noEmit: true }, host });
  diagnostics = new Map(
    (Object.keys(FIXTURES) as TFixture[]).map((k) => [
      k,
      [...program.getSyntacticDiagnostics(program.getSourceFile(fileOf(k))), ...program.getSemanticDiagnostics(program.getSourceFile(fileOf(k)))].map((d) =>
        ts.flattenDiagnosticMessageText(d.messageText, "\n"),
      ),
    ]),
  );
}, 120_000);

describe("typed GraphQL documents (lib/graphql.ts + lib/graphql-client.ts)", () => {
  it("compile when they match schema.graphql", () => {
    expect(diagnostics.get("valid")).toEqual([]);
    expect(diagnostics.get("asWireLooseOnly")).toEqual([]);
  });

  it("fail when a document asks for a field the schema lacks, naming it", () => {
    const [first, ...rest] = diagnostics.get("unknownField")!;
    expect(rest).toEqual([]);
    expect(first).toContain('"fields not in schema.graphql": "brandAssortmentOptions.nmae"');
  });

  it("fail when a fragment the document spreads asks for such a field", () => {
    expect(diagnostics.get("unknownFieldInFragment")!.join("\n")).toContain('"fields not in schema.graphql": "brandAssortmentOptions.seasons"');
  });

  it("fail when a required variable is left out", () => {
    expect(diagnostics.get("missingVariable")!.join("\n")).toMatch(/Expected 2-3 arguments, but got 1/);
  });

  it("give results the schema's types (Int is no string)", () => {
    expect(diagnostics.get("wrongResultType")!.join("\n")).toMatch(/Type 'number\[\]' is not assignable to type 'string\[\]'/);
  });

  it("fail asWire when the document leaves out a field of the wire type other than the named loose ones", () => {
    expect(diagnostics.get("asWireMissingField")!.join("\n")).toMatch(/Property 'title' is missing/);
  });
});
