// Request proxy (Next 16's middleware): visitors without a session are sent to sign in with their location saved.
// Only a convenience: pages and services check the session and access rules themselves.
import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { loginUrl } from "@/lib/routes";
import { env } from "@/lib/env";

// The signed-in areas; any other path is public or a 404 (spec 1 §2), which visitors see without signing in.
const PROTECTED = [/^\/$/, /^\/brands?(\/|$)/, /^\/edit\//];

export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const headers = new Headers(req.headers);
  headers.set("x-pathname", pathname);
  headers.set("x-search", search);
  if (PROTECTED.some((re) => re.test(pathname))) {
    const token = await getToken({ req, secret: env().NEXTAUTH_SECRET });
    if (!token) return NextResponse.redirect(new URL(loginUrl(pathname + search), req.url));
  }
  return NextResponse.next({ request: { headers } });
}

export const config = { matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"] };
