// Mail recorded by the e2e server's dev transport (server/mail/send-mail.ts): one .json per message under MAIL_DIR,
// `.data/mail` under the project root by default (tests/e2e/support/serve.ts starts the server from there).
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { TRecordedMail } from "../../../server/mail/send-mail";

const root = path.resolve(import.meta.dirname, "../../..");
export const mailDir = () => path.resolve(root, process.env.MAIL_DIR ?? ".data/mail");

async function recordedTo(address: string): Promise<TRecordedMail[]> {
  const dir = mailDir();
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".json")).sort();
  const mails: TRecordedMail[] = [];
  for (const f of files) {
    const m = JSON.parse(await readFile(path.join(dir, f), "utf8")) as TRecordedMail;
    if (m.to.toLowerCase() === address.toLowerCase()) mails.push(m);
  }
  return mails.sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The newest mail to `address` (optionally only those containing `containing`, or recorded at or after `after`), polling up to ~30 s (a loaded machine runs the mail job late)
 * while the mail job runs. Throws when none arrives.
 */
export async function latestMailTo(address: string, opts: { containing?: string; after?: Date; timeoutMs?: number } = {}): Promise<TRecordedMail> {
  const deadline = Date.now() + (opts.timeoutMs ?? 30_000);
  for (;;) {
    const match = (await recordedTo(address)).filter((m) => (!opts.containing || (m.text ?? m.html).includes(opts.containing)) && (!opts.after || new Date(m.date) >= opts.after))
      .at(-1);
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`no mail to ${address}${opts.containing ? ` containing ${opts.containing}` : ""} in ${mailDir()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The first link in the mail whose path starts with `pathPrefix` (e.g. "/invitation/"), as a path + query. */
export function linkIn(mail: TRecordedMail, pathPrefix: string): string {
  for (const m of (mail.text ?? "").matchAll(/https?:\/\/[^\s"<>]+/g)) {
    const url = new URL(m[0]);
    if (url.pathname.startsWith(pathPrefix)) return url.pathname + url.search;
  }
  for (const m of mail.html.matchAll(/href="([^"]+)"/g)) {
    const url = new URL(m[1]!.replace(/&amp;/g, "&"));
    if (url.pathname.startsWith(pathPrefix)) return url.pathname + url.search;
  }
  throw new Error(`no ${pathPrefix} link in mail "${mail.subject}"`);
}
