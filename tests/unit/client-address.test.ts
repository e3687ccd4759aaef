// The client address the rate limits key on (server/http/client-address.ts) and TRUST_PROXY's parsing (lib/env.ts):
// hop counts, address lists, CIDR ranges, named ranges, garbage; spoofed and malformed X-Forwarded-For.
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { parseTrustProxy } from "@/lib/env";
import {
  CLIENT_ADDRESS_HEADER,
  clientAddress,
  compileTrust,
  LOCAL_CLIENT,
  normalizeAddress,
  resolveClientAddress,
  stampClientAddress,
} from "@/server/http/client-address";

const trust = (v: string | undefined) => compileTrust(parseTrustProxy(v));
const resolve = (socket: string | undefined, xff: string | string[] | undefined, setting?: string) =>
  resolveClientAddress(socket, xff, trust(setting));

describe("TRUST_PROXY", () => {
  it.each([undefined, "", "  ", "false", "0"])("%j trusts no proxy", (v) => {
    expect(parseTrustProxy(v)).toBeNull();
  });

  it("takes a hop count", () => {
    expect(parseTrustProxy("1")).toEqual({ hops: 1 });
    expect(parseTrustProxy(" 3 ")).toEqual({ hops: 3 });
  });

  it("takes a list of addresses, CIDR ranges and proxy-addr's named ranges", () => {
    expect(parseTrustProxy("10.0.0.1, 192.168.0.0/16,fd00::/8, ::1, loopback, uniquelocal, linklocal")).toEqual({
      addresses: ["10.0.0.1", "192.168.0.0/16", "fd00::/8", "::1", "loopback", "uniquelocal", "linklocal"],
    });
  });

  it.each([
    ["true", "clients could choose their own address"],
    ["*", "clients could choose their own address"],
    ["1000", "not a plausible proxy chain"],
    ["-1", 'not a proxy address or range: "-1"'],
    ["1.5", 'not a proxy address or range: "1.5"'],
    ["proxy.internal", 'not a proxy address or range: "proxy.internal"'],
    ["10.0.0.0/33", 'not a proxy address or range: "10.0.0.0/33"'],
    ["0.0.0.0/0", 'not a proxy address or range: "0.0.0.0/0"'],
    ["10.0.0.1,,10.0.0.2", 'not a proxy address or range: ""'],
    ["256.1.1.1", 'not a proxy address or range: "256.1.1.1"'],
    ["yes", 'not a proxy address or range: "yes"'],
  ])("refuses %j with a clear message", (v, why) => {
    expect(() => parseTrustProxy(v)).toThrow(/TRUST_PROXY must be unset, "false" or "0".*hop count.*comma-separated list/);
    expect(() => parseTrustProxy(v)).toThrow(why);
  });
});

describe("resolveClientAddress", () => {
  it("without TRUST_PROXY is the socket's address, whatever X-Forwarded-For says", () => {
    expect(resolve("203.0.113.7", "1.1.1.1")).toEqual({ address: "203.0.113.7" });
    expect(resolve("203.0.113.7", "garbage, , ;;")).toEqual({ address: "203.0.113.7" });
    expect(resolve("203.0.113.7", undefined)).toEqual({ address: "203.0.113.7" });
  });

  it("writes IPv4-mapped IPv6 as IPv4 and IPv6 in lower case", () => {
    expect(resolve("::ffff:127.0.0.1", undefined)).toEqual({ address: "127.0.0.1" });
    expect(resolve("2001:DB8::1", undefined)).toEqual({ address: "2001:db8::1" });
    expect(normalizeAddress("not an ip")).toBeNull();
  });

  it("with a hop count takes the entry that many hops in; entries further left are the client's own words", () => {
    expect(resolve("10.0.0.2", "198.51.100.9", "1")).toEqual({ address: "198.51.100.9" });
    expect(resolve("10.0.0.2", "6.6.6.6, 198.51.100.9", "1")).toEqual({ address: "198.51.100.9" });
    expect(resolve("10.0.0.2", "6.6.6.6, 198.51.100.9, 10.0.0.3", "2")).toEqual({ address: "198.51.100.9" });
    // Fewer entries than hops: the leftmost there is (the operator said every request passes that many proxies).
    expect(resolve("10.0.0.2", undefined, "1")).toEqual({ address: "10.0.0.2" });
    // Repeated headers are one list, in order.
    expect(resolve("10.0.0.2", ["6.6.6.6", "198.51.100.9"], "1")).toEqual({ address: "198.51.100.9" });
  });

  it("with a list believes X-Forwarded-For only from the listed proxies, and stops at the first other address", () => {
    const list = "10.0.0.0/8, 2001:db8::/32";
    expect(resolve("10.1.2.3", "198.51.100.9", list)).toEqual({ address: "198.51.100.9" });
    expect(resolve("10.1.2.3", "6.6.6.6, 198.51.100.9, 10.9.9.9", list)).toEqual({ address: "198.51.100.9" });
    expect(resolve("2001:db8::5", "198.51.100.9", list)).toEqual({ address: "198.51.100.9" });
    expect(resolve("::ffff:10.1.2.3", "198.51.100.9", list)).toEqual({ address: "198.51.100.9" });
    // Not from a listed proxy: the header is ignored.
    expect(resolve("203.0.113.7", "198.51.100.9", list)).toEqual({ address: "203.0.113.7" });
    // Named ranges.
    expect(resolve("127.0.0.1", "198.51.100.9", "loopback")).toEqual({ address: "198.51.100.9" });
    expect(resolve("::1", "198.51.100.9", "loopback")).toEqual({ address: "198.51.100.9" });
  });

  it("answers malformed when the entry a trusted hop vouches for is not an address", () => {
    expect(resolve("10.0.0.2", "garbage", "1")).toEqual({ malformed: "garbage" });
    expect(resolve("10.0.0.2", "1.2.3.4, 999.1.1.1", "1")).toEqual({ malformed: "999.1.1.1" });
    expect(resolve("10.0.0.2", "1.2.3.4:5678", "10.0.0.0/8")).toEqual({ malformed: "1.2.3.4:5678" });
    // Garbage left of the trusted entry is never read.
    expect(resolve("10.0.0.2", "garbage, 198.51.100.9", "1")).toEqual({ address: "198.51.100.9" });
  });

  it("without a socket address (a closed connection) is 'unknown'", () => {
    expect(resolve(undefined, "1.1.1.1", "1")).toEqual({ address: "unknown" });
  });
});

function nodeRequest(socket: string, headers: [string, string][]): IncomingMessage {
  const record: Record<string, string> = {};
  for (const [k, v] of headers) record[k.toLowerCase()] = record[k.toLowerCase()] ? `${record[k.toLowerCase()]}, ${v}` : v;
  return { socket: { remoteAddress: socket }, headers: record, rawHeaders: headers.flat() } as unknown as IncomingMessage;
}

describe("stampClientAddress", () => {
  it("replaces any client-sent copy of the header, in headers and rawHeaders", () => {
    const req = nodeRequest("203.0.113.7", [
      ["Host", "x"],
      ["X-Client-Address", "1.1.1.1"],
      ["x-client-address", "2.2.2.2"],
    ]);
    expect(stampClientAddress(req, null)).toBeNull();
    expect(req.headers[CLIENT_ADDRESS_HEADER]).toBe("203.0.113.7");
    expect(req.rawHeaders).toEqual(["Host", "x", CLIENT_ADDRESS_HEADER, "203.0.113.7"]);
  });

  it("uses the trusted forwarded entry", () => {
    const req = nodeRequest("10.0.0.2", [["X-Forwarded-For", "6.6.6.6, 198.51.100.9"]]);
    expect(stampClientAddress(req, trust("1"))).toBeNull();
    expect(req.headers[CLIENT_ADDRESS_HEADER]).toBe("198.51.100.9");
  });

  it("answers a 400 naming X-Forwarded-For when the trusted entry is malformed, and stamps nothing", () => {
    const req = nodeRequest("10.0.0.2", [
      ["X-Forwarded-For", "<script>"],
      ["X-Client-Address", "1.1.1.1"],
    ]);
    const err = stampClientAddress(req, trust("1"));
    expect(err?.status).toBe(400);
    expect(err?.message).toBe('The X-Forwarded-For header is malformed: "<script>" is not an IP address.');
    expect(err?.invalidParams).toEqual([{ name: "X-Forwarded-For", reason: "not an IP address" }]);
    expect(req.headers[CLIENT_ADDRESS_HEADER]).toBeUndefined();
  });
});

describe("clientAddress", () => {
  it("reads the stamped header from fetch Headers or a plain record", () => {
    expect(clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: "198.51.100.9" }))).toBe("198.51.100.9");
    expect(clientAddress({ [CLIENT_ADDRESS_HEADER]: "198.51.100.9" })).toBe("198.51.100.9");
  });

  it("never reads X-Forwarded-For or X-Real-IP; unstamped requests are LOCAL_CLIENT", () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": "1.1.1.1", "x-real-ip": "2.2.2.2" }))).toBe(LOCAL_CLIENT);
    expect(clientAddress({ "x-forwarded-for": "1.1.1.1" })).toBe(LOCAL_CLIENT);
    expect(clientAddress(undefined)).toBe(LOCAL_CLIENT);
    expect(clientAddress({ [CLIENT_ADDRESS_HEADER]: ["a", "b"] })).toBe(LOCAL_CLIENT);
  });

  it("caps the key's length", () => {
    expect(clientAddress({ [CLIENT_ADDRESS_HEADER]: "x".repeat(500) })).toHaveLength(100);
  });
});
