import "server-only";
// Password hashing and link tokens, shared by invitations and password resets. A link token is 32 random bytes
// (base64url, 43 characters); only its sha256 is stored, so a database leak yields no usable link.
import { createHash, randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";

/** bcrypt cost of stored passwords (sign-in compares with bcryptjs; server/auth/sign-in.ts). */
export const BCRYPT_COST = 10;

export const hashPassword = (password: string): Promise<string> => bcrypt.hash(password, BCRYPT_COST);

export const hashToken = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex");

export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

/** A link token looks like this (43 base64url characters); anything else is unknown without a database look-up. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const expiresAt = (lifetimeMs: number, now = Date.now()): Date => new Date(now + lifetimeMs);

export const isExpired = (expires: Date, now = Date.now()): boolean => expires.getTime() <= now;
