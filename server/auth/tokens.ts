// Bearer and realtime tokens: next-auth JWTs, so one decoder serves cookies, bearer headers and websockets.
import { decode, encode } from "next-auth/jwt";
import { env } from "@/lib/env";
import { SESSION_MAX_AGE_S } from "./options";

const REALTIME_MAX_AGE_S = 24 * 60 * 60;

export async function issueTokens(userId: string, email: string) {
  const secret = env().NEXTAUTH_SECRET;
  const token = await encode({ token: { sub: userId, email }, secret, maxAge: SESSION_MAX_AGE_S });
  const realtime_token = await encode({ token: { sub: userId, scope: "realtime" }, secret, maxAge: REALTIME_MAX_AGE_S });
  return { token, realtime_token };
}

/** The user id in a token, or null when the token is missing, forged or expired. */
export async function userIdFromToken(token: string | undefined | null): Promise<string | null> {
  if (!token) return null;
  try {
    const decoded = await decode({ token, secret: env().NEXTAUTH_SECRET });
    return typeof decoded?.sub === "string" ? decoded.sub : null;
  } catch {
    return null;
  }
}
