import "server-only";
// A share link's token at rest (P15 item 6): "Copy share link" hands out the brand's active link again, so the token
// must be recoverable, while lookups stay by its sha256 (server/access/share-viewer.ts). Sealed like the TOTP secrets
// (server/auth/mfa/secret-box.ts): AES-256-GCM under a key derived from NEXTAUTH_SECRET with HKDF-SHA256, with an info
// string of its own (a separate key) and the token's hash as additional data, so a box copied onto another link does
// not open. A database copy alone gives nobody a link. When the key changes, old boxes stop opening and a new link
// is made instead. Stored as base64url(iv | tag | ciphertext).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { env } from "@/lib/env";

const INFO = "brand-research-dashboard share-token-box v1";
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

/** Seals `token`, bound to its hash. */
export function sealShareToken(token: string, tokenHash: string, secret = env().NEXTAUTH_SECRET): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFor(secret), iv);
  cipher.setAAD(Buffer.from(tokenHash));
  const body = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The token in `box`; null when the box was altered, belongs to another link, or the key changed. */
export function openShareToken(box: string, tokenHash: string, secret = env().NEXTAUTH_SECRET): string | null {
  const raw = Buffer.from(box, "base64url");
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFor(secret), raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(tokenHash));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
