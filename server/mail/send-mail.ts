import "server-only";
// The mail module (DESIGN.md: nodemailer). With SMTP_URL set, messages go to that SMTP server (Mailpit in
// docker-compose); without it, a dev transport records each message locally as <MAIL_DIR>/<time>-<id>.eml (the raw
// RFC 822 message) and .json (envelope and headers), so development and tests need no mail server.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/env";

export interface TMail {
  to: string;
  /** Defaults to MAIL_FROM. */
  from?: string;
  replyTo?: string;
  subject: string;
  html: string;
  text?: string;
}

export interface TSentMail {
  messageId: string;
  /** The recorded .eml file when the dev transport is in use. */
  file?: string;
}

/** The JSON record the dev transport writes next to each .eml. */
export interface TRecordedMail {
  messageId: string;
  date: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string | null;
}

type TTransport = { kind: "smtp"; url: string; t: Transporter } | { kind: "dev"; dir: string; t: Transporter };

const g = globalThis as unknown as { __mailTransport?: TTransport };

function transport(): TTransport {
  const { SMTP_URL, MAIL_DIR } = env();
  const url = process.env.SMTP_URL ?? SMTP_URL;
  const dir = path.resolve(process.env.MAIL_DIR ?? MAIL_DIR);
  const cached = g.__mailTransport;
  // Re-created when the settings change (tests switch between the dev transport and a real SMTP server).
  if (cached && (url ? cached.kind === "smtp" && cached.url === url : cached.kind === "dev" && cached.dir === dir)) return cached;
  g.__mailTransport = url
    ? { kind: "smtp", url, t: nodemailer.createTransport(url) }
    : { kind: "dev", dir, t: nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }) };
  return g.__mailTransport;
}

/** The directory the dev transport writes to. */
export const mailDir = () => path.resolve(process.env.MAIL_DIR ?? env().MAIL_DIR);

/** Sends one message; throws when the server refuses it or the transport fails. */
export async function sendMail(mail: TMail): Promise<TSentMail> {
  const tr = transport();
  const from = mail.from ?? process.env.MAIL_FROM ?? env().MAIL_FROM;
  const info = await tr.t.sendMail({ from, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, html: mail.html, text: mail.text });
  const messageId = String(info.messageId ?? "");
  if (tr.kind === "smtp") return { messageId };
  await mkdir(tr.dir, { recursive: true });
  const base = `${new Date().toISOString().replace(/[:.]/g, "-")}-${messageId.replace(/[^a-zA-Z0-9]/g, "").slice(0, 24) || "mail"}`;
  const eml = path.join(tr.dir, `${base}.eml`);
  const record: TRecordedMail = {
    messageId,
    date: new Date().toISOString(),
    from,
    to: mail.to,
    replyTo: mail.replyTo ?? null,
    subject: mail.subject,
    html: mail.html,
    text: mail.text ?? null,
  };
  await writeFile(eml, (info as { message: Buffer }).message);
  await writeFile(path.join(tr.dir, `${base}.json`), JSON.stringify(record, null, 2));
  return { messageId, file: eml };
}
