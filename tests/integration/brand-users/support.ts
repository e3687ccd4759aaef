// Shared set-up of the brand-users tests: a private MAIL_DIR for the dev mail transport, the pg-boss workers (the
// mail queue), recorded-mail look-ups, GraphQL calls and database snapshots.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "vitest";
import * as graphqlRoute from "@/app/api/v1/graphql/route";
import { prisma } from "@/server/db";
import { startJobs, stopJobs } from "@/server/jobs/boss";
import type { TRecordedMail } from "@/server/mail/send-mail";
import { call } from "../support/factories";

export async function startMailWorld(): Promise<{ dir: string; stop: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), "brand-users-mail-"));
  process.env.MAIL_DIR = dir;
  delete process.env.SMTP_URL;
  process.env.NEXTAUTH_URL = "http://app.test";
  await startJobs({ url: process.env.DATABASE_URL, pollingIntervalSeconds: 0.5 });
  return {
    dir,
    stop: async () => {
      await stopJobs();
      await rm(dir, { recursive: true, force: true });
      delete process.env.MAIL_DIR;
    },
  };
}

export async function mailsTo(address: string): Promise<TRecordedMail[]> {
  const dir = process.env.MAIL_DIR!;
  const files = (await readdir(dir)).filter((f) => f.endsWith(".json")).sort();
  const all = await Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), "utf8")) as TRecordedMail));
  return all.filter((m) => m.to.toLowerCase() === address.toLowerCase());
}

/** Waits (up to 15 s) until `count` mails to `address` were recorded; answers them, oldest first. */
export async function waitForMails(address: string, count = 1): Promise<TRecordedMail[]> {
  let found: TRecordedMail[] = [];
  await expect
    .poll(async () => (found = await mailsTo(address)).length, { timeout: 15_000, interval: 200 })
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** Waits until the mail queue has nothing queued or running. */
export async function mailQueueIdle(): Promise<void> {
  await expect
    .poll(
      async () =>
        Number(
          (await prisma.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM pgboss.job WHERE name = 'mail.send' AND state IN ('created','retry','active')`))[0]!.n,
        ),
      { timeout: 15_000, interval: 200 },
    )
    .toBe(0);
}

/** The token of the link in a mail: `${origin}${prefix}{token}`. */
export function tokenIn(mail: TRecordedMail, prefix: "/invitation/" | "/reset-password/"): string {
  const m = new RegExp(`${prefix.replace(/\//g, "\\/")}([A-Za-z0-9_-]+)`).exec(mail.text ?? mail.html);
  if (!m) throw new Error(`no ${prefix} link in mail "${mail.subject}"`);
  return decodeURIComponent(m[1]!);
}

export type GqlBody<T = Record<string, unknown>> = { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] };

export const gql = async <T = Record<string, unknown>>(token: string | null, query: string, variables: Record<string, unknown> = {}) => {
  const res = await call(graphqlRoute.POST, { method: "POST", url: "http://localhost/api/v1/graphql", token, json: { query, variables } });
  return res.json as GqlBody<T>;
};

/** Everything the users services may write, for before/after comparisons. */
export async function snapshot(brandId: string) {
  const [users, memberships, permissions, invitations, resets] = await Promise.all([
    prisma.user.findMany({
      orderBy: { id: "asc" },
      select: { id: true, email: true, password_hash: true, role_full: true, role_restricted: true, role_kb_user: true, is_active: true },
    }),
    prisma.brandMembership.findMany({ where: { brand_id: brandId }, orderBy: { id: "asc" }, select: { user_id: true, is_active: true } }),
    prisma.brandPermission.findMany({ where: { brand_id: brandId }, orderBy: [{ user_id: "asc" }, { entity: "asc" }, { action: "asc" }] }),
    prisma.invitation.findMany({ orderBy: { id: "asc" } }),
    prisma.passwordResetToken.findMany({ orderBy: { id: "asc" } }),
  ]);
  return { users, memberships, permissions, invitations, resets };
}
