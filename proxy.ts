// Request proxy (Next 16's middleware), for the dashboard's pages only (config.matcher): visitors without a session
// are sent to sign in with their location saved, and every page gets its Content-Security-Policy with a fresh nonce
// (P8 item 9; Next reads the nonce from the request's CSP header and puts it on its own scripts — the root layout
// reads headers(), so every page renders per request). Only a convenience for access: pages and services check the
// session and access rules themselves.
import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { loginUrl } from "@/lib/routes";
import { isSharedResultsAddress } from "@/lib/shares/address";
import { env } from "@/lib/env";
import { dashboardCsp, newNonce } from "@/server/http/security-headers";

// The signed-in areas; any other path is public or a 404 (spec 1 §2), which visitors see without signing in. A results
// page opened with ?share= is for a link's viewer without an account (spec 3 §2; the page checks the link).
const PROTECTED = [/^\/$/, /^\/brands?(\/|$)/, /^\/edit\//];

export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  if (PROTECTED.some((re) => re.test(pathname)) && !isSharedResultsAddress(pathname, search)) {
    const token = await getToken({ req, secret: env().NEXTAUTH_SECRET });
    if (!token) return NextResponse.redirect(new URL(loginUrl(pathname + search), req.url));
  }
  const nonce = newNonce();
  const csp = dashboardCsp(nonce, { dev: process.env.NODE_ENV === "development" });
  const headers = new Headers(req.headers);
  headers.set("x-pathname", pathname);
  headers.set("x-search", search);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", csp);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set("content-security-policy", csp);
  return res;
}

/**
 * Pages only. Not: the API (/api/: route handlers check access themselves; the proxy would also buffer every request
 * body, up to 10 MB, and break larger uploads), the respondent surface (/s/, /g/ answer with their own CSP, /survey/
 * is the respondent app's bundle), Next's static files and images, stored uploads (/uploads/) and the icons.
 */
export const config = {
  // Static files of public/ and app/icon.svg are for everyone (crawlers read robots.txt, chat apps the preview).
  matcher: ["/((?!api/|s/|g/|survey/|uploads/|_next/static/|_next/image|favicon\\.ico|icon\\.svg|icon-\\d+\\.png|apple-touch-icon\\.png|social-preview\\.png|site\\.webmanifest|robots\\.txt).*)"],
};
