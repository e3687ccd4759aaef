import "server-only";
// Share-link tokens (spec 3 §7, P8): random, shown once, stored only as their sha256. The holder is a share viewer
// (server/access/principal.ts). Issuing and revoking links comes with the share-link screens (P13); resolving a token
// and the checks on its holder are here, so every service already refuses what a token does not allow.
import { createHash, randomBytes } from "node:crypto";
import type { TShareScope } from "@/lib/permissions";
import { SHARE_HEADER_NAME } from "@/lib/shares/header";
import { prisma, type Tx } from "../db";
import type { TShareViewer } from "./principal";

/** The header a shared page's requests carry, with a null bearer token (spec 1 §6, spec 3 §6). */
export const SHARE_HEADER = SHARE_HEADER_NAME;

/** 32 random bytes, base64url: 43 characters. */
export const newShareToken = (): string => randomBytes(32).toString("base64url");
export const hashShareToken = (token: string): string => createHash("sha256").update(token).digest("hex");
const SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The viewer holding `token`, or null when the token is malformed, unknown, revoked or expired. */
export async function shareViewerFromToken(token: string, db: Tx = prisma): Promise<TShareViewer | null> {
  if (!SHAPE.test(token)) return null;
  const row = await db.shareToken.findUnique({
    where: { token_hash: hashShareToken(token) },
    select: { id: true, brand_id: true, survey_id: true, scope: true, revoked: true, expires_at: true },
  });
  if (!row || row.revoked || (row.expires_at && row.expires_at.getTime() <= Date.now())) return null;
  return { kind: "share", token_id: row.id, brand_id: row.brand_id, survey_id: row.survey_id, scope: row.scope as TShareScope };
}
