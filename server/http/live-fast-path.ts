import "server-only";
// The respondent endpoints served by the custom server without Next's router (P6, docs/decisions.md P6). Next 16's
// request dispatch alone costs ~3.5 ms of CPU per request on the 2-core reference machine (an empty route handler
// that answers 404 serves ~280 req/s), below the issue's ≥ 300 completes/s before any work is done. The live
// survey's answers and completes come in bursts from panels, so the custom server hands these few paths straight to
// the SAME route-handler functions Next calls (server/survey/live-handlers/*.ts: withApi, zod, problem+json; the
// app/api/v1/live/**/route.ts files only re-export them) — one code path, only the routing is skipped. Everything
// else still goes through Next.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextRequest } from "next/server";
import { LIVE_SHORT_ID } from "@/lib/survey/rules";
import { LIVE_BODY_MAX_BYTES } from "@/lib/survey/wire";
import { toNextRequest } from "./incoming";

type THandler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

const PATH = new RegExp(`^/api/v1/live/(${LIVE_SHORT_ID})/(start|session|answers|complete)/?$`);

// Loaded on first use, so the server starts without compiling the survey services.
const routes: Record<string, () => Promise<Partial<Record<string, THandler>>>> = {
  start: () => import("../survey/live-handlers/start"),
  session: () => import("../survey/live-handlers/session"),
  answers: () => import("../survey/live-handlers/answers"),
  complete: () => import("../survey/live-handlers/complete"),
};

/** True when the request was a live-survey call and has been answered here. */
export async function serveLiveFastPath(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const url = req.url ?? "";
  const q = url.indexOf("?");
  const match = PATH.exec(q === -1 ? url : url.slice(0, q));
  if (!match) return false;
  const [, shortId, action] = match as unknown as [string, string, string];
  const handler = (await routes[action]!())[req.method ?? "GET"];
  if (!handler) return false; // e.g. GET on …/complete: Next answers 405 as usual
  // The start's rate limit reads the client address the custom server stamped (server/http/client-address.ts).
  // Bodies are read up to one byte over the live limit: withApi refuses more with 413 and the live text.
  const request = await toNextRequest(req, { maxBodyBytes: LIVE_BODY_MAX_BYTES });
  await writeResponse(res, await handler(request, { params: Promise.resolve({ shortId }) }));
  return true;
}

/** Sends a fetch Response through Node's response (status, headers, body); after headers went out, only ends it. */
export async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  const out = Buffer.from(await response.arrayBuffer());
  if (res.headersSent) {
    res.end();
    return;
  }
  res.statusCode = response.status;
  response.headers.forEach((v, k) => res.setHeader(k, v));
  res.setHeader("content-length", out.length);
  res.end(out);
}
