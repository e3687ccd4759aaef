import "server-only";
// Security headers (P8 item 9), in one place:
//   - the static ones (nosniff, Referrer-Policy, Permissions-Policy, HSTS over https) go on EVERY response of the custom
//     server — pages, API, files, the live fast path — through applySecurityHeaders (server/index.ts). They are
//     defaults: a surface that sets its own value (the live survey's `Referrer-Policy: no-referrer`) keeps it.
//   - the Content-Security-Policy is per surface: the dashboard's pages get dashboardCsp with a fresh nonce from the
//     request proxy (proxy.ts); the respondent pages (/s/, /g/) build their own (server/survey/live-page.ts), with
//     LIVE_SURVEY_FRAME_ANCESTORS; API answers and files carry none (they are not documents).
// No runtime imports: proxy.ts bundles this file.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

/** Sent with every response. */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  // Full URLs (they carry study, brand and panel ids) stay on this site; other sites see only our origin.
  "referrer-policy": "strict-origin-when-cross-origin",
  // Powerful features neither app uses; the clipboard and fullscreen (video players) stay at their defaults.
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};

/** One year, subdomains too; only ever sent on https (browsers ignore it on http, and it must not pin a dev host). */
export const HSTS = "max-age=31536000; includeSubDomains";

/** The static headers of a response to a request that did (or did not) arrive over https. */
export function securityHeaders(opts: { https: boolean }): Record<string, string> {
  return opts.https ? { ...STATIC_SECURITY_HEADERS, "strict-transport-security": HSTS } : { ...STATIC_SECURITY_HEADERS };
}

/**
 * Whether the request reached us over https: a TLS socket, or — only when `trustProxy` says the peer is our own
 * reverse proxy — `X-Forwarded-Proto: https`. Without a trust decision only the socket counts (a client could send
 * the header itself).
 */
export function isHttpsRequest(req: IncomingMessage, trustProxy: (req: IncomingMessage) => boolean = () => false): boolean {
  if ((req.socket as { encrypted?: boolean } | undefined)?.encrypted) return true;
  if (!trustProxy(req)) return false;
  const proto = req.headers["x-forwarded-proto"];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(",")[0]?.trim().toLowerCase();
  return first === "https";
}

/**
 * isHttpsRequest's trust decision from client-address.ts's TRUST_PROXY trust function (hop 0 is the socket's peer):
 * X-Forwarded-Proto counts only when the peer is a proxy we trust. No trust function: only the socket counts.
 */
export function trustsPeer(trust: ((address: string, hop: number) => boolean) | null | undefined): (req: IncomingMessage) => boolean {
  return (req) => {
    const peer = req.socket?.remoteAddress;
    if (!trust || !peer) return false;
    return trust(peer.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, ""), 0);
  };
}

/** Header names given to writeHead(status, [message], headers) directly (object, [k, v][] or flat [k, v, …]). */
function namesPassedTo(args: unknown[]): Set<string> {
  const headers = typeof args[1] === "string" ? args[2] : args[1];
  const names = new Set<string>();
  if (Array.isArray(headers)) {
    if (Array.isArray(headers[0])) for (const pair of headers as unknown[][]) names.add(String(pair[0]).toLowerCase());
    else for (let i = 0; i < headers.length; i += 2) names.add(String(headers[i]).toLowerCase());
  } else if (headers && typeof headers === "object") {
    for (const k of Object.keys(headers as OutgoingHttpHeaders)) names.add(k.toLowerCase());
  }
  return names;
}

/**
 * Adds the static security headers to `res`, just before its headers go out, where the response has not set them
 * itself. Hooked at writeHead (Node calls it for implicit headers too), not set up front: Next copies a route
 * handler's headers only when the response has none of that name yet, so up-front values would win over the
 * surface's own.
 */
export function applySecurityHeaders(req: IncomingMessage, res: ServerResponse, opts: { trustProxy?: (req: IncomingMessage) => boolean } = {}): void {
  const defaults = securityHeaders({ https: isHttpsRequest(req, opts.trustProxy) });
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithSecurityHeaders(this: ServerResponse, ...args: unknown[]) {
    const passed = namesPassedTo(args);
    for (const [name, value] of Object.entries(defaults)) {
      if (!this.hasHeader(name) && !passed.has(name)) this.setHeader(name, value);
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.writeHead;
}

// ---- Content-Security-Policy per surface ------------------------------------------------------------------------------

/**
 * Who may frame the live survey (/s/, /g/): anyone. Brands embed their live studies in their own sites and panel
 * providers show them in their frames, on origins we do not know in advance; the respondent app holds no session and
 * no dashboard data (its calls carry only the respondent's own token), so clickjacking it gains nothing. The
 * dashboard may not be framed at all (`frame-ancestors 'none'`).
 */
export const LIVE_SURVEY_FRAME_ANCESTORS = "*";

/** The players the dashboard's product viewer frames (lib/products/rules.ts: sketchfab and restar 3D models). */
const DASHBOARD_FRAME_HOSTS = "https://sketchfab.com https://viewer.restar.io";

/**
 * The dashboard pages' policy. Scripts: only Next's own, each carrying this request's nonce ('strict-dynamic' lets
 * them load their chunks); development adds 'unsafe-eval' (React rebuilds server error stacks with eval).
 * Styles: 'unsafe-inline', as Radix (positioning), sonner and React `style` props set inline styles at runtime,
 * which no nonce can cover — a style cannot run code, and scripts stay nonce-only. Images: our own files, data: and
 * blob: previews, and https: (stored avatars, logos and flags may be absolute links).
 */
export function dashboardCsp(nonce: string, opts: { dev: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${opts.dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    // The live-updates websocket (/api/v1/subscriptions): 'self' does not cover ws: in every browser.
    "connect-src 'self' ws: wss:",
    `frame-src ${DASHBOARD_FRAME_HOSTS}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** A fresh nonce: 128 random bits, base64 (Web Crypto, so the proxy needs no Node module). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
