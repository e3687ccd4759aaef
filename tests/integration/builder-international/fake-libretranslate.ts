// A LibreTranslate-compatible HTTP server for the tests (node:http on port 0): POST /translate {q, source, target,
// format, api_key?}. Modes: "ok" answers at once ("<target>:" before each text); "hold" keeps each request until
// release(); "garbage" answers text that is not JSON; "short" answers one text too few; "silent" never answers.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type TFakeMode = "ok" | "hold" | "garbage" | "short" | "silent";
export interface TFakeRequest {
  q: string[];
  source: string;
  target: string;
  format: string;
  api_key?: string;
}

export const fakeTranslate = (text: string, target: string) => `${target}:${text}`;

export async function startFakeLibreTranslate() {
  let mode: TFakeMode = "ok";
  const requests: TFakeRequest[] = [];
  const held: { req: TFakeRequest; res: ServerResponse }[] = [];
  const waiters: (() => void)[] = [];
  const answer = (res: ServerResponse, body: TFakeRequest) => {
    if (res.writableEnded || res.destroyed) return;
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ translatedText: body.q.map((t) => fakeTranslate(t, body.target)) }));
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/translate") {
        res.writeHead(404).end(JSON.stringify({ error: "Not found" }));
        return;
      }
      const body = JSON.parse(raw) as TFakeRequest;
      requests.push(body);
      waiters.splice(0).forEach((w) => w());
      if (mode === "ok") answer(res, body);
      else if (mode === "hold") held.push({ req: body, res });
      else if (mode === "garbage") res.writeHead(200, { "content-type": "application/json" }).end("<html>oops</html>");
      else if (mode === "short") res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ translatedText: body.q.slice(1) }));
      // silent: never answers (the client times out)
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setMode(m: TFakeMode) {
      mode = m;
    },
    held: () => held.length,
    /** Answers the oldest held request (normally). */
    releaseOne() {
      const h = held.shift();
      if (h) answer(h.res, h.req);
    },
    releaseAll() {
      while (held.length) this.releaseOne();
    },
    /** Resolves once at least `n` requests arrived in total. */
    async waitForRequests(n: number) {
      while (requests.length < n) await new Promise<void>((r) => waiters.push(r));
    },
    async close() {
      for (const h of held.splice(0)) h.res.destroy();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
