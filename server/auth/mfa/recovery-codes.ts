import "server-only";
// Recovery codes (P8 item 11): 10 per enrolment, `xxxx-xxxx` from 31 unambiguous symbols (≈ 40 bits each), shown
// once and kept only as sha256 — salted with the user id, so one table of hashes does not serve every account. Each
// signs in once: using one is a conditional update (used_at IS NULL), so two requests with the same code cannot both
// pass. Making them again replaces them all.
import { createHash, randomInt } from "node:crypto";
import { normalizeRecoveryCode, RECOVERY_ALPHABET, RECOVERY_CODE_COUNT } from "@/lib/auth/mfa";
import type { Tx } from "../../db";

/** One fresh code, `xxxx-xxxx`. */
export function newRecoveryCode(): string {
  const pick = () => Array.from({ length: 4 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join("");
  return `${pick()}-${pick()}`;
}

/** The stored form of a (normalized) code of `userId`. */
export const hashRecoveryCode = (userId: string, code: string): string => createHash("sha256").update(`${userId}:${code}`).digest("hex");

/** Replaces the user's recovery codes with fresh ones; answers them (the only time they exist in clear). */
export async function replaceRecoveryCodes(tx: Tx, userId: string): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  await tx.mfaRecoveryCode.deleteMany({ where: { user_id: userId } });
  await tx.mfaRecoveryCode.createMany({ data: [...codes].map((c) => ({ user_id: userId, code_hash: hashRecoveryCode(userId, c) })) });
  return [...codes];
}

/** Spends one recovery code of the user; false when it is not one of theirs or was used already. */
export async function spendRecoveryCode(tx: Tx, userId: string, raw: string): Promise<boolean> {
  const code = normalizeRecoveryCode(raw);
  if (!code) return false;
  const { count } = await tx.mfaRecoveryCode.updateMany({
    where: { user_id: userId, code_hash: hashRecoveryCode(userId, code), used_at: null },
    data: { used_at: new Date() },
  });
  return count === 1;
}
