// Ids are 24 lowercase hex characters, shaped like MongoDB ObjectIds (DESIGN.md rule 5).
import { createHash, randomBytes } from "node:crypto";

export const ID_PATTERN = /^[0-9a-f]{24}$/;

export function isId(value: unknown): value is string {
  return typeof value === "string" && ID_PATTERN.test(value);
}

/** A fresh id: 4 bytes of seconds since the epoch, then 8 random bytes. */
export function newId(): string {
  const seconds = Math.floor(Date.now() / 1000).toString(16).padStart(8, "0");
  return seconds + randomBytes(8).toString("hex");
}

/** A stable id for seeded data, so `npm run db:seed` is idempotent. */
export function seedId(label: string): string {
  return createHash("md5").update(`seed:${label}`).digest("hex").slice(0, 24);
}
