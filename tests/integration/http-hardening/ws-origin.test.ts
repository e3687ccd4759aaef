// P8 item 9: the websocket upgrade authenticates with the session cookie only when it comes from our own pages
// (Origin / Sec-Fetch-Site); any other upgrade loses the cookie, and tokens in connectionParams work as before.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { encode } from "next-auth/jwt";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachSubscriptions } from "@/server/realtime/ws-server";
import { createBrand, createUser } from "../support/factories";

let server: Server;
let port = 0;
/** The request graphql-ws saw for each connection, by the test's marker header. */
const seen = new Map<string, IncomingMessage>();

beforeAll(async () => {
  server = createServer((_req, res) => res.writeHead(404).end());
  const subs = attachSubscriptions(server);
  subs.wss.on("connection", (_ws, req: IncomingMessage) => seen.set(String(req.headers["x-test-id"]), req));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const OWN = () => `http://127.0.0.1:${port}`;
const cookieFor = async (user: { id: string; session_version: number }) =>
  `next-auth.session-token=${await encode({ token: { sub: user.id, sv: user.session_version }, secret: process.env.NEXTAUTH_SECRET! })}`;

type TMessage = { type: string; id?: string; payload?: unknown };

/** Opens a graphql-transport-ws connection with these upgrade headers, subscribes once, and returns the first answer. */
async function subscribeOnce(id: string, headers: Record<string, string>, query: string, connectionParams: Record<string, unknown> = {}): Promise<TMessage> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/v1/subscriptions`, "graphql-transport-ws", { headers: { ...headers, "x-test-id": id } });
  try {
    return await new Promise<TMessage>((resolve, reject) => {
      const timer = setTimeout(() => resolve({ type: "timeout" }), 3000);
      ws.on("error", reject);
      ws.on("open", () => ws.send(JSON.stringify({ type: "connection_init", payload: connectionParams })));
      ws.on("message", (data) => {
        const msg = JSON.parse(String(data)) as TMessage;
        if (msg.type === "connection_ack") ws.send(JSON.stringify({ id: "1", type: "subscribe", payload: { query } }));
        else if (msg.id === "1") {
          clearTimeout(timer);
          resolve(msg);
        }
      });
    });
  } finally {
    ws.close();
  }
}

describe("websocket upgrade and the session cookie", () => {
  it("drops the cookie of an upgrade from another site (or with no Origin); the subscription is refused as anonymous", async () => {
    const brand = await createBrand();
    const user = await createUser({ brands: { [brand.id]: [] } });
    const cookie = await cookieFor(user);
    const query = `subscription { presence(brand_id: "${brand.id}", page: "timeline") { _id } }`;
    for (const [id, headers] of [
      ["evil", { cookie, origin: "https://evil.test" }],
      ["evil-fetch-metadata", { cookie, origin: OWN(), "sec-fetch-site": "cross-site" }],
      ["no-origin", { cookie }],
    ] as const) {
      const answer = await subscribeOnce(id, headers, query);
      expect(seen.get(id)?.headers.cookie, id).toBeUndefined();
      // graphql-ws sends the refusal as the subscription's result (`next` with errors).
      expect(JSON.stringify(answer.payload), id).toContain("Not authenticated");
    }
  });

  it("keeps the cookie of an upgrade from our own page", async () => {
    const user = await createUser();
    const cookie = await cookieFor(user);
    await subscribeOnce("own-origin", { cookie, origin: OWN() }, "subscription { __typename }");
    expect(seen.get("own-origin")?.headers.cookie).toBe(cookie);
    await subscribeOnce("own-fetch-metadata", { cookie, origin: "https://elsewhere.test", "sec-fetch-site": "same-origin" }, "subscription { __typename }");
    expect(seen.get("own-fetch-metadata")?.headers.cookie).toBe(cookie);
  });

  it("lets a token in connectionParams authenticate from any origin", async () => {
    const brand = await createBrand();
    const user = await createUser({ brands: { [brand.id]: [] } });
    const query = `subscription { presence(brand_id: "${brand.id}", page: "timeline") { _id } }`;
    const answer = await subscribeOnce("token", { origin: "https://evil.test" }, query, { token: user.realtime_token });
    // Authorised: no refusal (the first presence list, or nothing yet); never "Not authenticated".
    expect(JSON.stringify(answer.payload ?? null)).not.toContain("Not authenticated");
  });
});
