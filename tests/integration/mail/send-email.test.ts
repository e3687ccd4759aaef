// The wizard's help e-mail (spec 2 §7 POST /admin/brand/{b}/survey/{s}/send_email, body simple, to, from,
// subject, html): recorded by the dev transport with the right subject, recipient (support only) and Reply-To (the
// user); the HTML sanitised; survey write required; a bad body is a 400; and through a real SMTP server.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SUPPORT_EMAIL } from "@/lib/constants";
import { MSG } from "@/lib/messages";
import { STUDY_MSG } from "@/lib/studies/messages";
import { BUILDER_MSG } from "@/lib/builder/messages";
import * as route from "@/app/api/v1/admin/brand/[id]/survey/[surveyId]/send_email/route";
import type { TRecordedMail } from "@/server/mail/send-mail";
import { call, createBrand, createUser } from "../support/factories";
import { study } from "../studies-read/fixtures";

let dir: string;
let brandId: string;
let surveyId: string;
let otherSurvey: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "mail-"));
  process.env.MAIL_DIR = dir;
  delete process.env.SMTP_URL;
  brandId = (await createBrand({ name: "Mail Brand" })).id;
  surveyId = (await study(brandId, { title: "Spring line" })).id;
  otherSurvey = (await study((await createBrand()).id)).id;
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  delete process.env.MAIL_DIR;
  delete process.env.SMTP_URL;
});
beforeEach(async () => {
  for (const f of await readdir(dir)) await rm(path.join(dir, f));
});

const send = (token: string, json: unknown, s = surveyId, b = brandId) =>
  call(route.POST, { method: "POST", token, json, params: { id: b, surveyId: s } });

async function recorded(): Promise<{ json: TRecordedMail; eml: string }[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith(".json")).sort();
  return Promise.all(
    files.map(async (f) => ({
      json: JSON.parse(await readFile(path.join(dir, f), "utf8")) as TRecordedMail,
      eml: await readFile(path.join(dir, f.replace(/\.json$/, ".eml")), "utf8"),
    })),
  );
}

describe("POST …/survey/{s}/send_email with the dev transport", () => {
  it("records one message to support with the user as Reply-To, the subject as given and sanitised HTML", async () => {
    const user = await createUser({ first_name: "Ann", last_name: "Lee", brands: { [brandId]: [["survey", "write"]] } });
    const res = await send(user.token, {
      to: SUPPORT_EMAIL,
      from: user.email,
      subject: "Translations for 7 countries",
      html: '<p>Please translate <strong>all</strong></p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ results: { sent: true } });
    const [mail, ...more] = await recorded();
    expect(more).toEqual([]);
    expect(mail.json).toMatchObject({ to: SUPPORT_EMAIL, replyTo: user.email, subject: "Translations for 7 countries" });
    expect(mail.json.html).toContain("<p>Please translate <strong>all</strong></p>");
    expect(mail.json.html).not.toMatch(/script|onerror|javascript|<img/);
    // Not "simple": who, which study and which brand come first.
    expect(mail.json.html).toContain(`Help request from Ann Lee (${user.email})`);
    expect(mail.json.html).toContain(`"Spring line" (${surveyId}) of Mail Brand`);
    expect(mail.json.text).toContain("Please translate all");
    // The raw message carries the same headers.
    expect(mail.eml).toMatch(new RegExp(`^To: ${SUPPORT_EMAIL}$`, "m"));
    expect(mail.eml).toMatch(new RegExp(`^Reply-To: ${user.email}$`, "m"));
    expect(mail.eml).toMatch(/^Subject: Translations for 7 countries$/m);
  });

  it("sends a simple message as written, to support when `to` is left out", async () => {
    const user = await createUser({ brands: { [brandId]: [["survey", "write"]] } });
    expect((await send(user.token, { simple: true, subject: "Hi", html: "<p>Just this</p>" })).status).toBe(200);
    const [mail] = await recorded();
    expect(mail.json).toMatchObject({ to: SUPPORT_EMAIL, html: "<p>Just this</p>" });
  });

  it("never mails anyone but support, and never as someone else", async () => {
    const user = await createUser({ brands: { [brandId]: [["survey", "write"]] } });
    const elsewhere = await send(user.token, { to: "victim@example.org", subject: "Hi", html: "<p>x</p>" });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.json.detail).toBe(BUILDER_MSG.helpOnlyToSupport);
    const spoofed = await send(user.token, { from: "ceo@example.org", subject: "Hi", html: "<p>x</p>" });
    expect(spoofed.status).toBe(400);
    expect(spoofed.json.detail).toBe(BUILDER_MSG.helpFromMustBeYou);
    expect(await recorded()).toEqual([]);
  });

  it("needs survey write on the brand and a study of that brand", async () => {
    const reader = await createUser({ brands: { [brandId]: [["survey", "read"]] } });
    const outsider = await createUser();
    const writer = await createUser({ brands: { [brandId]: [["survey", "write"]] } });
    const body = { subject: "Hi", html: "<p>x</p>" };
    expect((await send(reader.token, body)).status).toBe(403);
    const out = await send(outsider.token, body);
    expect(out.status).toBe(403);
    expect(out.json.detail).toBe(MSG.noBrandAccess);
    const theirs = await send(writer.token, body, otherSurvey);
    expect(theirs.status).toBe(404);
    expect(theirs.json.detail).toBe(STUDY_MSG.studyNotFound);
    expect((await call(route.POST, { method: "POST", json: body, params: { id: brandId, surveyId } })).status).toBe(401);
    expect(await recorded()).toEqual([]);
  });

  it("a bad body is a 400 and sends nothing", async () => {
    const user = await createUser({ brands: { [brandId]: [["survey", "write"]] } });
    const cases: unknown[] = [
      {},
      { subject: "", html: "<p>x</p>" },
      { subject: "Hi", html: "" },
      { subject: "Hi\r\nBcc: everyone@example.org", html: "<p>x</p>" },
      { subject: "Hi", html: "<p>x</p>", to: "not-an-email" },
      { subject: "Hi", html: "<p>x</p>", extra: 1 },
      { subject: "Hi", html: "<script>only()</script>" },
    ];
    for (const c of cases) expect((await send(user.token, c)).status, JSON.stringify(c)).toBe(400);
    expect(await recorded()).toEqual([]);
  });
});

describe("POST …/send_email through a real SMTP server", () => {
  it("delivers the message to the SMTP server named by SMTP_URL", async () => {
    const received: { from: string; to: string[]; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      onData(stream, session, cb) {
        let data = "";
        stream.on("data", (c: Buffer) => (data += c.toString()));
        stream.on("end", () => {
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "", to: session.envelope.rcptTo.map((r) => r.address), data });
          cb();
        });
      },
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const port = (server.server.address() as { port: number }).port;
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    try {
      const user = await createUser({ brands: { [brandId]: [["survey", "write"]] } });
      const res = await send(user.token, { simple: true, subject: "Real SMTP", html: "<p>Over the wire</p>" });
      expect(res.status).toBe(200);
      expect(received).toHaveLength(1);
      expect(received[0].to).toEqual([SUPPORT_EMAIL]);
      expect(received[0].data).toMatch(/^Subject: Real SMTP$/m);
      expect(received[0].data).toMatch(new RegExp(`^Reply-To: ${user.email}$`, "m"));
      expect(received[0].data).toContain("Over the wire");
      // Nothing recorded locally when a server is configured.
      expect(await recorded()).toEqual([]);
    } finally {
      delete process.env.SMTP_URL;
      await new Promise<void>((r) => server.close(() => r()));
    }
  });

  it("a refused delivery is an error, not a success", async () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      onRcptTo(_addr, _session, cb) {
        cb(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      },
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as { port: number }).port}`;
    try {
      const user = await createUser({ brands: { [brandId]: [["survey", "write"]] } });
      const res = await send(user.token, { subject: "Refused", html: "<p>x</p>" });
      expect(res.status).toBe(500);
    } finally {
      delete process.env.SMTP_URL;
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
