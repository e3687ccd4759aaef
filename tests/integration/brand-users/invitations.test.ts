// Invitations (spec 1 §8; P7 Deliver 3): the link from the recorded e-mail shows the brand, accepting sets the
// password (bcrypt, sign-in works), single use under a row lock (a second accept — also a concurrent one — answers
// "invitation not found or already used"), expiry ("Your invitation link has expired…"), bad input changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USER_MSG } from "@/lib/brands/messages";
import type { TAddUserResult } from "@/lib/brands/wire";
import * as invitationRoute from "@/app/api/v1/invitations/[token]/route";
import * as authRoute from "@/app/api/v1/auth/route";
import { prisma } from "@/server/db";
import { enqueueInTx, jobsState, QUEUES } from "@/server/jobs/queue";
import { call, createBrand, createUser } from "../support/factories";
import { gql, snapshot, startMailWorld, tokenIn, waitForMails } from "./support";

let world: Awaited<ReturnType<typeof startMailWorld>>;
beforeAll(async () => {
  world = await startMailWorld();
});
afterAll(async () => world.stop());

const ADD = `mutation($b: String!, $e: [String!]!) { addUsersToBrand(brandId: $b, emails: $e) { email success message } }`;
const PASSWORD = "A-good-password-1";

async function invite(brandName = "Invite Brand") {
  const brand = await createBrand({ name: brandName });
  const admin = await createUser({ is_admin: true });
  const email = `invitee-${brand.id}@test.example`;
  const body = await gql<{ addUsersToBrand: TAddUserResult[] }>(admin.token, ADD, { b: brand.id, e: [email] });
  expect(body.data!.addUsersToBrand[0]!.success).toBe(true);
  const [mail] = await waitForMails(email);
  return { brand, admin, email, token: tokenIn(mail!, "/invitation/") };
}

const get = (token: string, ip = "10.0.0.1") => call(invitationRoute.GET, { params: { token }, headers: { "x-client-address": ip } });
const accept = (token: string, json: unknown, ip = "10.0.0.1") =>
  call(invitationRoute.POST, { method: "POST", params: { token }, json, headers: { "x-client-address": ip } });

describe("an invitation link", () => {
  it("shows the address and brand, asks for a name when the invitee has none, and accepting sets the password once", async () => {
    const { brand, email, token } = await invite();
    const info = await get(token);
    expect(info.status).toBe(200);
    expect(info.json.results).toEqual({ email, brand_id: brand.id, brand_name: "Invite Brand", needs_name: true });

    // Without the names the invitee lacks: 400 naming them, nothing changes.
    const before = await snapshot(brand.id);
    const noName = await accept(token, { password: PASSWORD });
    expect(noName.status).toBe(400);
    expect(noName.json.detail).toBe(USER_MSG.nameRequired);
    expect((noName.json.invalid_params as { name: string }[]).map((p) => p.name)).toEqual(["first_name", "last_name"]);
    const short = await accept(token, { password: "short", first_name: "Nia", last_name: "New" });
    expect(short.status).toBe(400);
    expect((short.json.invalid_params as { reason: string }[])[0]!.reason).toBe(USER_MSG.passwordRule);
    expect(await snapshot(brand.id)).toEqual(before);

    const ok = await accept(token, { password: PASSWORD, first_name: "Nia", last_name: "New" });
    expect(ok.status).toBe(200);
    expect(ok.json.results).toEqual({ email, brand_id: brand.id });
    const user = await prisma.user.findUniqueOrThrow({ where: { email } });
    expect(user.first_name).toBe("Nia");
    expect(user.password_hash).toMatch(/^\$2[aby]\$/);
    const signIn = await call(authRoute.POST, { method: "POST", json: { email, password: PASSWORD } });
    expect(signIn.status).toBe(200);

    // Single use: reading or accepting again answers the spec text.
    const again = await accept(token, { password: "Another-password-2", first_name: "X", last_name: "Y" });
    expect(again.status).toBe(404);
    expect(again.json.detail).toBe(USER_MSG.invitationNotFound);
    expect((await get(token)).json.detail).toBe(USER_MSG.invitationNotFound);
    const still = await call(authRoute.POST, { method: "POST", json: { email, password: PASSWORD } });
    expect(still.status).toBe(200);
  });

  it("two concurrent accepts: exactly one succeeds", async () => {
    const { token } = await invite();
    const body = { password: PASSWORD, first_name: "Con", last_name: "Current" };
    const results = await Promise.all([accept(token, body), accept(token, { ...body, password: "Second-password-9" })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(results.find((r) => r.status === 404)!.json.detail).toBe(USER_MSG.invitationNotFound);
  });

  it("an expired link answers the expired text and cannot be accepted", async () => {
    const { brand, email, token } = await invite();
    await prisma.invitation.updateMany({ where: { email }, data: { expires_at: new Date(Date.now() - 1000) } });
    const info = await get(token);
    expect(info.status).toBe(409);
    expect(info.json.detail).toBe(USER_MSG.invitationExpired);
    const before = await snapshot(brand.id);
    const res = await accept(token, { password: PASSWORD, first_name: "Late", last_name: "Comer" });
    expect(res.status).toBe(409);
    expect(res.json.detail).toBe(USER_MSG.invitationExpired);
    expect(await snapshot(brand.id)).toEqual(before);
  });

  it("unknown, malformed and replaced links answer 'not found or already used'", async () => {
    const { brand, admin, email, token } = await invite();
    for (const t of ["x".repeat(43), "short", "%00"]) {
      const res = await get(t);
      expect(res.status).toBe(404);
      expect(res.json.detail).toBe(USER_MSG.invitationNotFound);
    }
    // Inviting again replaces the link.
    await gql(admin.token, ADD, { b: brand.id, e: [email] });
    await waitForMails(email, 2);
    expect((await get(token)).json.detail).toBe(USER_MSG.invitationNotFound);
  });

  it("refuses unknown body fields with 400 and changes nothing", async () => {
    const { brand, token } = await invite();
    const before = await snapshot(brand.id);
    const res = await accept(token, { password: PASSWORD, first_name: "A", last_name: "B", is_admin: true });
    expect(res.status).toBe(400);
    expect(await snapshot(brand.id)).toEqual(before);
  });

  it("rate-limits one client after 60 link requests a minute", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) statuses.push((await get("y".repeat(43), "10.9.9.9")).status);
    expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429]);
    expect((await get("y".repeat(43), "10.9.9.10")).status).toBe(404);
  });
});

describe("the mail job is part of the address's transaction", () => {
  it("a rolled-back transaction leaves no job", async () => {
    const marker = `rollback-${Date.now()}`;
    await expect(
      prisma.$transaction(async (tx) => {
        await enqueueInTx(tx, QUEUES.mail, { kind: "reset", email: `${marker}@test.example`, origin: "http://x" }, { startAfter: 3600 });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    const jobs = await jobsState()!.boss.findJobs(QUEUES.mail, { data: { email: `${marker}@test.example` } });
    expect(jobs).toHaveLength(0);
    // The same call in a committed transaction leaves exactly one job (the look-up finds what is there).
    await prisma.$transaction((tx) => enqueueInTx(tx, QUEUES.mail, { kind: "reset", email: `${marker}-kept@test.example`, origin: "http://x" }, { startAfter: 3600 }));
    expect(await jobsState()!.boss.findJobs(QUEUES.mail, { data: { email: `${marker}-kept@test.example` } })).toHaveLength(1);
  });
});
