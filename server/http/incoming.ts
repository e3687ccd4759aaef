import "server-only";
// A Node request as the NextRequest a route handler takes, for the paths the custom server dispatches itself
// (server/http/live-fast-path.ts; the rate-limit test processes, tests/integration/rate-limits/). Headers pass as they
// are — the client-address header included, which the custom server has already replaced (client-address.ts).
import type { IncomingMessage } from "node:http";
import type { NextRequest } from "next/server";
import { originFromHost } from "./same-origin";

// next/server may only load once Next has set up its runtime (app.prepare()), so it is imported on first use.
let nextRequest: typeof NextRequest | undefined;
const requestClass = async (): Promise<typeof NextRequest> => (nextRequest ??= (await import("next/server")).NextRequest);

/** Reads the body, at most one byte over `maxBytes` (the handler then refuses it with 413 and its own text). */
async function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const b = chunk as Buffer;
    size += b.length;
    if (size > maxBytes + 1) break;
    chunks.push(b);
  }
  return Buffer.concat(chunks).subarray(0, maxBytes + 1);
}

/** The NextRequest of a Node request: method, URL, headers and (but for GET/HEAD) the body up to `maxBodyBytes` + 1. */
export async function toNextRequest(req: IncomingMessage, opts: { maxBodyBytes: number }): Promise<NextRequest> {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (typeof v === "string") headers.set(k, v);
    else if (Array.isArray(v)) headers.set(k, v.join(", "));
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const body = hasBody ? await readBody(req, opts.maxBodyBytes) : undefined;
  const Request = await requestClass();
  // P8 item 8: a malformed Host (`bad host:99999`, `[`) would make the URL throw (a 500); it is ignored instead.
  return new Request(`${originFromHost(req.headers.host) ?? "http://localhost"}${req.url ?? "/"}`, {
    method: req.method,
    headers,
    body: body ? new Uint8Array(body) : undefined,
  });
}
