// P8 item 8 (a malformed Host got a 500 on the live fast path) and item 9 (security headers on every response; the
// respondent pages' own CSP, which brands may frame). A bare Node server runs the custom server's steps for a request
// (server/index.ts: the security headers, then the live fast path, its errors as problem+json); raw HTTP is written
// to it, as fetch would not send a malformed Host.
import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as liveRoute from "@/app/s/[shortId]/route";
import * as groupRoute from "@/app/g/[shortId]/route";
import { serveLiveFastPath, writeResponse } from "@/server/http/live-fast-path";
import { problemResponse } from "@/server/http/problem";
import { applySecurityHeaders, LIVE_SURVEY_FRAME_ANCESTORS } from "@/server/http/security-headers";

let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    applySecurityHeaders(req, res);
    serveLiveFastPath(req, res).then(
      (served) => {
        if (!served) res.writeHead(404).end();
      },
      (err: unknown) => void writeResponse(res, problemResponse(err)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends one raw HTTP/1.1 request; the status line and headers of the answer. */
function raw(lines: string[], body = ""): Promise<{ status: number; headers: Map<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let data = "";
    socket.setEncoding("utf8");
    socket.on("data", (d) => (data += d));
    socket.on("error", reject);
    socket.on("end", () => {
      const [head = "", ...rest] = data.split("\r\n\r\n");
      const [statusLine = "", ...headerLines] = head.split("\r\n");
      const headers = new Map(headerLines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()] as const));
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n") });
    });
    socket.write([...lines, "Connection: close", `Content-Length: ${Buffer.byteLength(body)}`, "", body].join("\r\n"));
  });
}

const session = (host: string) => raw(["GET /api/v1/live/no-such-study/session HTTP/1.1", `Host: ${host}`]);

describe("the live fast path with a malformed Host", () => {
  it("answers as it does for a good Host, never 500", async () => {
    const good = await session("localhost:3000");
    expect(good.status).toBeLessThan(500);
    for (const host of ["bad host:99999", "[", "localhost:99999", "a@b", "x/y", "[::1"]) {
      const res = await session(host);
      expect(res.status, host).toBe(good.status);
      expect(res.headers.get("content-type"), host).toContain("json");
    }
  });

  it("reads a POST body behind a malformed Host too", async () => {
    const body = "{}";
    const res = await raw(["POST /api/v1/live/no-such-study/start HTTP/1.1", "Host: bad host:99999", "Content-Type: application/json"], body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

describe("security headers on the fast path (the custom server's one function)", () => {
  it("sends nosniff, Referrer-Policy and Permissions-Policy; no HSTS over plain http, even if a client claims https", async () => {
    const res = await raw(["GET /api/v1/live/no-such-study/session HTTP/1.1", "Host: localhost", "X-Forwarded-Proto: https"]);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
    expect(res.headers.has("strict-transport-security")).toBe(false);
  });

  it("sends them on answers outside the fast path as well", async () => {
    const res = await raw(["GET /anything-else HTTP/1.1", "Host: localhost"]);
    expect(res.status).toBe(404);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("the respondent pages' own CSP (/s/, /g/)", () => {
  const csp = (res: Response) => res.headers.get("content-security-policy") ?? "";

  it("/s/{unknown}: may be framed by any site, runs only our own script file", async () => {
    const res = await liveRoute.GET(new NextRequest("http://localhost/s/no-such-study"), { params: Promise.resolve({ shortId: "no-such-study" }) });
    expect(res.status).toBe(404);
    expect(LIVE_SURVEY_FRAME_ANCESTORS).toBe("*");
    expect(csp(res)).toContain(`frame-ancestors ${LIVE_SURVEY_FRAME_ANCESTORS}`);
    expect(csp(res)).toContain("script-src 'self'");
    expect(csp(res)).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp(res)).toContain("object-src 'none'");
    // The surface's own Referrer-Policy (the static default does not replace it: security-headers.test.ts).
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    // The page has no inline script that would run (the boot data, when there is one, is a JSON element).
    expect(await res.text()).not.toMatch(/<script(?![^>]*\b(src|type="application\/json")\b)[^>]*>/);
  });

  it("/g/{unknown}: the same policy", async () => {
    const res = await groupRoute.GET(new NextRequest("http://localhost/g/no-such-group"), { params: Promise.resolve({ shortId: "no-such-group" }) });
    expect(res.status).toBe(404);
    expect(csp(res)).toContain("frame-ancestors *");
  });
});
