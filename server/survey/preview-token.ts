import "server-only";
// Preview sessions are stateless (P6 contract): a preview records nothing, so its "session" is a token signed with
// HMAC-SHA256 under NEXTAUTH_SECRET that carries everything a stored respondent row would. Tampered or older than
// 24 hours → rejected (null).
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { AUDIENCE_TYPES, type TAudienceType } from "@/lib/study-rules/audiences";

export const PREVIEW_TOKEN_PREFIX = "pv1";
/** A preview token is good for a day: long enough to click through any study, short enough not to leak. */
export const PREVIEW_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export interface TPreviewPayload {
  /** Survey id. */
  survey_id: string;
  country: string;
  audience_type: TAudienceType;
  language: string;
  assigned_products: string[];
  /** Issued at (ms since the epoch). */
  iat: number;
}

const secret = (): string => env().NEXTAUTH_SECRET;
const sign = (body: string): string => createHmac("sha256", secret()).update(`preview:${body}`).digest("base64url");

export function signPreviewToken(p: Omit<TPreviewPayload, "iat">, now: number = Date.now()): string {
  const payload: TPreviewPayload = { ...p, iat: now };
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${PREVIEW_TOKEN_PREFIX}.${body}.${sign(body)}`;
}

export const isPreviewToken = (token: string): boolean => token.startsWith(`${PREVIEW_TOKEN_PREFIX}.`);

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === "string");

/** The payload of a genuine, unexpired preview token, else null. */
export function verifyPreviewToken(token: string, now: number = Date.now()): TPreviewPayload | null {
  const parts = token.split(".");
  if (parts.length !== 3 || parts[0] !== PREVIEW_TOKEN_PREFIX) return null;
  const [, body, sig] = parts as [string, string, string];
  const expected = Buffer.from(sign(body));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let p: unknown;
  try {
    p = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!p || typeof p !== "object") return null;
  const o = p as Record<string, unknown>;
  if (typeof o.survey_id !== "string" || typeof o.country !== "string" || typeof o.language !== "string" || typeof o.iat !== "number") return null;
  const audienceType = AUDIENCE_TYPES.find((t) => t === o.audience_type);
  if (!audienceType) return null;
  if (!isStrings(o.assigned_products)) return null;
  if (o.iat > now + 60_000 || now - o.iat > PREVIEW_TOKEN_TTL_MS) return null;
  return { survey_id: o.survey_id, country: o.country, audience_type: audienceType, language: o.language, assigned_products: o.assigned_products, iat: o.iat };
}
