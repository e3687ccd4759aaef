import "server-only";
// Short public ids for live links of studies and grouped studies (Survey.short_id, SurveyGroup.short_id).
import { randomBytes } from "node:crypto";

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** 12 characters of [a-z0-9] (~62 bits): collisions are negligible; the unique index is the final guard. */
export function newShortId(length = 12): string {
  const bytes = randomBytes(length);
  let out = "";
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}
