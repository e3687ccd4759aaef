// Who is asking: from the session cookie or an `Authorization: Bearer` header.
import { getServerSession } from "next-auth";
import { getToken } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { env } from "@/lib/env";
import { loadActor, type Actor } from "../access/actor";
import { authOptions } from "./options";
import { userIdFromToken } from "./tokens";

const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

export async function actorFromRequest(req: NextRequest): Promise<Actor | null> {
  const auth = req.headers.get("authorization");
  let userId: string | null = null;
  if (auth?.toLowerCase().startsWith("bearer ")) {
    userId = await userIdFromToken(auth.slice(7).trim());
  } else {
    const token = await getToken({ req, secret: env().NEXTAUTH_SECRET });
    userId = typeof token?.sub === "string" ? token.sub : null;
  }
  if (!userId) return null;
  const viewAsUser = req.nextUrl.searchParams.get("view") === "user";
  const actor = await loadActor(userId, { viewAsUser });
  return actor && actor.is_active ? actor : null;
}

/** For server components: the user id in the session cookie (the user may since have been deleted). */
export async function currentSessionUserId(): Promise<string | null> {
  const session = await getServerSession(authOptions());
  return (session?.user as { id?: string } | undefined)?.id ?? null;
}

/** For server components: the signed-in user, or null. */
export async function currentActor(opts: { viewAsUser?: boolean } = {}): Promise<Actor | null> {
  const id = await currentSessionUserId();
  return id ? loadActor(id, opts) : null;
}

/** Cookie header → user id, for websocket upgrades that carry the browser's session cookie. */
export async function userIdFromCookieHeader(cookieHeader: string | undefined): Promise<string | null> {
  if (!cookieHeader) return null;
  const cookies = new Map(
    cookieHeader.split(";").map((c) => {
      const i = c.indexOf("=");
      return [c.slice(0, i).trim(), decodeURIComponent(c.slice(i + 1).trim())] as const;
    }),
  );
  for (const name of SESSION_COOKIES) {
    const id = await userIdFromToken(cookies.get(name));
    if (id) return id;
  }
  return null;
}
