// Prisma runs binary-free here (DESIGN.md §1): the JS engine talks to PostgreSQL through the pg adapter,
// so `generate`, `migrate deploy` and runtime queries need nothing downloaded from Prisma's hosts.
import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg";
import { poolConfigFromUrl } from "./lib/db-url";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema",
  migrations: { path: "prisma/migrations", seed: "tsx prisma/seed.ts" },
  adapter: async () => new PrismaPg({ ...poolConfigFromUrl(requireUrl()), allowExitOnIdle: true }),
});

function requireUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set (npm start and npm test set it for you)");
  return url;
}
