// Password reset (spec 1 §7, §8; P7 Deliver 4): POST /auth/change_password answers the same for existing and
// unknown addresses (the mail goes out from a job, only to existing active users), 400 for a malformed address,
// 429 per address and client; POST /auth/reset_password is single use (also under concurrency), expires, and spends
// the user's other open links.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USER_MSG } from "@/lib/brands/messages";
import { routes } from "@/lib/routes";
import * as changeRoute from "@/app/api/v1/auth/change_password/route";
import * as resetRoute from "@/app/api/v1/auth/reset_password/route";
import * as authRoute from "@/app/api/v1/auth/route";
import { prisma } from "@/server/db";
import { call, createUser, PASSWORD } from "../support/factories";
import { mailQueueIdle, mailsTo, startMailWorld, tokenIn, waitForMails } from "./support";

let world: Awaited<ReturnType<typeof startMailWorld>>;
beforeAll(async () => {
  world = await startMailWorld();
});
afterAll(async () => world.stop());

let ip = 0;
const ask = (json: unknown, client = `10.1.0.${++ip}`) =>
  call(changeRoute.POST, { method: "POST", json, headers: { "x-client-address": client } });
const reset = (json: unknown) => call(resetRoute.POST, { method: "POST", json, headers: { "x-client-address": `10.2.0.${++ip}` } });
const signIn = (email: string, password: string) => call(authRoute.POST, { method: "POST", json: { email, password } });
const NEW_PASSWORD = "Brand-new-password-7";

async function resetLinkFor(email: string, count = 1) {
  const res = await ask({ email, client_id: "dashboard", connection: "Username-Password-Authentication" });
  expect(res.status).toBe(200);
  const mails = await waitForMails(email, count);
  return tokenIn(mails[count - 1]!, "/reset-password/");
}

describe("POST /api/v1/auth/change_password", () => {
  it("answers the same for an existing and an unknown address; only the existing one gets mail", async () => {
    const user = await createUser();
    const unknown = `nobody-${user.id}@test.example`;
    const a = await ask({ email: user.email.toUpperCase() });
    const b = await ask({ email: unknown });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.json).toEqual({ message: USER_MSG.resetSent(user.email) });
    expect(b.json).toEqual({ message: USER_MSG.resetSent(unknown) });
    const [mail] = await waitForMails(user.email);
    expect(mail!.text).toContain(`http://app.test${routes.resetPassword(tokenIn(mail!, "/reset-password/"))}`);
    await mailQueueIdle();
    expect(await mailsTo(unknown)).toHaveLength(0);
    expect(await prisma.passwordResetToken.count({ where: { user_id: user.id } })).toBe(1);
  });

  it("sends nothing to an inactive account, with the same answer", async () => {
    const user = await createUser({ is_active: false });
    const res = await ask({ email: user.email });
    expect(res.json).toEqual({ message: USER_MSG.resetSent(user.email) });
    await mailQueueIdle();
    expect(await mailsTo(user.email)).toHaveLength(0);
  });

  it.each([
    ["a malformed address", { email: "not-an-address" }],
    ["no address", {}],
    ["an unknown field", { email: "a@b.co", extra: 1 }],
  ])("answers 400 for %s and queues nothing", async (_n, json) => {
    const before = await prisma.passwordResetToken.count();
    const res = await ask(json);
    expect(res.status).toBe(400);
    await mailQueueIdle();
    expect(await prisma.passwordResetToken.count()).toBe(before);
  });

  it("rate-limits one address from one client after 5 requests (429), other clients still pass", async () => {
    const email = `limited-${Date.now()}@test.example`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await ask({ email }, "10.3.3.3")).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await ask({ email }, "10.3.3.4")).status).toBe(200);
  });
});

describe("POST /api/v1/auth/reset_password", () => {
  it("sets the new password once; the old one and the link stop working", async () => {
    const user = await createUser();
    const token = await resetLinkFor(user.email);
    const ok = await reset({ token, password: NEW_PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.json.results).toEqual({ email: user.email, message: USER_MSG.passwordSet });
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
    expect((await signIn(user.email, PASSWORD)).status).toBe(401);
    const again = await reset({ token, password: "Yet-another-password-3" });
    expect(again.status).toBe(404);
    expect(again.json.detail).toBe(USER_MSG.resetLinkInvalid);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("using one link spends the user's other open links", async () => {
    const user = await createUser();
    const first = await resetLinkFor(user.email, 1);
    const second = await resetLinkFor(user.email, 2);
    expect((await reset({ token: second, password: NEW_PASSWORD })).status).toBe(200);
    const old = await reset({ token: first, password: "Other-password-44" });
    expect(old.status).toBe(404);
    expect(old.json.detail).toBe(USER_MSG.resetLinkInvalid);
  });

  it("two concurrent resets with one link: exactly one succeeds", async () => {
    const user = await createUser();
    const token = await resetLinkFor(user.email);
    const results = await Promise.all([reset({ token, password: NEW_PASSWORD }), reset({ token, password: "Other-password-45" })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
  });

  it("an expired link answers the expired text and changes nothing", async () => {
    const user = await createUser();
    const token = await resetLinkFor(user.email);
    await prisma.passwordResetToken.updateMany({ where: { user_id: user.id }, data: { expires_at: new Date(Date.now() - 1000) } });
    const before = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    const res = await reset({ token, password: NEW_PASSWORD });
    expect(res.status).toBe(409);
    expect(res.json.detail).toBe(USER_MSG.resetLinkExpired);
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toEqual(before);
    expect((await signIn(user.email, PASSWORD)).status).toBe(200);
  });

  it.each([
    ["an unknown token", { token: "z".repeat(43), password: NEW_PASSWORD }, 404, USER_MSG.resetLinkInvalid],
    ["a malformed token", { token: "../../etc", password: NEW_PASSWORD }, 404, USER_MSG.resetLinkInvalid],
    ["a short password", { token: "z".repeat(43), password: "short" }, 400, null],
    ["no token", { password: NEW_PASSWORD }, 400, null],
  ])("answers %s with %i", async (_n, json, status, detail) => {
    const res = await reset(json);
    expect(res.status).toBe(status);
    if (detail) expect(res.json.detail).toBe(detail);
  });
});
