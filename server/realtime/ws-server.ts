import "server-only";
// graphql-ws over `ws` at /api/v1/subscriptions (DESIGN.md rule 7). The user comes from connectionParams.token
// (the realtime token of POST /api/v1/auth) or from the browser's session cookie on the upgrade request (only on an
// upgrade from our own pages: see handleUpgrade).
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { execute, subscribe } from "graphql";
import type { Context } from "graphql-ws";
// graphql-ws names its attach function useServer; it is not a React hook.
import { useServer as attachGraphqlWs } from "graphql-ws/use/ws";
import { WebSocketServer } from "ws";
import { actorFromClaims, claimsFromCookieHeader } from "../auth/session";
import { verifyToken } from "../auth/tokens";
import type { TGraphQLContext } from "../graphql/builder";
import { checkDocument, introspectionAllowed, introspectionErrors } from "../graphql/armor";
import { maskGraphQLError } from "../graphql/errors";
import { schema } from "../graphql/schema";
import { WS_ACK_TIMEOUT_MS } from "@/lib/constants";
import { env } from "@/lib/env";
import { comesFromOwnOrigin, nodeHeaderReader, originFromHost, ownOrigins } from "../http/same-origin";
import { trustFromEnv } from "../http/client-address";
import { isHttpsRequest, trustsPeer } from "../http/security-headers";

export const SUBSCRIPTIONS_PATH = "/api/v1/subscriptions";

/** A websocket upgrade is a GET, so the same-origin rule applies to it whatever its method (server/http/same-origin.ts). */
function upgradeFromOwnOrigin(req: IncomingMessage): boolean {
  const own = ownOrigins(originFromHost(req.headers.host, isHttpsRequest(req, trustsPeer(trustFromEnv()))), env().NEXTAUTH_URL);
  return comesFromOwnOrigin(nodeHeaderReader(req.headers), own);
}

/** The context of an operation: the user of connectionParams.token, of `authorization: Bearer …`, or of the cookie. */
async function contextOf(ctx: Context<Record<string, unknown>, { request: IncomingMessage }>): Promise<TGraphQLContext> {
  // A realtime token in connectionParams.token, or `authorization: Bearer …` as spec 3 §7 has it.
  const bearer = ctx.connectionParams?.authorization;
  const token =
    ctx.connectionParams?.token ?? (typeof bearer === "string" && /^bearer /i.test(bearer) ? bearer.slice(7).trim() : undefined);
  // The realtime token (which opens this connection and nothing else) or an API bearer token; a browser brings
  // its session cookie instead.
  const claims =
    (typeof token === "string" ? ((await verifyToken(token, "realtime")) ?? (await verifyToken(token, "api"))) : null) ??
    (await claimsFromCookieHeader(ctx.extra.request.headers.cookie));
  const { principal, problem } = await actorFromClaims(claims);
  return { principal, actor: principal?.kind === "user" ? principal : null, problem };
}

export function createSubscriptionServer() {
  const wss = new WebSocketServer({ noServer: true });
  attachGraphqlWs<Record<string, unknown>, { request: IncomingMessage }>(
    {
      schema,
      execute,
      subscribe,
      connectionInitWaitTimeout: WS_ACK_TIMEOUT_MS,
      // Every operation is parsed and validated under the same bounds as POST /api/v1/graphql (server/graphql/armor.ts),
      // introspection included; a refused document is an error message on the operation, not a closed socket.
      onSubscribe: async (ctx, _id, payload) => {
        // The bounds first, so a refused document costs no database work; then who asks (introspection is theirs or not).
        const checked = checkDocument(schema, payload.query);
        if (checked.errors) return checked.errors;
        const contextValue = await contextOf(ctx);
        if (!introspectionAllowed(contextValue.principal)) {
          const refused = introspectionErrors(schema, checked.document);
          if (refused.length) return refused;
        }
        return { schema, document: checked.document, operationName: payload.operationName, variableValues: payload.variables, contextValue };
      },
      onError: (_ctx, _id, _payload, errors) => errors.map((e) => maskGraphQLError(e, "Unexpected error.")) as never,
      // A result's errors (a resolver's throw) are masked like yoga masks them: AppErrors as they are, the rest generic.
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors?.length ? { ...result, errors: result.errors.map((e) => maskGraphQLError(e, "Unexpected error.")) } : undefined,
    },
    wss,
  );
  return {
    wss,
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
      const path = (req.url ?? "").split("?")[0];
      if (path !== SUBSCRIPTIONS_PATH) return false;
      // P8 item 9: the session cookie counts only on an upgrade from our own pages. Any other upgrade (another site's
      // page, or no browser at all) loses the cookie here, before graphql-ws reads the request: it stays connected and
      // may still authenticate with a token in connectionParams; without one it is anonymous and subscribes to nothing.
      if (req.headers.cookie && !upgradeFromOwnOrigin(req)) delete req.headers.cookie;
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
