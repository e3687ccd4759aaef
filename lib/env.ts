// Environment, validated once (create-t3-app style): bad configuration fails at start with a clear message.
import { z } from "zod";

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
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
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
