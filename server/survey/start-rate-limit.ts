// Starts are rate-limited per client address (P6 contract; bad input "a flood of starts from one address"): each
// start creates a respondent row, so an unthrottled loop could fill a study's quota or the database. In-memory per
// process (rate-limiter-flexible): behind a load balancer each process allows its own share, which is acceptable
// for a flood guard.
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { z } from "zod";
import { LIVE_MSG } from "@/lib/survey/messages";
import { clientKeyFrom } from "../auth/sign-in";
import { AppError } from "../errors";

/** SURVEY_START_LIMIT_PER_MINUTE (default 60); read on each call so tests and operators can change it. */
export function startLimitPerMinute(): number {
  const r = z.coerce.number().int().positive().safeParse(process.env.SURVEY_START_LIMIT_PER_MINUTE);
  return r.success ? r.data : 60;
}

/** The client address as the sign-in limits read it (server/auth/sign-in.ts#clientKeyFrom), capped in length. */
export const clientKey = (headers: Headers): string => clientKeyFrom(headers).slice(0, 100);

// Route handlers are bundled apart from the custom server, so the limiters live on globalThis (one per limit value).
const g = globalThis as unknown as { __surveyStartLimiters?: Map<number, RateLimiterMemory> };

function limiter(points: number): RateLimiterMemory {
  const map = (g.__surveyStartLimiters ??= new Map());
  let l = map.get(points);
  if (!l) {
    l = new RateLimiterMemory({ keyPrefix: `survey-start-${points}`, points, duration: 60 });
    map.set(points, l);
  }
  return l;
}

/** Throws 429 LIVE_MSG.rateLimited when `key` has used up its starts for the minute. */
export async function limitStart(key: string): Promise<void> {
  try {
    await limiter(startLimitPerMinute()).consume(key);
  } catch (e) {
    if (e instanceof RateLimiterRes) throw new AppError("rate_limited", LIVE_MSG.rateLimited);
    throw e;
  }
}
