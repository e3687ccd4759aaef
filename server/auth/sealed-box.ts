import "server-only";
// Secrets at rest that the app must read back (TOTP secrets, share-link tokens): AES-256-GCM under a key derived from
// NEXTAUTH_SECRET with HKDF-SHA256. Each kind of box has an info string of its own (so its own key), and each box is
// bound to its row by additional authenticated data (a user id, a token hash): a box copied onto another row does
// not open, and a database copy alone opens nothing. Stored as base64url(iv | tag | ciphertext).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { env } from "@/lib/env";

const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface TSealedBox {
  /** Seals `plain`, bound to `boundTo`. */
  seal(plain: string, boundTo: string, secret?: string): string;
  /** The plain text of `box`; null when it was altered, is bound to something else, or the key changed. */
  open(box: string, boundTo: string, secret?: string): string | null;
}

/** The box of one kind, named by its HKDF info string (changing it makes every stored box unreadable). */
export function sealedBox(info: string): TSealedBox {
  const keys = new Map<string, Buffer>();
  const keyFor = (secret: string): Buffer => {
    let key = keys.get(secret);
    if (!key) {
      key = Buffer.from(hkdfSync("sha256", secret, Buffer.alloc(0), info, 32));
      keys.set(secret, key);
    }
    return key;
  };
  return {
    seal(plain, boundTo, secret = env().NEXTAUTH_SECRET) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", keyFor(secret), iv);
      cipher.setAAD(Buffer.from(boundTo));
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
    },
    open(box, boundTo, secret = env().NEXTAUTH_SECRET) {
      const raw = Buffer.from(box, "base64url");
      if (raw.length <= IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", keyFor(secret), raw.subarray(0, IV_BYTES));
        decipher.setAAD(Buffer.from(boundTo));
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
      } catch {
        return null;
      }
    },
  };
}
