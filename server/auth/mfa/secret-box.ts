import "server-only";
// TOTP secrets at rest (P8 item 11): AES-256-GCM under a key derived from NEXTAUTH_SECRET with HKDF-SHA256 and a
// fixed info string, so a database copy alone does not give anyone a user's authenticator. Each box is bound to its
// user (the id is the additional authenticated data): a box copied onto another user's row does not open.
// Stored as base64url(iv | tag | ciphertext).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { env } from "@/lib/env";

const INFO = "brand-research-dashboard mfa secret-box v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keys = new Map<string, Buffer>();
function keyFor(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, Buffer.alloc(0), INFO, 32));
    keys.set(secret, key);
  }
  return key;
}

/** Encrypts `plain` for `userId`. */
export function sealSecret(plain: string, userId: string, secret = env().NEXTAUTH_SECRET): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFor(secret), iv);
  cipher.setAAD(Buffer.from(userId));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The plain text of a box sealed for `userId`; null when it was altered, is for someone else, or the key changed. */
export function openSecret(box: string, userId: string, secret = env().NEXTAUTH_SECRET): string | null {
  const raw = Buffer.from(box, "base64url");
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFor(secret), raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(userId));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
