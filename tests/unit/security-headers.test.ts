// P8 items 9 and 10: the static security headers (one function for every response of the custom server), the
// dashboard's CSP with its per-request nonce (proxy.ts), the proxy's matcher, and the same-origin decision.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { config as proxyConfig, proxy } from "@/proxy";
import { comesFromOwnOrigin, cookieRequestAllowed, isSafeMethod, nodeHeaderReader, originFromHost, ownOrigins } from "@/server/http/same-origin";
import {
  applySecurityHeaders,
  dashboardCsp,
  HSTS,
  isHttpsRequest,
  newNonce,
  securityHeaders,
  STATIC_SECURITY_HEADERS,
  trustsPeer,
} from "@/server/http/security-headers";

const fakeReq = (opts: { encrypted?: boolean; headers?: Record<string, string>; peer?: string } = {}) =>
  ({ socket: { encrypted: opts.encrypted, remoteAddress: opts.peer ?? "127.0.0.1" }, headers: opts.headers ?? {} }) as unknown as IncomingMessage;

describe("static security headers", () => {
  it("are nosniff, a referrer policy and a permissions policy; HSTS only over https", () => {
    expect(securityHeaders({ https: false })).toEqual({
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "permissions-policy": expect.stringContaining("camera=(), microphone=(), geolocation=()"),
    });
    expect(securityHeaders({ https: true })["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(HSTS).toBe("max-age=31536000; includeSubDomains");
  });

  it("count https from a TLS socket, or X-Forwarded-Proto only from a trusted proxy", () => {
    expect(isHttpsRequest(fakeReq({ encrypted: true }))).toBe(true);
    expect(isHttpsRequest(fakeReq())).toBe(false);
    const forwarded = fakeReq({ headers: { "x-forwarded-proto": "https" }, peer: "::ffff:10.0.0.5" });
    expect(isHttpsRequest(forwarded)).toBe(false); // no trust decision: a client could write the header
    expect(isHttpsRequest(forwarded, trustsPeer(null))).toBe(false);
    expect(isHttpsRequest(forwarded, trustsPeer((a, hop) => hop === 0 && a === "10.0.0.5"))).toBe(true);
    expect(isHttpsRequest(forwarded, trustsPeer((a) => a === "10.0.0.9"))).toBe(false);
    expect(isHttpsRequest(fakeReq({ headers: { "x-forwarded-proto": "http, https" } }), () => true)).toBe(false);
    expect(isHttpsRequest(fakeReq({ headers: { "x-forwarded-proto": "HTTPS" } }), () => true)).toBe(true);
  });
});

describe("applySecurityHeaders on a Node server", () => {
  async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void, opts: Parameters<typeof applySecurityHeaders>[2] = {}, reqHeaders: Record<string, string> = {}) {
    const server = createServer((req, res) => {
      applySecurityHeaders(req, res, opts);
      handler(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers: reqHeaders });
      await res.arrayBuffer();
      return res.headers;
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  it("adds every static header to a response that set none (implicit headers: res.end)", async () => {
    const h = await serve((_req, res) => res.end("ok"));
    for (const [k, v] of Object.entries(STATIC_SECURITY_HEADERS)) expect(h.get(k)).toBe(v);
    expect(h.has("strict-transport-security")).toBe(false);
  });

  it("leaves a surface's own value (setHeader, writeHead object, writeHead array)", async () => {
    const viaSet = await serve((_req, res) => {
      res.setHeader("Referrer-Policy", "no-referrer");
      res.end();
    });
    expect(viaSet.get("referrer-policy")).toBe("no-referrer");
    expect(viaSet.get("x-content-type-options")).toBe("nosniff");
    const viaObject = await serve((_req, res) => res.writeHead(200, { "Referrer-Policy": "no-referrer" }).end());
    expect(viaObject.get("referrer-policy")).toBe("no-referrer");
    const viaArray = await serve((_req, res) => res.writeHead(200, "OK", ["referrer-policy", "same-origin"]).end());
    expect(viaArray.get("referrer-policy")).toBe("same-origin");
    expect(viaArray.get("permissions-policy")).toBe(STATIC_SECURITY_HEADERS["permissions-policy"]);
  });

  it("does not pre-empt a handler that only adds a header when it is absent (how Next copies a route's headers)", async () => {
    const h = await serve((_req, res) => {
      if (res.getHeader("referrer-policy") === undefined) res.appendHeader("referrer-policy", "no-referrer");
      res.end();
    });
    expect(h.get("referrer-policy")).toBe("no-referrer");
  });

  it("adds HSTS when a trusted proxy says https", async () => {
    const h = await serve((_req, res) => res.end(), { trustProxy: () => true }, { "x-forwarded-proto": "https" });
    expect(h.get("strict-transport-security")).toBe(HSTS);
    const untrusted = await serve((_req, res) => res.end(), {}, { "x-forwarded-proto": "https" });
    expect(untrusted.has("strict-transport-security")).toBe(false);
  });
});

describe("the dashboard's CSP", () => {
  const nonce = "bm9uY2Utbm9uY2Utbm9uY2U=";
  const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";

  it("lets only nonce-carrying scripts run, forbids framing, and opens eval only in development", () => {
    const prod = dashboardCsp(nonce, { dev: false });
    expect(directive(prod, "script-src")).toBe(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    expect(directive(prod, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(prod, "object-src")).toBe("object-src 'none'");
    expect(directive(prod, "base-uri")).toBe("base-uri 'self'");
    expect(directive(prod, "form-action")).toBe("form-action 'self'");
    expect(directive(prod, "default-src")).toBe("default-src 'self'");
    expect(directive(prod, "connect-src")).toBe("connect-src 'self' ws: wss:");
    expect(prod).not.toContain("unsafe-eval");
    expect(directive(dashboardCsp(nonce, { dev: true }), "script-src")).toContain("'unsafe-eval'");
    // A nonce beside 'unsafe-inline' would make browsers ignore 'unsafe-inline' (and break inline styles).
    expect(directive(prod, "style-src")).toBe("style-src 'self' 'unsafe-inline'");
  });

  it("uses a fresh 128-bit nonce each time", () => {
    const a = newNonce();
    expect(Buffer.from(a, "base64")).toHaveLength(16);
    expect(newNonce()).not.toBe(a);
  });
});

describe("proxy.ts", () => {
  const matches = (url: string) => unstable_doesMiddlewareMatch({ config: proxyConfig, url });

  it("runs for pages only: not the API, the respondent surface, static files or uploads", () => {
    for (const url of ["/", "/login", "/brands/1", "/brand/abc/timeline", "/edit/brand/abc", "/error?errorCode=1", "/no-such-page"]) expect(matches(url), url).toBe(true);
    for (const url of ["/api/v1/me", "/api/v1/graphql", "/api/auth/session", "/api/v1/brand/x/product/bulk", "/s/abc", "/g/abc", "/survey/app-1234.js", "/_next/static/chunks/x.js", "/_next/image?url=x", "/uploads/id/original.png", "/favicon.ico", "/icon.svg", "/robots.txt", "/icon-192.png", "/icon-512.png", "/apple-touch-icon.png", "/social-preview.png", "/site.webmanifest"]) {
      expect(matches(url), url).toBe(false);
    }
  });

  it("gives a page a nonce CSP on the response and, for Next's renderer, on the request", async () => {
    const res = await proxy(new NextRequest("http://localhost/login?callbackUrl=%2Fbrands%2F1"));
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    // NextResponse.next({ request: { headers } }) hands request headers on as x-middleware-request-*.
    expect(res.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
    expect(res.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
    expect(res.headers.get("x-middleware-request-x-pathname")).toBe("/login");
    const again = await proxy(new NextRequest("http://localhost/login"));
    expect(again.headers.get("x-middleware-request-x-nonce")).not.toBe(nonce);
  });

  it("still sends visitors without a session to sign in, with their location", async () => {
    const res = await proxy(new NextRequest("http://localhost/brands/2?q=x"));
    expect(res.status).toBe(307);
    expect(res.headers.get("location")).toBe("http://localhost/login?callbackUrl=%2Fbrands%2F2%3Fq%3Dx");
  });
});

describe("the same-origin rule for cookie-authenticated state changes", () => {
  const own = ownOrigins("http://localhost:3000/api/v1/me", "https://app.example.com/");
  const h = (headers: Record<string, string>) => new Headers(headers);

  it("knows our origins: the request URL's and NEXTAUTH_URL's", () => {
    expect(own).toEqual(["http://localhost:3000", "https://app.example.com"]);
    expect(ownOrigins("http://localhost/x", undefined)).toEqual(["http://localhost"]);
  });

  it("trusts Sec-Fetch-Site when present: same-origin only", () => {
    expect(comesFromOwnOrigin(h({ "sec-fetch-site": "same-origin" }), own)).toBe(true);
    for (const site of ["same-site", "cross-site", "none"]) {
      expect(comesFromOwnOrigin(h({ "sec-fetch-site": site, origin: "https://app.example.com" }), own), site).toBe(false);
    }
  });

  it("else needs an Origin that is exactly one of ours", () => {
    expect(comesFromOwnOrigin(h({ origin: "https://app.example.com" }), own)).toBe(true);
    expect(comesFromOwnOrigin(h({ origin: "http://localhost:3000" }), own)).toBe(true);
    for (const origin of ["https://evil.test", "http://app.example.com", "https://app.example.com.evil.test", "https://sub.app.example.com", "http://localhost:3001", "null", "", "javascript:x"]) {
      expect(comesFromOwnOrigin(h({ origin }), own), origin).toBe(false);
    }
    expect(comesFromOwnOrigin(h({}), own)).toBe(false);
  });

  it("lets safe methods through and fails closed on an unknown method", () => {
    expect(isSafeMethod("GET") && isSafeMethod("head") && isSafeMethod("OPTIONS")).toBe(true);
    expect(isSafeMethod("POST") || isSafeMethod("PUT") || isSafeMethod("DELETE") || isSafeMethod(undefined)).toBe(false);
    const foreign = { url: "http://localhost/api/v1/me", headers: h({ origin: "https://evil.test" }) };
    expect(cookieRequestAllowed({ ...foreign, method: "GET" })).toBe(true);
    expect(cookieRequestAllowed({ ...foreign, method: "PUT" })).toBe(false);
    expect(cookieRequestAllowed({ url: "http://localhost/api/v1/me", method: "PUT", headers: h({ origin: "https://app.example.com" }) }, "https://app.example.com")).toBe(true);
  });

  it("reads Node's header objects too (the websocket upgrade)", () => {
    expect(comesFromOwnOrigin(nodeHeaderReader({ origin: "http://localhost:3000" }), own)).toBe(true);
    expect(comesFromOwnOrigin(nodeHeaderReader({ "sec-fetch-site": ["cross-site"] }), own)).toBe(false);
  });
});

describe("originFromHost (the live fast path's request URL)", () => {
  it("accepts names, addresses and ports", () => {
    expect(originFromHost("localhost:3000")).toBe("http://localhost:3000");
    expect(originFromHost("App.Example.com")).toBe("http://app.example.com");
    expect(originFromHost("10.0.0.1:80")).toBe("http://10.0.0.1");
    expect(originFromHost("[::1]:8080", true)).toBe("https://[::1]:8080");
  });

  it("refuses malformed ones instead of throwing", () => {
    for (const host of ["bad host:99999", "[", "[::1", "localhost:99999", "a@b", "x/y", "x?y", "x#y", ":80", "-", "", undefined, null]) {
      expect(originFromHost(host), String(host)).toBeNull();
    }
  });
});
