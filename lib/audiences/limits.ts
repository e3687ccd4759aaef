// Respondent limits per country (spec 2 §3 respondent_limits {limit, match_stat_sig}; §9 auto-close): the values
// the admin panel sends to PUT …/additional_update, built with lib/study-rules/audiences.ts#countryRespondentLimit.
import { countryRespondentLimit, type TRespondentLimit } from "../study-rules/audiences";
import { AUDIENCE_MSG } from "../study-rules/messages";

/** A typed limit: blank → null (no limit), a whole number ≥ 0 → it, anything else → the message. */
export function parseLimit(text: string): { ok: true; value: number | null } | { ok: false; error: string } {
  const t = text.trim();
  if (!t) return { ok: true, value: null };
  if (!/^\d{1,9}$/.test(t)) return { ok: false, error: AUDIENCE_MSG.limitNotNumber };
  return { ok: true, value: Number(t) };
}

/**
 * The limits of every shown country: a matched country (the study's auto-close setting or its own match stat sig)
 * gets round(1.05 × per-country stat significance); the others keep what was entered.
 */
export function limitsForSave(
  countries: readonly string[],
  entered: Readonly<Record<string, TRespondentLimit | undefined>>,
  ctx: { limitEqualsStatSignificance: boolean; studyStatSignificance: number | null },
): Record<string, TRespondentLimit> {
  return Object.fromEntries(
    countries.map((c) => [
      c,
      countryRespondentLimit(entered[c] ?? { limit: null, match_stat_sig: false }, { ...ctx, countryCount: countries.length }),
    ]),
  );
}
