import "server-only";
// The custom HTTP server: Next's request handler plus the GraphQL websocket endpoint (DESIGN.md §1).
import { createServer, type Server } from "node:http";
import next from "next";
import { attachSubscriptions } from "./realtime/ws-server";
import { presence } from "./realtime/presence";
import { startJobs } from "./jobs/boss";
import { serveLiveFastPath, writeResponse } from "./http/live-fast-path";
import { problemResponse } from "./http/problem";
import { stampClientAddress, trustFromEnv } from "./http/client-address";
import { applySecurityHeaders, trustsPeer } from "./http/security-headers";

export async function startServer(opts: { port: number; dev: boolean; hostname?: string }): Promise<Server> {
  const hostname = opts.hostname ?? "0.0.0.0";
  const trust = trustFromEnv(); // TRUST_PROXY, checked before anything starts
  const app = next({ dev: opts.dev, hostname, port: opts.port, dir: process.cwd() });
  await app.prepare();
  const handle = app.getRequestHandler();
  const nextUpgrade = app.getUpgradeHandler();
  const httpsTrust = trustsPeer(trust); // X-Forwarded-Proto counts only from a trusted proxy (HSTS)
  const server = createServer((req, res) => {
    // P8 item 9: the static security headers on every response (pages, API, files, the fast path, the 400 below);
    // a surface's own value of one of them wins (server/http/security-headers.ts).
    applySecurityHeaders(req, res, { trustProxy: httpsTrust });
    // The client address (rate-limit key) from the socket and TRUST_PROXY, for Next and the fast path alike.
    const badForwarding = stampClientAddress(req, trust);
    if (badForwarding) return void writeResponse(res, problemResponse(badForwarding));
    // Respondent endpoints skip Next's router (server/http/live-fast-path.ts); everything else is Next's.
    serveLiveFastPath(req, res).then(
      (served) => {
        if (!served) void handle(req, res);
      },
      // The route handlers answer their own errors; this catches the fast path's (body read, module load).
      (err: unknown) => void writeResponse(res, problemResponse(err)),
    );
  });
  attachSubscriptions(server, (req, socket, head) => void nextUpgrade(req, socket, head));
  presence();
  await startJobs(); // background jobs (pg-boss): study translation
  await new Promise<void>((resolve) => server.listen(opts.port, hostname, resolve));
  return server;
}
