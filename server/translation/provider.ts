import "server-only";
// Translation providers (spec 2 §7 "text translation: third-party text translation call with fields q, target,
// format"). One interface, two implementations:
//   - `libretranslate`: any LibreTranslate-compatible HTTP service — POST ${TRANSLATION_URL}/translate with JSON
//     { q, source, target, format: "text", api_key? }, q a string array; answer { translatedText: string[] }.
//   - `pseudo` (the default, offline): the pseudo-locale of lib/international/pseudo.ts, no network.
// Chosen per call from the environment (read each time, so tests can point it at their own server):
// TRANSLATION_PROVIDER=libretranslate|pseudo, TRANSLATION_URL, TRANSLATION_API_KEY, TRANSLATION_TIMEOUT_MS
// (default 20000), TRANSLATION_PSEUDO_DELAY_MS (default 150: the pseudo provider waits this long per call, so the
// progress of a run is visible).
import { z } from "zod";
import { pseudoTranslate } from "@/lib/international/pseudo";

export interface TTranslationProvider {
  readonly name: string;
  /** Translates every text from `source` to `target`; answers one text per input, in order, or throws. */
  translate(texts: string[], source: string, target: string, signal?: AbortSignal): Promise<string[]>;
}

export class TranslationProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TranslationProviderError";
  }
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (ms <= 0) return resolve();
    const t = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(t);
      reject(new TranslationProviderError("Translation aborted."));
    }, { once: true });
  });

export function pseudoProvider(delayMs = 0): TTranslationProvider {
  return {
    name: "pseudo",
    async translate(texts, _source, target, signal) {
      await sleep(delayMs, signal);
      return texts.map((t) => pseudoTranslate(t, target));
    },
  };
}

const ZAnswer = z.object({ translatedText: z.union([z.string(), z.array(z.string())]) });

export interface TLibreTranslateOptions {
  url: string;
  apiKey?: string | null;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export function libreTranslateProvider(opts: TLibreTranslateOptions): TTranslationProvider {
  const endpoint = `${opts.url.replace(/\/+$/, "")}/translate`;
  const timeoutMs = opts.timeoutMs ?? 20_000;
  const doFetch = opts.fetchImpl ?? fetch;
  return {
    name: "libretranslate",
    async translate(texts, source, target, signal) {
      if (texts.length === 0) return [];
      const timeout = AbortSignal.timeout(timeoutMs);
      const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
      let res: Response;
      try {
        res = await doFetch(endpoint, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({ q: texts, source, target, format: "text", ...(opts.apiKey ? { api_key: opts.apiKey } : {}) }),
          signal: combined,
        });
      } catch (e) {
        if (timeout.aborted) throw new TranslationProviderError(`The translation service did not answer within ${timeoutMs} ms.`);
        throw new TranslationProviderError(`The translation service could not be reached: ${(e as Error).message}`);
      }
      let body: unknown;
      try {
        body = await res.json();
      } catch {
        if (timeout.aborted) throw new TranslationProviderError(`The translation service did not answer within ${timeoutMs} ms.`);
        throw new TranslationProviderError(`The translation service answered ${res.status} with a body that is not JSON.`);
      }
      if (!res.ok) {
        const msg = body && typeof body === "object" && "error" in body ? String((body as { error: unknown }).error) : "";
        throw new TranslationProviderError(`The translation service answered ${res.status}${msg ? `: ${msg}` : ""}.`);
      }
      const parsed = ZAnswer.safeParse(body);
      if (!parsed.success) throw new TranslationProviderError("The translation service's answer has no translatedText.");
      const out = typeof parsed.data.translatedText === "string" ? [parsed.data.translatedText] : parsed.data.translatedText;
      if (out.length !== texts.length) {
        throw new TranslationProviderError(`The translation service answered ${out.length} texts for ${texts.length}.`);
      }
      return out;
    },
  };
}

const ZProviderEnv = z.object({
  TRANSLATION_PROVIDER: z.enum(["pseudo", "libretranslate"]).default("pseudo"),
  TRANSLATION_URL: z.url().optional(),
  TRANSLATION_API_KEY: z.string().optional(),
  TRANSLATION_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  TRANSLATION_PSEUDO_DELAY_MS: z.coerce.number().int().min(0).default(150),
});

/** The provider the environment selects (a bad configuration throws with a clear message). */
export function providerFromEnv(env: Record<string, string | undefined> = process.env): TTranslationProvider {
  const parsed = ZProviderEnv.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid translation configuration: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  }
  const e = parsed.data;
  if (e.TRANSLATION_PROVIDER === "libretranslate") {
    if (!e.TRANSLATION_URL) throw new Error("Invalid translation configuration: TRANSLATION_URL is required with TRANSLATION_PROVIDER=libretranslate.");
    return libreTranslateProvider({ url: e.TRANSLATION_URL, apiKey: e.TRANSLATION_API_KEY ?? null, timeoutMs: e.TRANSLATION_TIMEOUT_MS });
  }
  return pseudoProvider(e.TRANSLATION_PSEUDO_DELAY_MS);
}
