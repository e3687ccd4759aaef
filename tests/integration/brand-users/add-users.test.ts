// addUsersToBrand (spec 1 §7; P7 Deliver 3): one batch with a malformed, a repeated, an existing member's, an
// existing non-member's, a deactivated member's and new addresses answers per address in input order; the good
// ones are added or invited (membership, default permissions, Invitation row, e-mail); over the batch limit nothing
// happens.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_INVITES_PER_BATCH, USER_MSG } from "@/lib/brands/messages";
import { DEFAULT_MEMBER_PERMISSIONS } from "@/lib/brands/default-permissions";
import { uniquePermissions } from "@/lib/brands/roles";
import type { TAddUserResult } from "@/lib/brands/wire";
import { routes } from "@/lib/routes";
import { prisma } from "@/server/db";
import { createBrand, createUser } from "../support/factories";
import { gql, mailQueueIdle, mailsTo, snapshot, startMailWorld, tokenIn, waitForMails } from "./support";

let world: Awaited<ReturnType<typeof startMailWorld>>;
beforeAll(async () => {
  world = await startMailWorld();
});
afterAll(async () => world.stop());

const ADD = `mutation($b: String!, $e: [String!]!) { addUsersToBrand(brandId: $b, emails: $e) { email success message } }`;

describe("addUsersToBrand with a mixed batch", () => {
  it("answers per address in input order and invites or adds the good ones", async () => {
    const brand = await createBrand({ name: "Mixed & <Co>" });
    const admin = await createUser({ is_admin: true, first_name: "Ada", last_name: "Admin" });
    const member = await createUser({ brands: { [brand.id]: [["survey", "read"]] } });
    const outsider = await createUser({ brands: { [(await createBrand()).id]: [["survey", "read"]] } });
    const deactivated = await createUser({ brands: { [brand.id]: [["product", "write"]] } });
    await prisma.brandMembership.update({ where: { user_id_brand_id: { user_id: deactivated.id, brand_id: brand.id } }, data: { is_active: false } });
    const fresh = `new-${brand.id}@test.example`;
    const emails = [
      "not-an-address",
      `  ${fresh.toUpperCase()} `,
      member.email,
      outsider.email,
      fresh,
      deactivated.email,
      "also@bad",
    ];
    const body = await gql<{ addUsersToBrand: TAddUserResult[] }>(admin.token, ADD, { b: brand.id, e: emails });
    expect(body.errors).toBeUndefined();
    expect(body.data!.addUsersToBrand).toEqual([
      { email: "not-an-address", success: false, message: USER_MSG.invalidEmail },
      { email: fresh, success: true, message: USER_MSG.invited },
      { email: member.email, success: false, message: USER_MSG.alreadyMember },
      { email: outsider.email, success: true, message: USER_MSG.added },
      { email: fresh, success: false, message: USER_MSG.duplicateEmail },
      { email: deactivated.email, success: true, message: USER_MSG.added },
      { email: "also@bad", success: false, message: USER_MSG.invalidEmail },
    ]);

    // The new colleague: a user without password, role full, an active membership with the default permissions,
    // one open invitation that expires, and the invitation e-mail with a working link.
    const created = await prisma.user.findUniqueOrThrow({ where: { email: fresh }, include: { memberships: true, permissions: true, invitations: true } });
    expect(created.password_hash).toBeNull();
    expect({ full: created.role_full, restricted: created.role_restricted, kb: created.role_kb_user }).toEqual({ full: true, restricted: false, kb: false });
    expect(created.memberships.map((m) => [m.brand_id, m.is_active])).toEqual([[brand.id, true]]);
    expect(uniquePermissions(created.permissions.map((p) => ({ entity: p.entity, action: p.action })))).toEqual(uniquePermissions(DEFAULT_MEMBER_PERMISSIONS));
    expect(created.invitations).toHaveLength(1);
    expect(created.invitations[0]!.used_at).toBeNull();
    expect(created.invitations[0]!.invited_by_id).toBe(admin.id);
    expect(created.invitations[0]!.expires_at.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);

    const [invite] = await waitForMails(fresh);
    expect(invite!.subject).toContain("Mixed & <Co>");
    expect(invite!.html).toContain("Mixed &amp; &lt;Co&gt;");
    expect(invite!.html).not.toContain("<Co>");
    expect(invite!.html).toContain("Ada Admin");
    const token = tokenIn(invite!, "/invitation/");
    expect(invite!.text).toContain(`http://app.test${routes.invitation(token)}`);
    // Only the sha256 of the token is stored.
    const stored = await prisma.invitation.findFirstOrThrow({ where: { user_id: created.id } });
    expect(stored.token_hash).not.toContain(token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);

    // The outsider joins with the defaults and gets the "added" e-mail; the deactivated member is active again and
    // keeps what they had, plus the defaults.
    const [added] = await waitForMails(outsider.email);
    expect(added!.subject).toContain("added to Mixed & <Co>");
    expect(added!.text).toContain(`http://app.test${routes.brandHome(brand.id)}`);
    const back = await prisma.brandMembership.findUniqueOrThrow({ where: { user_id_brand_id: { user_id: deactivated.id, brand_id: brand.id } } });
    expect(back.is_active).toBe(true);
    const backPerms = await prisma.brandPermission.findMany({ where: { user_id: deactivated.id, brand_id: brand.id } });
    expect(backPerms.some((p) => p.entity === "product" && p.action === "write")).toBe(true);
    expect(backPerms.some((p) => p.entity === "knowledge_base" && p.action === "read")).toBe(true);
    await waitForMails(deactivated.email);

    // Nobody else got mail: the member, the malformed and the duplicate addresses.
    await mailQueueIdle();
    expect(await mailsTo(member.email)).toHaveLength(0);
    expect(await mailsTo(fresh)).toHaveLength(1);
  });

  it("sends a fresh invitation to a member who never accepted, and the old link stops working", async () => {
    const brand = await createBrand();
    const admin = await createUser({ is_admin: true });
    const email = `again-${brand.id}@test.example`;
    await gql(admin.token, ADD, { b: brand.id, e: [email] });
    const [first] = await waitForMails(email);
    const again = await gql<{ addUsersToBrand: TAddUserResult[] }>(admin.token, ADD, { b: brand.id, e: [email] });
    expect(again.data!.addUsersToBrand).toEqual([{ email, success: true, message: USER_MSG.invited }]);
    const mails = await waitForMails(email, 2);
    expect(tokenIn(mails[1]!, "/invitation/")).not.toBe(tokenIn(first!, "/invitation/"));
    expect(await prisma.invitation.count({ where: { email, used_at: null } })).toBe(1);
  });

  it("a manager's new colleague gets only the defaults the manager holds", async () => {
    const brand = await createBrand();
    const manager = await createUser({ brands: { [brand.id]: [["settings_page", "read"], ["user", "write"], ["survey", "write"]] } });
    const email = `by-manager-${brand.id}@test.example`;
    const body = await gql<{ addUsersToBrand: TAddUserResult[] }>(manager.token, ADD, { b: brand.id, e: [email] });
    expect(body.data!.addUsersToBrand[0]).toMatchObject({ success: true, message: USER_MSG.invited });
    const perms = await prisma.brandPermission.findMany({ where: { brand_id: brand.id, user: { email } } });
    expect(perms.map((p) => `${p.entity}:${p.action}`).sort()).toEqual(["settings_page:read", "survey:read", "survey:write", "user:read"]);
  });

  it("a manager cannot add an admin", async () => {
    const brand = await createBrand();
    const manager = await createUser({ brands: { [brand.id]: [["settings_page", "read"], ["user", "write"]] } });
    const admin = await createUser({ is_admin: true });
    const body = await gql<{ addUsersToBrand: TAddUserResult[] }>(manager.token, ADD, { b: brand.id, e: [admin.email] });
    expect(body.data!.addUsersToBrand).toEqual([{ email: admin.email, success: false, message: USER_MSG.cannotChangeAdmin }]);
    expect(await prisma.brandMembership.count({ where: { user_id: admin.id } })).toBe(0);
  });
});

describe("addUsersToBrand refusals change nothing", () => {
  it(`refuses more than ${MAX_INVITES_PER_BATCH} addresses with the limit text`, async () => {
    const brand = await createBrand();
    const admin = await createUser({ is_admin: true });
    const emails = Array.from({ length: MAX_INVITES_PER_BATCH + 1 }, (_, i) => `bulk-${i}-${brand.id}@test.example`);
    // Earlier tests' invitation mails rotate their tokens when sent: let them finish before comparing.
    await mailQueueIdle();
    const before = await snapshot(brand.id);
    const body = await gql(admin.token, ADD, { b: brand.id, e: emails });
    expect(body.data).toBeNull();
    expect(body.errors![0]).toMatchObject({ message: expect.stringContaining(USER_MSG.tooManyEmails(MAX_INVITES_PER_BATCH)), extensions: { code: "invalid" } });
    expect(await snapshot(brand.id)).toEqual(before);
  });

  it("refuses an empty list and a malformed brand id", async () => {
    const brand = await createBrand();
    const admin = await createUser({ is_admin: true });
    // Earlier tests' invitation mails rotate their tokens when sent: let them finish before comparing.
    await mailQueueIdle();
    const before = await snapshot(brand.id);
    expect((await gql(admin.token, ADD, { b: brand.id, e: [] })).errors![0]!.extensions!.code).toBe("invalid");
    expect((await gql(admin.token, ADD, { b: "nope", e: ["a@b.co"] })).errors![0]!.extensions!.code).toBe("invalid");
    expect(await snapshot(brand.id)).toEqual(before);
  });
});
