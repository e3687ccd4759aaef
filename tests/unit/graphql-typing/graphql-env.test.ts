// P10 item 4: the committed gql.tada output (lib/graphql-env.d.ts) is what `gql.tada generate-output` makes of the
// committed schema.graphql, regenerated here in memory. (`npm test` also checks schema.graphql against Pothos:
// scripts/print-graphql-schema.ts --check; that script writes both files.)
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GRAPHQL_ENV_FILE, SCHEMA_FILE, renderGraphQLEnv } from "@/scripts/graphql-env";

describe("lib/graphql-env.d.ts", () => {
  it("is current with schema.graphql", async () => {
    const committed = readFileSync(GRAPHQL_ENV_FILE, "utf8");
    expect(committed).toContain("export type introspection");
    // Compared as text, so a stale file shows the lines that differ.
    expect(committed).toBe(await renderGraphQLEnv(SCHEMA_FILE));
  });

  it("changes when the schema does (the comparison above can fail)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "graphql-env-"));
    try {
      const renamed = path.join(dir, "schema.graphql");
      writeFileSync(renamed, readFileSync(SCHEMA_FILE, "utf8").replace("  snips_count: Int!", "  snip_count: Int!"));
      const output = await renderGraphQLEnv(renamed);
      expect(output).toContain("'snip_count'");
      expect(output).not.toBe(readFileSync(GRAPHQL_ENV_FILE, "utf8"));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
