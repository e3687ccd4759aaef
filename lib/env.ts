// Environment, validated once (create-t3-app style): bad configuration fails at start with a clear message.
import { z } from "zod";
import { SUPPORT_EMAIL } from "./constants";

/** proxy-addr's named ranges (server/http/client-address.ts). */
export const TRUST_PROXY_NAMES = ["loopback", "linklocal", "uniquelocal"] as const;
const ZTrustedEntry = z.union([z.enum(TRUST_PROXY_NAMES), z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/** Which X-Forwarded-For entry names the client: none (the socket's address), the one n hops in, or the first one
 *  not sent by these proxies. */
export type TTrustProxy = { hops: number } | { addresses: string[] } | null;

const TRUST_PROXY_HELP =
  'TRUST_PROXY must be unset, "false" or "0" (no proxy: the socket address is the client), a hop count such as "1" ' +
  '(that many proxies in front of the app), or a comma-separated list of the proxies\' addresses or CIDR ranges ' +
  '(e.g. "10.0.0.0/8, 192.168.1.10" or "loopback", "linklocal", "uniquelocal")';

const ZTrustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): TTrustProxy => {
    const v = (raw ?? "").trim();
    if (v === "" || v === "false" || v === "0") return null;
    let problem: string;
    if (/^\d+$/.test(v)) {
      const hops = Number(v);
      if (hops <= 32) return { hops };
      problem = `${v} hops is not a plausible proxy chain`;
    } else if (v === "true" || v === "*") {
      problem = `${JSON.stringify(v)} would believe every X-Forwarded-For entry, so clients could choose their own address`;
    } else {
      const addresses = v.split(",").map((a) => a.trim());
      // A /0 range trusts every address, like "true".
      const bad = addresses.filter((a) => !ZTrustedEntry.safeParse(a).success || /\/0+$/.test(a));
      if (!bad.length) return { addresses };
      problem = `not a proxy address or range: ${bad.map((b) => JSON.stringify(b)).join(", ")}`;
    }
    ctx.addIssue({ code: "custom", message: `${TRUST_PROXY_HELP}; ${problem}` });
    return z.NEVER;
  });

/** TRUST_PROXY's meaning; throws the message env() would give. */
export function parseTrustProxy(raw: string | undefined): TTrustProxy {
  const r = ZTrustProxy.safeParse(raw);
  if (!r.success) throw new Error(`Invalid environment:\n  TRUST_PROXY: ${r.error.issues[0]?.message}`);
  return r.data;
}

const ZEnv = z.object({
  /** Optional here so builds need no database; server/db.ts requires it on first query. */
  DATABASE_URL: z.string().url({ message: "DATABASE_URL must be a postgresql:// URL" }).optional(),
  NEXTAUTH_SECRET: z.string().min(16).default("dev-secret-change-me-in-production-please"),
  NEXTAUTH_URL: z.string().url().optional(),
  PORT: z.coerce.number().int().positive().default(3000),
  /** smtp:// or smtps:// URL of the mail server (Mailpit in docker-compose); unset: mail is recorded under MAIL_DIR. */
  SMTP_URL: z.string().optional(),
  /** The From address of the app's mail. */
  MAIL_FROM: z.string().default("Research Dashboard <no-reply@example.com>"),
  /** Where the dev transport records each message (.eml + .json) when SMTP_URL is unset. */
  MAIL_DIR: z.string().default(".data/mail"),
  UPLOAD_DIR: z.string().optional(),
  /** Proxies in front of the app whose X-Forwarded-For entry is believed (rate limits key on the client address). */
  TRUST_PROXY: ZTrustProxy,
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Where "Contact support" leads (P15 item 10): the support team's e-mail address, and optionally a support site
   *  (help desk, contact form) shown first. Defaults: lib/constants.ts SUPPORT_EMAIL, no site. */
  SUPPORT_EMAIL: z.email({ message: "SUPPORT_EMAIL must be an e-mail address" }).default(SUPPORT_EMAIL),
  SUPPORT_URL: z
    .url({ protocol: /^https?$/, message: "SUPPORT_URL must be an http:// or https:// address" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
});
export type TEnv = z.infer<typeof ZEnv>;

let cached: TEnv | undefined;
export function env(): TEnv {
  if (cached) return cached;
  const parsed = ZEnv.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${lines}`);
  }
  cached = parsed.data;
  return cached;
}
