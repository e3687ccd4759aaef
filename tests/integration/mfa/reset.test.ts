// Two-step sign-in, the admin's reset (P8 item 11): DELETE /api/v1/admin/user/{id}/mfa clears the secret, pending
// secret, last step and recovery codes and ends the user's sessions; only admins may call it. The users tab shows
// whether each user has it on.
import { describe, expect, it } from "vitest";
import { MFA_MSG } from "@/lib/auth/messages";
import type { TBrandUser } from "@/lib/brands/wire";
import * as resetRoute from "@/app/api/v1/admin/user/[id]/mfa/route";
import * as usersRoute from "@/app/api/v1/brand/[id]/users/route";
import * as meRoute from "@/app/api/v1/me/route";
import { prisma } from "@/server/db";
import { call, createUser } from "../support/factories";
import { bearerSignIn, currentCode, enrol, mfaMember, mfaRow, PASSWORD, rewindLastStep } from "./support";

const reset = (token: string, id: string) => call(resetRoute.DELETE, { method: "DELETE", token, params: { id } });

describe("an admin resets two-step sign-in", () => {
  it("clears everything, ends the sessions (the old bearer token gets 401), and the user enrols again", async () => {
    const admin = await createUser({ is_admin: true });
    const { user, brand } = await mfaMember();
    const done = await enrol(user);
    await rewindLastStep(user.id);
    const { code } = await currentCode(done.secret);
    const signedIn = await bearerSignIn({ email: user.email, password: PASSWORD, code });
    expect(signedIn.status).toBe(200);
    const oldToken = signedIn.json.token as string;
    expect((await call(meRoute.GET, { token: oldToken })).status).toBe(200);

    const listed = async () =>
      ((await call(usersRoute.GET, { token: admin.token, params: { id: brand.id } })).json.results as TBrandUser[]).find((u) => u._id === user.id)!;
    expect((await listed()).mfa_enabled).toBe(true);

    const before = await mfaRow(user.id);
    const res = await reset(admin.token, user.id);
    expect(res.status).toBe(200);
    expect(res.json.results).toMatchObject({ _id: user.id, mfa_enabled: false });
    const after = await mfaRow(user.id);
    expect(after).toMatchObject({ mfa_secret: null, mfa_pending_secret: null, mfa_enabled_at: null, mfa_last_step: null });
    expect(after.session_version).toBe(before.session_version + 1);
    expect(await prisma.mfaRecoveryCode.count({ where: { user_id: user.id } })).toBe(0);
    expect((await call(meRoute.GET, { token: oldToken })).status).toBe(401);
    expect((await listed()).mfa_enabled).toBe(false);

    // The old codes are worthless; the brand still requires it, so the next sign-in enrols again.
    const again = await bearerSignIn({ email: user.email, password: PASSWORD, recovery_code: done.recovery_codes[1] });
    expect(again.status).toBe(403);
    expect(again.json.code).toBe("mfa_enrol_required");
    const second = await enrol(user);
    expect(second.secret).not.toBe(done.secret);
  });

  it("a non-admin gets 403 and nothing changes; an unknown or malformed id: 404 / 400", async () => {
    const admin = await createUser({ is_admin: true });
    const { user, brand } = await mfaMember();
    await enrol(user);
    const manager = await createUser({ brands: { [brand.id]: [["user", "write"], ["settings_page", "read"]] } });
    const before = await mfaRow(user.id);
    for (const caller of [manager, user]) {
      const res = await reset(caller.token, user.id);
      expect(res.status).toBe(403);
      expect(res.json.detail).toBe(MFA_MSG.resetAdminOnly);
    }
    expect(await mfaRow(user.id)).toEqual(before);
    expect((await call(resetRoute.DELETE, { method: "DELETE", params: { id: user.id } })).status).toBe(401);
    expect((await reset(admin.token, "0123456789abcdef01234567")).status).toBe(404);
    expect((await reset(admin.token, "nope")).status).toBe(400);
  });
});
