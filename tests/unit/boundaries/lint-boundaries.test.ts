// P10 item 3: the import boundaries (DESIGN.md §3 rule 12) and the `server-only` first line are lint errors, so
// `npm run lint` fails on a crossing. Planted files are linted with the project's own eslint.config.mjs (the ESLint
// API, as `eslint .` runs it), each at a path inside the folder it pretends to live in; none is written to disk.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The lint errors of `code` as if it were the file at `filePath` (relative to the project root). */
async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, line: m.line, message: m.message, severity: m.severity }));
}

const SERVER_ONLY = 'import "server-only";\n';

describe("components/ never imports server/", () => {
  it.each([
    ["the @/ alias", 'import { prisma } from "@/server/db";\nexport const db = prisma;\n', "no-restricted-imports"],
    ["a relative path", 'import { prisma } from "../../server/db";\nexport const db = prisma;\n', "no-restricted-imports"],
    ["a type-only import", 'import type { TActor } from "@/server/access/actor";\nexport type T = TActor;\n', "no-restricted-imports"],
    ["a re-export", 'export { prisma } from "@/server/db";\n', "no-restricted-imports"],
    ["a dynamic import", 'export const load = () => import("../../server/db");\n', "no-restricted-syntax"],
  ])("reports %s", async (_how, code, rule) => {
    const errors = await lint("components/brands/planted.tsx", code);
    expect(errors).toEqual([expect.objectContaining({ rule, severity: 2, message: expect.stringContaining("components/ never imports server/") })]);
  });

  it("passes a clean component (lib/, packages, and packages' own `server` entries)", async () => {
    const code = [
      'import { renderToString } from "react-dom/server";',
      'import type { NextRequest } from "next/server";',
      'import { MSG } from "@/lib/messages";',
      'import { Button } from "../ui/button";',
      "export const parts = [renderToString, MSG, Button];",
      "export type TReq = NextRequest;",
      "",
    ].join("\n");
    expect(await lint("components/brands/planted.tsx", code)).toEqual([]);
  });
});

describe("server/ imports neither app/ nor components/", () => {
  it.each([
    ["components/ by alias", `${SERVER_ONLY}import { Button } from "@/components/ui/button";\nexport const b = Button;\n`, "no-restricted-imports"],
    ["components/ by a relative path", `${SERVER_ONLY}import { Button } from "../../components/ui/button";\nexport const b = Button;\n`, "no-restricted-imports"],
    ["a route file of app/", `${SERVER_ONLY}import { POST } from "@/app/api/v1/live/[shortId]/start/route";\nexport const p = POST;\n`, "no-restricted-imports"],
    // What server/http/live-fast-path.ts did before the live handlers moved to server/survey/live-handlers/.
    ["a dynamic import of a route file", `${SERVER_ONLY}export const load = () => import("../../app/api/v1/live/[shortId]/start/route");\n`, "no-restricted-syntax"],
  ])("reports %s", async (_how, code, rule) => {
    const errors = await lint("server/brands/planted.ts", code);
    expect(errors).toEqual([expect.objectContaining({ rule, line: 2, message: expect.stringContaining("server/ imports neither app/ nor components/") })]);
  });

  it("passes a clean server module", async () => {
    const code = `${SERVER_ONLY}// A service.\nimport { MSG } from "@/lib/messages";\nimport { prisma } from "../db";\nexport const parts = [MSG, prisma];\n`;
    expect(await lint("server/brands/planted.ts", code)).toEqual([]);
  });
});

describe("every server module starts with import \"server-only\"", () => {
  it("reports a module without it, or with it after another statement", async () => {
    for (const code of ['import { MSG } from "@/lib/messages";\nexport const m = MSG;\n', `export const x = 1;\n${SERVER_ONLY}`]) {
      const errors = await lint("server/brands/planted.ts", code);
      expect(errors).toEqual([expect.objectContaining({ rule: "no-restricted-syntax", line: 1, message: expect.stringContaining('import "server-only"') })]);
    }
  });

  it("applies to the worker's plain .mjs modules too", async () => {
    const errors = await lint("server/results/planted.mjs", 'export const x = 1;\n');
    expect(errors.map((e) => e.rule)).toEqual(["no-restricted-syntax"]);
  });

  it("resolves to a no-op in Node (the custom server, scripts, worker threads, vitest), to the upstream error elsewhere", () => {
    // Next.js compiles `import "server-only"` itself (a build error in a client module graph) and never reads the
    // package; outside Next, Node picks the package's `node` condition (scripts/server-only/package.json).
    const resolved = createRequire(import.meta.url).resolve("server-only");
    expect(path.relative(root, resolved)).toBe(path.join("scripts", "server-only", "empty.js"));
    const pkg = JSON.parse(readFileSync(path.join(path.dirname(resolved), "package.json"), "utf8")) as { exports: Record<string, unknown> };
    expect(pkg.exports["."]).toEqual({ "react-server": "./empty.js", node: "./empty.js", default: "./index.js" });
  });
});

describe("lib/ imports none of server/, app/, components/", () => {
  it.each([
    ['import { prisma } from "@/server/db";\nexport const p = prisma;\n'],
    ['import { GET } from "../../app/api/v1/me/route";\nexport const g = GET;\n'],
    ['import { Button } from "@/components/ui/button";\nexport const b = Button;\n'],
    ['export const load = () => import("@/server/db");\n'],
  ])("reports %s", async (code) => {
    const errors = await lint("lib/brands/planted.ts", code);
    expect(errors).toEqual([expect.objectContaining({ message: expect.stringContaining("lib/ is isomorphic and pure") })]);
  });
});
