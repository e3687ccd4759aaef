// Prints the GraphQL schema to schema.graphql and, from it, gql.tada's typed introspection to lib/graphql-env.d.ts
// (both committed); --check fails when either file is out of date.
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { printSchema } from "graphql";
import { schema } from "../server/graphql/schema";
import { GRAPHQL_ENV_FILE, SCHEMA_FILE, renderGraphQLEnv } from "./graphql-env";

const current = (file: string, text: string) => existsSync(file) && readFileSync(file, "utf8") === text;
const printed = `${printSchema(schema)}\n`;
if (process.argv.includes("--check")) {
  // The .d.ts is made from the committed schema.graphql, which must itself match the Pothos schema first.
  const stale = !current(SCHEMA_FILE, printed) ? SCHEMA_FILE : !current(GRAPHQL_ENV_FILE, await renderGraphQLEnv()) ? GRAPHQL_ENV_FILE : null;
  if (stale) {
    console.error(`${path.relative(process.cwd(), stale)} is out of date: run \`npx tsx scripts/print-graphql-schema.ts\`.`);
    process.exit(1);
  }
  console.log("schema.graphql and lib/graphql-env.d.ts are current");
} else {
  writeFileSync(SCHEMA_FILE, printed);
  writeFileSync(GRAPHQL_ENV_FILE, await renderGraphQLEnv());
  console.log(`Wrote ${path.relative(process.cwd(), SCHEMA_FILE)} and ${path.relative(process.cwd(), GRAPHQL_ENV_FILE)}`);
}
