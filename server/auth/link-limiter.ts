import "server-only";
// Rate limit of the public link endpoints (invitations, password resets): 60 a minute per client address, shared
// by every app process. The tokens are 256-bit random, so this is about load, not guessing (docs/decisions.md P7 #32).
import { USER_MSG } from "@/lib/brands/messages";
import { consume, type TLimit } from "../rate-limit/limiter";

const LINK_LIMIT: TLimit = { keyPrefix: "links", points: 60, duration: 60 };

export async function consumeLinkAttempt(clientKey: string): Promise<void> {
  await consume(LINK_LIMIT, clientKey, USER_MSG.tooManyRequests);
}
