import "server-only";
// Same-origin rule for cookie-authenticated state changes (P8 item 9). A browser attaches the session cookie to
// requests that other sites make it send; only a request that says it comes from our own pages may change anything
// on the cookie's authority. Bearer tokens and share tokens are never sent by a browser on its own: not concerned.
//
//   - Safe methods (GET, HEAD, OPTIONS) are not concerned: they change nothing.
//   - `Sec-Fetch-Site` (every current browser sends it, and a page cannot forge it) decides when present: only
//     `same-origin` passes (`same-site` is a sibling subdomain, `cross-site` another site, `none` a typed URL).
//   - Without it (older browsers), `Origin` must be one of our own: the request URL's origin, or NEXTAUTH_URL's
//     (behind a reverse proxy that terminates TLS the request URL may read http://, NEXTAUTH_URL says https://).
//   - With neither header (curl, scripts replaying a browser cookie) the request is refused too: such clients use a
//     bearer token (POST /api/v1/auth).
// Enforced in server/auth/session.ts#resolvePrincipal (REST through withApi, GraphQL through yoga's context) and on
// the websocket upgrade (server/realtime/ws-server.ts).

/** Methods that change nothing, by HTTP's definition (RFC 9110 §9.2.1). */
const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

/** Unknown counts as unsafe: the check fails closed. */
export const isSafeMethod = (method: string | undefined): boolean => method !== undefined && SAFE_METHODS.has(method.toUpperCase());

interface THeaderReader {
  get(name: string): string | null;
}

/** `scheme://host[:port]` of a URL-ish string, lower-cased; null when it is not an http(s) origin. */
function originOf(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const u = new URL(value);
    return u.protocol === "http:" || u.protocol === "https:" ? u.origin : null;
  } catch {
    return null;
  }
}

/** Our own origins: the request URL's, and NEXTAUTH_URL's when it is set. */
export function ownOrigins(requestUrl: string | null | undefined, appUrl?: string | null): string[] {
  return [originOf(requestUrl), originOf(appUrl)].filter((o): o is string => o !== null);
}

/** Whether the request's headers say it comes from one of `own` (see the rules above). */
export function comesFromOwnOrigin(headers: THeaderReader, own: readonly string[]): boolean {
  const site = headers.get("sec-fetch-site");
  if (site) return site.trim().toLowerCase() === "same-origin";
  const origin = originOf(headers.get("origin"));
  return origin !== null && own.includes(origin);
}

/** Whether a request riding on the session cookie may act: a safe method, or a state change from our own pages. */
export function cookieRequestAllowed(req: { method?: string; url: string; headers: THeaderReader }, appUrl?: string | null): boolean {
  if (isSafeMethod(req.method)) return true;
  return comesFromOwnOrigin(req.headers, ownOrigins(req.url, appUrl));
}

// ---- the request's own origin, from a Host header ----------------------------------------------------------------------

// A Host is a name or an IPv4 address (letters, digits, dots, hyphens) or a bracketed IPv6 address, and a port.
const HOST = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/**
 * `scheme://host` for a request's Host header, or null when the header is missing or malformed (a port over 65535,
 * spaces, brackets that do not close, user info or a path): callers fall back to a fixed origin instead of throwing.
 */
export function originFromHost(host: string | null | undefined, https = false): string | null {
  if (!host) return null;
  const m = HOST.exec(host);
  if (!m || (m[1] !== undefined && Number(m[1]) > 65535)) return null;
  try {
    return new URL(`${https ? "https" : "http"}://${host}`).origin;
  } catch {
    return null;
  }
}

/** Node's header object read like a fetch Headers (first value of a repeated header). */
export function nodeHeaderReader(headers: Record<string, string | string[] | undefined>): THeaderReader {
  return {
    get(name: string) {
      const v = headers[name.toLowerCase()];
      return (Array.isArray(v) ? v[0] : v) ?? null;
    },
  };
}
