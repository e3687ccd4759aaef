// Applies committed migrations with the Prisma CLI (binary-free: prisma.config.ts supplies the pg adapter).
import { execFileSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export function migrate(url: string): void {
  execFileSync(path.join(root, "node_modules/.bin/prisma"), ["migrate", "deploy"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

export function generateClient(): void {
  execFileSync(path.join(root, "node_modules/.bin/prisma"), ["generate"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? "postgresql://unused@127.0.0.1/unused" },
    stdio: ["ignore", "ignore", "inherit"],
  });
}
