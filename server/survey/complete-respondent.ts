import "server-only";
// POST /api/v1/live/{short_id}/complete (P6): the final submit. Idempotent — a respondent who already ended gets the
// same outcome again and is not counted twice. Required answers are checked (400 missingAnswers); then one call of
// the database function live_complete (migration live_complete_function) locks the respondent row (a double submit
// waits and then sees the first one's status), counts completes under the study's completion lock when the study has
// a total or country limit (within the limits → complete, else quota_full; a limit is never exceeded), and closes a
// limit_equals_stat_significance study on the complete that reaches its total. One round trip for the session and
// the stored answers, one for the complete: this is the survey's hottest write (docs/decisions.md P6 #40). The
// study's processing is then queued. Preview sessions get "complete" and nothing is written.
import { missingParams, missingRequired } from "@/lib/survey/answers";
import { LIVE_MSG } from "@/lib/survey/messages";
import { endedOutcome, type TEndedDbStatus } from "@/lib/survey/rules";
import type { TStudyShape } from "@/lib/survey/shape";
import type { TLiveCompleteResult } from "@/lib/survey/wire";
import { livePool } from "../db";
import { AppError, conflict } from "../errors";
import { scheduleProcessing } from "./process-submissions";
import { quotaLimits } from "./quota";
import { outcomeRedirect } from "./redirect-url";
import { findSession, sessionNotFound, type TLiveRespondentCtx } from "./session";

export interface TCompleteInput {
  shortId: string;
  token: string | null;
}

const ENDED: readonly string[] = ["completed", "terminated", "quota_full"] satisfies TEndedDbStatus[];

export async function completeRespondent(input: TCompleteInput): Promise<TLiveCompleteResult> {
  const { shape, respondent, stored } = await findSession(input.shortId, input.token, { answers: true });
  if (respondent.is_preview) return outcome(shape, respondent, "completed");
  if (respondent.status !== "started") return outcome(shape, respondent, respondent.status);

  const missing = missingRequired(shape, { assigned: respondent.assigned_products, country: respondent.country_code }, stored!);
  if (missing.length) throw new AppError("invalid", LIVE_MSG.missingAnswers, missingParams(missing));

  const limits = quotaLimits(shape, respondent.country_code);
  const { rows: [row] } = await livePool().query<{ result: string }>(
    "SELECT live_complete($1::char(24), $2::char(24), $3::char(24), $4::int, $5::int, $6::boolean, $7::timestamp(3)) AS result",
    // UTC wall time, as Prisma writes DateTime columns (timestamp without time zone).
    [respondent.id, shape.id, limits.countryId, limits.total, limits.country, shape.limit_equals_stat_significance, utcWallTime(new Date())],
  );
  const result = row?.result ?? "missing";
  if (result === "missing") throw sessionNotFound();
  if (result === "not_active") throw conflict(LIVE_MSG.notActive);
  if (!ENDED.includes(result)) throw new Error(`live_complete answered ${result}`);
  // Only the call that changed the status counted; one that found the respondent already ended did not.
  if (result === "completed") scheduleProcessing(shape.id);
  return outcome(shape, respondent, result as TEndedDbStatus);
}

/** "2026-11-23 00:25:34.123": a Date as the UTC wall time Prisma stores in timestamp(3) columns. */
const utcWallTime = (d: Date): string => d.toISOString().replace("T", " ").replace("Z", "");

async function outcome(shape: TStudyShape, respondent: TLiveRespondentCtx, ended: TEndedDbStatus): Promise<TLiveCompleteResult> {
  const status = endedOutcome(ended);
  return { status, redirect_url: await outcomeRedirect(shape, respondent, status) };
}
