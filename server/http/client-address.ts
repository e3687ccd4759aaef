import "server-only";
// The client address the rate limits key on (P8 #4). Route handlers never see the socket, and X-Forwarded-For is
// whatever the client wrote unless a proxy we trust wrote it. So the custom server works the address out once per
// request — the socket's address, or, when TRUST_PROXY says which proxies stand in front of the app, the
// X-Forwarded-For entry their nearest hop vouches for (proxy-addr, Express's rules) — and hands it on in one internal
// header, after deleting any copy the client sent. Route handlers read that header and nothing else (clientAddress).
import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import proxyaddr from "proxy-addr";
import { env, type TTrustProxy } from "@/lib/env";
import { AppError } from "@/lib/errors";

/** Set by the custom server only (any incoming one is deleted first). */
export const CLIENT_ADDRESS_HEADER = "x-client-address";
/** The key of requests that did not pass the custom server: route handlers called in-process (tests, scripts). */
export const LOCAL_CLIENT = "local";
const UNKNOWN_CLIENT = "unknown";
const MAX_KEY_LENGTH = 100;

/** proxy-addr's trust function: is the address `i` hops from the app (0: the socket's) a proxy we trust? */
export type TTrust = (address: string, hop: number) => boolean;

/** The trust function of a TRUST_PROXY setting (lib/env.ts parses and validates it); null trusts no proxy. */
export function compileTrust(setting: TTrustProxy): TTrust | null {
  if (!setting) return null;
  if ("hops" in setting) {
    const hops = setting.hops;
    return (_address, hop) => hop < hops;
  }
  return proxyaddr.compile(setting.addresses);
}

/** A canonical form of an IP address (IPv4-mapped IPv6 as IPv4, IPv6 lower case), or null when it is not one. */
export function normalizeAddress(raw: string | undefined): string | null {
  if (!raw) return null;
  const a = raw.trim();
  const kind = isIP(a);
  if (kind === 4) return a;
  if (kind !== 6) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(a);
  return mapped ? mapped[1]! : a.toLowerCase();
}

export type TResolvedAddress = { address: string } | { malformed: string };

/**
 * The client's address: the socket's, unless `trust` vouches for the socket's peer as a proxy — then the
 * X-Forwarded-For entry that peer added, and so on leftwards while the entries are trusted proxies. Entries left of
 * the first untrusted one (all a client can write) are never read. A picked entry that is not an IP address is
 * `malformed` (a proxy that passed on what the client wrote, or a wrong hop count).
 */
export function resolveClientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trust: TTrust | null): TResolvedAddress {
  const socket = normalizeAddress(socketAddress);
  if (!trust || !socket) return { address: socket ?? UNKNOWN_CLIENT };
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
  const picked = proxyaddr({ socket: { remoteAddress: socket }, headers: { "x-forwarded-for": header } } as unknown as IncomingMessage, trust);
  const address = normalizeAddress(picked);
  return address ? { address } : { malformed: picked ?? "" };
}

// Compiled on first use from TRUST_PROXY (server start calls it, so a bad value fails the start with env()'s text).
let serverTrust: { trust: TTrust | null } | undefined;
export function trustFromEnv(): TTrust | null {
  return (serverTrust ??= { trust: compileTrust(env().TRUST_PROXY) }).trust;
}

/** Rewrites `name` in a Node request: drops every incoming copy, then sets `value` (when given). */
function replaceHeader(req: IncomingMessage, name: string, value: string | undefined): void {
  delete req.headers[name];
  const raw: string[] = [];
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]!.toLowerCase() !== name) raw.push(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  }
  if (value !== undefined) {
    req.headers[name] = value;
    raw.push(name, value);
  }
  req.rawHeaders = raw;
}

/**
 * The custom server's step for every request, before Next or the fast path sees it: replaces CLIENT_ADDRESS_HEADER
 * with the address worked out from the socket and TRUST_PROXY. Answers the 400 to send instead when the trusted
 * X-Forwarded-For entry is not an address.
 */
export function stampClientAddress(req: IncomingMessage, trust: TTrust | null = trustFromEnv()): AppError | null {
  const resolved = resolveClientAddress(req.socket?.remoteAddress, req.headers["x-forwarded-for"], trust);
  if ("malformed" in resolved) {
    replaceHeader(req, CLIENT_ADDRESS_HEADER, undefined);
    const shown = JSON.stringify(resolved.malformed.slice(0, 60));
    return new AppError("invalid", `The X-Forwarded-For header is malformed: ${shown} is not an IP address.`, [
      { name: "X-Forwarded-For", reason: "not an IP address" },
    ]);
  }
  replaceHeader(req, CLIENT_ADDRESS_HEADER, resolved.address);
  return null;
}

/**
 * The client address of a request as the custom server stamped it; LOCAL_CLIENT when the request did not pass it.
 * Takes fetch Headers or a plain header record (next-auth's `authorize` gets one).
 */
export function clientAddress(headers: Headers | Record<string, unknown> | undefined): string {
  let v: unknown;
  if (headers && typeof headers.get === "function") v = (headers as Headers).get(CLIENT_ADDRESS_HEADER);
  else if (headers) v = (headers as Record<string, unknown>)[CLIENT_ADDRESS_HEADER];
  return typeof v === "string" && v ? v.slice(0, MAX_KEY_LENGTH) : LOCAL_CLIENT;
}
