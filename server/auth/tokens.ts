import "server-only";
// Bearer and realtime tokens: next-auth JWTs, so one decoder serves cookies, bearer headers and websockets. Each token
// carries the user's session version (`sv`): a token issued before the version was bumped is dead (P8 item 7). A
// realtime token (`scope: "realtime"`) opens the websocket and nothing else.
import { decode, encode } from "next-auth/jwt";
import { env } from "@/lib/env";
import { SESSION_MAX_AGE_S } from "./options";

const REALTIME_MAX_AGE_S = 24 * 60 * 60;

/** api: an `Authorization: Bearer` token or the session cookie; realtime: the websocket's connection token. */
export type TTokenUse = "api" | "realtime";

export interface TTokenClaims {
  sub: string;
  /** The session version the token was issued with; tokens from before P8 carry none and count as 0. */
  sv: number;
}

export async function issueTokens(user: { id: string; email: string; session_version: number }) {
  const secret = env().NEXTAUTH_SECRET;
  const sv = user.session_version;
  const token = await encode({ token: { sub: user.id, email: user.email, sv }, secret, maxAge: SESSION_MAX_AGE_S });
  const realtime_token = await encode({ token: { sub: user.id, sv, scope: "realtime" }, secret, maxAge: REALTIME_MAX_AGE_S });
  return { token, realtime_token };
}

/** The claims of a decoded JWT, when it may be used for `use`. */
export function claimsFor(decoded: Record<string, unknown> | null | undefined, use: TTokenUse): TTokenClaims | null {
  if (!decoded || typeof decoded.sub !== "string") return null;
  const realtime = decoded.scope === "realtime";
  if (realtime !== (use === "realtime")) return null;
  const sv = typeof decoded.sv === "number" && Number.isInteger(decoded.sv) ? decoded.sv : 0;
  return { sub: decoded.sub, sv };
}

/** The claims of a token, or null when it is missing, forged, expired or meant for another use. */
export async function verifyToken(token: string | undefined | null, use: TTokenUse): Promise<TTokenClaims | null> {
  if (!token) return null;
  try {
    return claimsFor(await decode({ token, secret: env().NEXTAUTH_SECRET }), use);
  } catch {
    return null;
  }
}
