// graphql-ws over `ws` at /api/v1/subscriptions (DESIGN.md rule 7). The user comes from connectionParams.token
// (the realtime token of POST /api/v1/auth) or from the browser's session cookie on the upgrade request.
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { execute, subscribe } from "graphql";
// graphql-ws names its attach function useServer; it is not a React hook.
import { useServer as attachGraphqlWs } from "graphql-ws/use/ws";
import { WebSocketServer } from "ws";
import { loadActor } from "../access/actor";
import { userIdFromCookieHeader } from "../auth/session";
import { userIdFromToken } from "../auth/tokens";
import type { TGraphQLContext } from "../graphql/builder";
import { maskGraphQLError } from "../graphql/errors";
import { schema } from "../graphql/schema";
import { WS_ACK_TIMEOUT_MS } from "@/lib/constants";

export const SUBSCRIPTIONS_PATH = "/api/v1/subscriptions";

export function createSubscriptionServer() {
  const wss = new WebSocketServer({ noServer: true });
  attachGraphqlWs<Record<string, unknown>, { request: IncomingMessage }>(
    {
      schema,
      execute,
      subscribe,
      connectionInitWaitTimeout: WS_ACK_TIMEOUT_MS,
      context: async (ctx): Promise<TGraphQLContext> => {
        // A realtime token in connectionParams.token, or `authorization: Bearer …` as spec 3 §7 has it.
        const bearer = ctx.connectionParams?.authorization;
        const token =
          ctx.connectionParams?.token ?? (typeof bearer === "string" && /^bearer /i.test(bearer) ? bearer.slice(7).trim() : undefined);
        const userId =
          (typeof token === "string" ? await userIdFromToken(token) : null) ??
          (await userIdFromCookieHeader(ctx.extra.request.headers.cookie));
        const actor = userId ? await loadActor(userId) : null;
        return { actor: actor?.is_active ? actor : null };
      },
      onError: (_ctx, _id, _payload, errors) => errors.map((e) => maskGraphQLError(e, "Unexpected error.")) as never,
    },
    wss,
  );
  return {
    wss,
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
      const path = (req.url ?? "").split("?")[0];
      if (path !== SUBSCRIPTIONS_PATH) return false;
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req));
      return true;
    },
  };
}

/** Attaches the subscription endpoint to a bare HTTP server (tests and the custom server share this). */
export function attachSubscriptions(server: Server, fallback?: (req: IncomingMessage, socket: Duplex, head: Buffer) => void) {
  const subs = createSubscriptionServer();
  server.on("upgrade", (req, socket, head) => {
    if (subs.handleUpgrade(req, socket, head)) return;
    if (fallback) fallback(req, socket, head);
    else socket.destroy();
  });
  return subs;
}
