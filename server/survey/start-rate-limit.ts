import "server-only";
// Starts are rate-limited per client address (P6 contract; bad input "a flood of starts from one address"): each
// start creates a respondent row, so an unthrottled loop could fill a study's quota or the database. The count is
// shared by every app process (server/rate-limit: one upsert per start; an address over its limit is then refused
// from memory until its minute ends, so a flood costs no queries).
import { z } from "zod";
import { LIVE_MSG } from "@/lib/survey/messages";
import { clientAddress } from "../http/client-address";
import { consume } from "../rate-limit/limiter";

/** SURVEY_START_LIMIT_PER_MINUTE (default 60); read on each call so tests and operators can change it. */
export function startLimitPerMinute(): number {
  const r = z.coerce.number().int().positive().safeParse(process.env.SURVEY_START_LIMIT_PER_MINUTE);
  return r.success ? r.data : 60;
}

/** The client address the custom server stamped (server/http/client-address.ts). */
export const clientKey = (headers: Headers): string => clientAddress(headers);

/** Throws 429 LIVE_MSG.rateLimited (with Retry-After) when `key` has used up its starts for the minute. */
export async function limitStart(key: string): Promise<void> {
  const points = startLimitPerMinute();
  // One limit per value, so a changed setting starts fresh counts.
  await consume({ keyPrefix: `survey-start-${points}`, points, duration: 60 }, key, LIVE_MSG.rateLimited);
}
