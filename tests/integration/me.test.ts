// GET/PUT /api/v1/me and POST /api/v1/auth: the current user, My Settings and bearer sign-in, with bad input.
import { describe, expect, it } from "vitest";
import { MSG } from "@/lib/messages";
import * as authRoute from "@/app/api/v1/auth/route";
import * as meRoute from "@/app/api/v1/me/route";
import * as fbauthRoute from "@/app/api/v1/fbauth/route";
import { prisma } from "@/server/db";
import { verifyToken } from "@/server/auth/tokens";
import { call, createBrand, createUser, PASSWORD } from "./support/factories";

describe("POST /api/v1/auth", () => {
  it("returns a bearer token and a realtime token for the right password", async () => {
    const user = await createUser();
    const res = await call(authRoute.POST, { method: "POST", json: { email: user.email, password: PASSWORD } });
    expect(res.status).toBe(200);
    expect((await verifyToken(res.json.token as string, "api"))?.sub).toBe(user.id);
    expect((await verifyToken(res.json.realtime_token as string, "realtime"))?.sub).toBe(user.id);
    const me = await call(meRoute.GET, { token: res.json.token as string });
    expect(me.status).toBe(200);
  });

  it("answers 401 with one message for a wrong password and for an unknown e-mail", async () => {
    const user = await createUser();
    const wrong = await call(authRoute.POST, { method: "POST", json: { email: user.email, password: "nope" } });
    const unknown = await call(authRoute.POST, { method: "POST", json: { email: "nobody@test.example", password: "nope" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json.detail).toBe(MSG.invalidCredentials);
    expect(unknown.json.detail).toBe(MSG.invalidCredentials);
  });

  it("refuses an inactive user with code 1007", async () => {
    const user = await createUser({ is_active: false });
    const res = await call(authRoute.POST, { method: "POST", json: { email: user.email, password: PASSWORD } });
    expect(res.status).toBe(401);
    expect(res.json.detail).toBe("1007");
  });

  it("rate-limits repeated failures for one e-mail", async () => {
    const user = await createUser();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await call(authRoute.POST, { method: "POST", json: { email: user.email, password: "wrong" } })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const right = await call(authRoute.POST, { method: "POST", json: { email: user.email, password: PASSWORD } });
    expect(right.status).toBe(429);
  });

  it.each([
    ["bad JSON", { rawBody: "{email" }, "(body)"],
    ["a number for the e-mail", { json: { email: 5, password: "x" } }, "email"],
    ["a missing password", { json: { email: "a@b.co" } }, "password"],
  ])("answers 400 naming the field for %s", async (_n, opts, field) => {
    const res = await call(authRoute.POST, { method: "POST", ...opts });
    expect(res.status).toBe(400);
    expect((res.json.invalid_params as { name: string }[])[0]?.name).toBe(field);
  });
});

describe("GET /api/v1/me", () => {
  it("returns the user with roles, brands, per-brand permissions and regions", async () => {
    const brand = await createBrand();
    const user = await createUser({ roles: { restricted: true, full: false }, brands: { [brand.id]: [["survey", "write"], ["product", "read"]] } });
    const res = await call(meRoute.GET, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.json.results).toMatchObject({
      _id: user.id,
      email: user.email,
      roles: { full: false, restricted: true, kb_user: false },
      brands: [{ _id: brand.id, name: brand.name, is_active: true }],
      permissions: [{ brand_id: brand.id, permissions: { survey: { read: true, write: true }, product: { read: true, write: false } } }],
      auth_settings: { mode: "password" },
    });
  });
});

describe("PUT /api/v1/me", () => {
  it("updates first name, last name and department and answers the spec's message", async () => {
    const user = await createUser();
    const res = await call(meRoute.PUT, { method: "PUT", token: user.token, json: { first_name: " Ada ", last_name: "Lovelace", department: "Design" } });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(MSG.accountUpdated);
    const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect([row.first_name, row.last_name, row.department]).toEqual(["Ada", "Lovelace", "Design"]);
  });

  it.each([
    ["an empty first name", { first_name: "", last_name: "L", department: "Design" }, "first_name"],
    ["a missing department", { first_name: "A", last_name: "L" }, "department"],
    ["a number for the last name", { first_name: "A", last_name: 3, department: "Design" }, "last_name"],
    ["an unknown field", { first_name: "A", last_name: "L", department: "Design", is_admin: true }, "(body)"],
    ["a department that is not a department tag", { first_name: "A", last_name: "L", department: "Wizards" }, "department"],
  ])("rejects %s with 400 and changes nothing", async (_n, json, field) => {
    const user = await createUser({ first_name: "Before" });
    const res = await call(meRoute.PUT, { method: "PUT", token: user.token, json });
    expect(res.status).toBe(400);
    expect((res.json.invalid_params as { name: string }[])[0]?.name).toBe(field);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).first_name).toBe("Before");
  });
});

describe("POST /api/v1/fbauth", () => {
  it("gives a signed-in user a fresh realtime token, and nobody else one", async () => {
    const user = await createUser();
    const res = await call(fbauthRoute.POST, { method: "POST", token: user.token });
    expect(res.status).toBe(200);
    expect((await verifyToken(res.json.token as string, "realtime"))?.sub).toBe(user.id);
    expect((await call(fbauthRoute.POST, { method: "POST" })).status).toBe(401);
  });
});
