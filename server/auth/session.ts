import "server-only";
// Who is asking (P8 item 1): a share token header, an `Authorization: Bearer` token, or the session cookie — resolved
// to a Principal in at most one database round trip (server/access/actor-cache.ts), with the session version checked
// on every request (item 7).
import { cache } from "react";
import { getServerSession } from "next-auth";
import { getToken } from "next-auth/jwt";
import { ACCESS_MSG } from "@/lib/messages";
import { env } from "@/lib/env";
import type { Actor } from "../access/actor";
import { cachedActor } from "../access/actor-cache";
import type { Principal } from "../access/principal";
import { SHARE_HEADER, shareViewerFromToken } from "../access/share-viewer";
import { AppError, forbidden, unauthenticated } from "../errors";
import { cookieRequestAllowed } from "../http/same-origin";
import { authOptions } from "./options";
import { claimsFor, verifyToken, type TTokenClaims, type TTokenUse } from "./tokens";

const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

/** What a request carries: a principal, or nothing, or a credential that was refused (and why). */
export interface TResolved {
  principal: Principal | null;
  /** Set when a credential was present but refused with a reason worth telling (ended session, bad share link). */
  problem: AppError | null;
}

/** The part of a request principal resolution reads (a NextRequest, or a Request with a cookie header). */
interface TRequestLike {
  headers: Headers;
  url: string;
  /** A state change on the session cookie's authority must come from our own pages (server/http/same-origin.ts). */
  method: string;
}

const ANONYMOUS: TResolved = { principal: null, problem: null };

/** "Bearer null" / "Bearer undefined" / "Bearer" are what a shared page's client sends: no bearer at all. */
function bearerOf(headers: Headers): string | null {
  const auth = headers.get("authorization");
  if (!auth || !/^bearer\b/i.test(auth)) return null;
  const token = auth.slice(6).trim();
  return !token || token === "null" || token === "undefined" ? null : token;
}

/** The user whose token claims these, when the user exists, is active, and the session version still matches. */
export async function actorFromClaims(claims: TTokenClaims | null, opts: { viewAsUser?: boolean } = {}): Promise<TResolved> {
  if (!claims) return ANONYMOUS;
  const actor = await cachedActor(claims.sub, opts);
  if (!actor || !actor.is_active) return ANONYMOUS;
  if (actor.session_version !== claims.sv) return { principal: null, problem: unauthenticated(ACCESS_MSG.sessionEnded) };
  return { principal: actor, problem: null };
}

export async function resolvePrincipal(req: TRequestLike): Promise<TResolved> {
  const share = req.headers.get(SHARE_HEADER);
  const bearer = bearerOf(req.headers);
  if (share) {
    // A share link's requests carry a null bearer token (spec 3 §6); a real bearer beside a share token is refused.
    if (bearer) return { principal: null, problem: unauthenticated(ACCESS_MSG.shareTokenInvalid) };
    const viewer = await shareViewerFromToken(share);
    return viewer ? { principal: viewer, problem: null } : { principal: null, problem: unauthenticated(ACCESS_MSG.shareTokenInvalid) };
  }
  const viewAsUser = new URL(req.url).searchParams.get("view") === "user";
  if (bearer) return actorFromClaims(await verifyToken(bearer, "api"), { viewAsUser });
  const cookieToken = await getToken({ req: req as never, secret: env().NEXTAUTH_SECRET });
  const cookieClaims = claimsFor(cookieToken, "api");
  // P8 item 9: a cookie-authenticated state change from another site (or from no browser at all) acts for no one.
  if (cookieClaims && !cookieRequestAllowed(req, env().NEXTAUTH_URL)) return { principal: null, problem: forbidden(ACCESS_MSG.crossOrigin) };
  return actorFromClaims(cookieClaims, { viewAsUser });
}

/** The signed-in user of a request, or null (share viewers and refused credentials included). */
export async function actorFromRequest(req: TRequestLike): Promise<Actor | null> {
  const { principal } = await resolvePrincipal(req);
  return principal?.kind === "user" ? principal : null;
}

/** For server components: the session cookie's claims, once per request. */
const sessionClaims = cache(async (): Promise<TTokenClaims | null> => {
  const session = await getServerSession(authOptions());
  const user = session?.user as { id?: string; sv?: number } | undefined;
  return user?.id ? { sub: user.id, sv: typeof user.sv === "number" ? user.sv : 0 } : null;
});

/**
 * For server components, once per request: the session cookie's user — inactive users included (pages show them code
 * 1007) — or null. A cookie whose session version has been bumped counts as no session: the user signs in again.
 */
const currentSession = cache(async (viewAsUser: boolean): Promise<{ userId: string | null; actor: Actor | null }> => {
  const claims = await sessionClaims();
  if (!claims) return { userId: null, actor: null };
  const actor = await cachedActor(claims.sub, { viewAsUser });
  if (actor && actor.session_version !== claims.sv) return { userId: null, actor: null };
  return { userId: claims.sub, actor };
});

/** For server components: the user id of a live session cookie (the user may since have been deleted). */
export async function currentSessionUserId(): Promise<string | null> {
  return (await currentSession(false)).userId;
}

/** For server components: the signed-in user (inactive ones too), or null. */
export async function currentActor(viewAsUser = false): Promise<Actor | null> {
  return (await currentSession(viewAsUser)).actor;
}

/** Cookie header → claims, for websocket upgrades that carry the browser's session cookie. */
export async function claimsFromCookieHeader(cookieHeader: string | undefined, use: TTokenUse = "api"): Promise<TTokenClaims | null> {
  if (!cookieHeader) return null;
  const cookies = new Map(
    cookieHeader.split(";").map((c) => {
      const i = c.indexOf("=");
      return [c.slice(0, i).trim(), decodeURIComponent(c.slice(i + 1).trim())] as const;
    }),
  );
  for (const name of SESSION_COOKIES) {
    const claims = await verifyToken(cookies.get(name), use);
    if (claims) return claims;
  }
  return null;
}
