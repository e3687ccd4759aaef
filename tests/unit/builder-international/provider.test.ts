// The LibreTranslate-compatible provider against a node:http server: the request it sends (q array, source,
// target, format "text", api_key), and every way an answer can be wrong (status, not JSON, wrong shape, wrong
// length, timeout); the provider the environment selects.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { libreTranslateProvider, providerFromEnv, TranslationProviderError } from "@/server/translation/provider";

type TReply = { status: number; body: string } | "hang";
let reply: TReply = { status: 200, body: "{}" };
const seen: { url: string; method: string; contentType: string; body: unknown }[] = [];
let server: Server;
let url = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      seen.push({ url: req.url ?? "", method: req.method ?? "", contentType: req.headers["content-type"] ?? "", body: JSON.parse(raw || "null") });
      if (reply === "hang") return;
      res.writeHead(reply.status, { "content-type": "application/json" }).end(reply.body);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

const provider = (timeoutMs = 2000) => libreTranslateProvider({ url, apiKey: "secret", timeoutMs });

describe("libretranslate provider", () => {
  it("POSTs {q: [...], source, target, format: 'text', api_key} to /translate and answers the texts in order", async () => {
    reply = { status: 200, body: JSON.stringify({ translatedText: ["Bonjour", "Merci"] }) };
    const out = await provider().translate(["Hello", "Thanks"], "en", "fr");
    expect(out).toEqual(["Bonjour", "Merci"]);
    expect(seen.at(-1)).toEqual({
      url: "/translate",
      method: "POST",
      contentType: "application/json",
      body: { q: ["Hello", "Thanks"], source: "en", target: "fr", format: "text", api_key: "secret" },
    });
    expect(provider().name).toBe("libretranslate");
  });

  it("no texts: no call", async () => {
    const n = seen.length;
    expect(await provider().translate([], "en", "fr")).toEqual([]);
    expect(seen.length).toBe(n);
  });

  it("a single string answer counts for one text; no api_key is sent without one", async () => {
    reply = { status: 200, body: JSON.stringify({ translatedText: "Hallo" }) };
    expect(await libreTranslateProvider({ url }).translate(["Hello"], "en", "de")).toEqual(["Hallo"]);
    expect(seen.at(-1)?.body).toEqual({ q: ["Hello"], source: "en", target: "de", format: "text" });
  });

  it.each([
    [{ status: 400, body: JSON.stringify({ error: "Invalid target language" }) }, /answered 400: Invalid target language/],
    [{ status: 500, body: "<html>" }, /not JSON/],
    [{ status: 200, body: "<html>oops</html>" }, /not JSON/],
    [{ status: 200, body: JSON.stringify({ translated: ["x"] }) }, /no translatedText/],
    [{ status: 200, body: JSON.stringify({ translatedText: [1, 2] }) }, /no translatedText/],
    [{ status: 200, body: JSON.stringify({ translatedText: ["only one"] }) }, /answered 1 texts for 2/],
  ] as const)("a wrong answer is an error (%#)", async (r, message) => {
    reply = r;
    await expect(provider().translate(["a", "b"], "en", "fr")).rejects.toThrow(message);
    await expect(provider().translate(["a", "b"], "en", "fr")).rejects.toBeInstanceOf(TranslationProviderError);
  });

  it("no answer within the timeout is an error", async () => {
    reply = "hang";
    await expect(provider(150).translate(["a"], "en", "fr")).rejects.toThrow(/did not answer within 150 ms/);
  });

  it("an unreachable service is an error", async () => {
    await expect(libreTranslateProvider({ url: "http://127.0.0.1:1" }).translate(["a"], "en", "fr")).rejects.toThrow(/could not be reached/);
  });
});

describe("providerFromEnv", () => {
  it("pseudo by default; libretranslate needs TRANSLATION_URL; bad values are refused", async () => {
    const pseudo = providerFromEnv({ TRANSLATION_PSEUDO_DELAY_MS: "0" });
    expect(pseudo.name).toBe("pseudo");
    expect(await pseudo.translate(["Hi"], "en", "ja")).toEqual(["[ja] Ĥï"]);
    expect(providerFromEnv({ TRANSLATION_PROVIDER: "libretranslate", TRANSLATION_URL: url }).name).toBe("libretranslate");
    expect(() => providerFromEnv({ TRANSLATION_PROVIDER: "libretranslate" })).toThrow(/TRANSLATION_URL is required/);
    expect(() => providerFromEnv({ TRANSLATION_PROVIDER: "deepl" })).toThrow(/Invalid translation configuration/);
    expect(() => providerFromEnv({ TRANSLATION_TIMEOUT_MS: "-1" })).toThrow(/TRANSLATION_TIMEOUT_MS/);
  });
});
