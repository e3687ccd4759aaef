import "server-only";
// Respondent limits of a live study (P6; spec 2 §3 respondent_limit, respondent_limits per country): how many
// completes count against them and whether a new complete still fits. Completes = completed, non-preview respondents.
// Start uses `quotaFull` to turn new respondents away early; the complete itself makes the same comparison inside the
// database function live_complete (migration live_complete_function), where it is atomic with the update — keep
// the two in step (tests/integration/survey/quota.test.ts covers the complete, start.test.ts the start).
import type { TStudyShape } from "@/lib/survey/shape";
import { prisma, type Tx } from "../db";

export interface TQuotaLimits {
  /** Survey.respondent_limit (null: none). */
  total: number | null;
  /** SurveyCountry.respondent_limit of the respondent's country (null: none). */
  country: number | null;
  /** Country.id of the respondent's country, when it is one of the study's. */
  countryId: string | null;
}

/** The limits a respondent of `countryCode` is counted against. */
export function quotaLimits(shape: TStudyShape, countryCode: string): TQuotaLimits {
  const c = shape.countries.find((x) => x.code === countryCode) ?? null;
  return { total: shape.respondent_limit, country: c?.respondent_limit ?? null, countryId: c?.id ?? null };
}

export const hasLimits = (l: TQuotaLimits): boolean => l.total !== null || l.country !== null;

/** Completes so far, in total and in the country (one indexed count). */
export async function completeCounts(surveyId: string, countryId: string | null, db: Tx = prisma): Promise<{ total: number; country: number }> {
  const [row] = await db.$queryRaw<{ total: number; country: number }[]>`
    SELECT count(*)::int AS total, count(*) FILTER (WHERE country_id = ${countryId})::int AS country
    FROM "Respondent" WHERE survey_id = ${surveyId} AND status = 'completed' AND NOT is_preview`;
  return row ?? { total: 0, country: 0 };
}

/** True when the counts leave no room for one more complete. */
export function limitsReached(l: TQuotaLimits, counts: { total: number; country: number }): boolean {
  return (l.total !== null && counts.total >= l.total) || (l.country !== null && counts.country >= l.country);
}

/** Completes ≥ the total or the country limit: a new respondent of that country gets quota_full. */
export async function quotaFull(shape: TStudyShape, countryCode: string, db: Tx = prisma): Promise<boolean> {
  const limits = quotaLimits(shape, countryCode);
  if (!hasLimits(limits)) return false;
  return limitsReached(limits, await completeCounts(shape.id, limits.countryId, db));
}
