import "server-only";
// TOTP secrets at rest (P8 item 11): sealed (server/auth/sealed-box.ts) with a key of their own, each box bound to
// its user (the id is the additional authenticated data), so a database copy alone does not give anyone a user's
// authenticator and a box copied onto another user's row does not open.
import { sealedBox } from "../sealed-box";

const box = sealedBox("brand-research-dashboard mfa secret-box v1");

/** Encrypts `plain` for `userId`. */
export const sealSecret = (plain: string, userId: string, secret?: string): string => box.seal(plain, userId, secret);

/** The plain text of a box sealed for `userId`; null when it was altered, is for someone else, or the key changed. */
export const openSecret = (b: string, userId: string, secret?: string): string | null => box.open(b, userId, secret);
