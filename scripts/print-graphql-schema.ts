// Prints the GraphQL schema to schema.graphql (committed); --check fails when the file is out of date.
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { printSchema } from "graphql";
import { schema } from "../server/graphql/schema";

const file = path.resolve(import.meta.dirname, "../schema.graphql");
const printed = `${printSchema(schema)}\n`;
if (process.argv.includes("--check")) {
  if (!existsSync(file) || readFileSync(file, "utf8") !== printed) {
    console.error("schema.graphql is out of date: run `npx tsx scripts/print-graphql-schema.ts`.");
    process.exit(1);
  }
  console.log("schema.graphql is current");
} else {
  writeFileSync(file, printed);
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}
