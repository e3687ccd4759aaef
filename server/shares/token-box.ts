import "server-only";
// A share link's token at rest (P15 item 6): "Copy share link" hands out the brand's active link again, so the token
// must be recoverable, while lookups stay by its sha256 (server/access/share-viewer.ts). Sealed like the TOTP secrets
// (server/auth/sealed-box.ts) with a key of its own and the token's hash as additional data, so a box copied onto
// another link does not open. A database copy alone gives nobody a link. When the key changes, old boxes stop
// opening and a new link is made instead.
import { sealedBox } from "../auth/sealed-box";

const box = sealedBox("brand-research-dashboard share-token-box v1");

/** Seals `token`, bound to its hash. */
export const sealShareToken = (token: string, tokenHash: string, secret?: string): string => box.seal(token, tokenHash, secret);

/** The token in `b`; null when the box was altered, belongs to another link, or the key changed. */
export const openShareToken = (b: string, tokenHash: string, secret?: string): string | null => box.open(b, tokenHash, secret);
