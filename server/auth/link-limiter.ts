// Rate limit of the public link endpoints (invitations, password resets): per client address, per process.
// The tokens are 256-bit random, so this is about load, not guessing (docs/decisions.md P7 #32).
import { RateLimiterMemory } from "rate-limiter-flexible";
import { AppError } from "../errors";
import { USER_MSG } from "@/lib/brands/messages";

const g = globalThis as unknown as { __linkLimiter?: RateLimiterMemory };
const limiter = (g.__linkLimiter ??= new RateLimiterMemory({ points: 60, duration: 60 }));

export async function consumeLinkAttempt(clientKey: string): Promise<void> {
  try {
    await limiter.consume(clientKey);
  } catch {
    throw new AppError("rate_limited", USER_MSG.tooManyRequests);
  }
}
