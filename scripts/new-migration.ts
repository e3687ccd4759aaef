// npm run db:migration -- <name>   writes prisma/migrations/<timestamp>_<name>/migration.sql
// npm run db:migration -- --check  fails when prisma/schema has changes no migration holds (drift guard in npm test)
// A pure schema-to-schema diff needs no database (DESIGN.md §1); prisma/snapshot keeps the schema as of the last migration.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const snapshot = path.join(root, "prisma/snapshot");
const schema = path.join(root, "prisma/schema");
const args = process.argv.slice(2);
const check = args.includes("--check");
const name = args.find((a) => !a.startsWith("--"));

const from = existsSync(snapshot) ? ["--from-schema-datamodel", snapshot] : ["--from-empty"];
const sql = execFileSync(
  "npx",
  ["prisma", "migrate", "diff", ...from, "--to-schema-datamodel", schema, "--script"],
  { cwd: root, encoding: "utf8", env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres" } },
);
const empty = !sql.replace(/--.*$/gm, "").trim();

if (check) {
  if (!empty) {
    console.error("prisma/schema has changes that no migration holds; run `npm run db:migration -- <name>`.\n" + sql);
    process.exit(1);
  }
  console.log("migrations match prisma/schema");
  process.exit(0);
}
if (!name || !/^[a-z0-9_]+$/.test(name)) throw new Error("usage: npm run db:migration -- <snake_case_name>");
if (empty) {
  console.log("No schema changes.");
  process.exit(0);
}
const first = !existsSync(snapshot);
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const dir = path.join(root, "prisma/migrations", `${stamp}_${name}`);
mkdirSync(dir, { recursive: true });
const prelude = first
  ? `-- ObjectId-shaped ids: 4 bytes of seconds since the epoch, then 8 random bytes, as 24 lowercase hex characters.
CREATE OR REPLACE FUNCTION object_id() RETURNS char(24) LANGUAGE sql VOLATILE AS $$
  SELECT lpad(to_hex(floor(extract(epoch FROM clock_timestamp()))::bigint), 8, '0')
      || substr(md5(random()::text || clock_timestamp()::text), 1, 16)
$$;

`
  : "";
writeFileSync(path.join(dir, "migration.sql"), prelude + sql);
writeFileSync(path.join(root, "prisma/migrations/migration_lock.toml"), 'provider = "postgresql"\n');
rmSync(snapshot, { recursive: true, force: true });
mkdirSync(snapshot);
for (const f of readdirSync(schema)) cpSync(path.join(schema, f), path.join(snapshot, f));
console.log(`Wrote ${path.relative(root, dir)}/migration.sql`);
