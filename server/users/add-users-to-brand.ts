import "server-only";
// GraphQL addUsersToBrand(brandId, emails) (spec 1 §7): one result per address, in input order. Each address is
// its own transaction together with its queued e-mail, so one failing address never holds back the others:
// - malformed or repeated (later copies) → success false, nothing done;
// - an active member with a password → success false "already a member";
// - an existing user who is not (or no longer) a member → membership (re)activated, default permissions added,
//   an "added to {brand}" e-mail (an invitation instead when they never set a password);
// - a new address → a user without password (role full), membership, default permissions, an Invitation and the
//   invitation e-mail; an active member who never accepted gets a fresh invitation (the old link stops working).
// More than MAX_INVITES_PER_BATCH addresses → 400 and nothing done.
import { USER_MSG } from "@/lib/brands/messages";
import { ZAddUsers, type TAddUserResult, type TPermissionPair } from "@/lib/brands/wire";
import { defaultPermissionsFrom } from "@/lib/brands/default-permissions";
import { checkInviteEmails } from "@/lib/brands/invite-emails";
import type { TBrandAccess } from "../access/authorize";
import { createInvitation } from "../auth/invitations";
import { prisma, type Tx } from "../db";
import { AppError } from "../errors";
import { invalidFromZod } from "../http/problem";
import { enqueueInTx, QUEUES } from "../jobs/queue";
import type { TMailJob } from "../jobs/mail-jobs";
import { announceAccessChange } from "../access/access-changed";

/** Needs users.manage in the brand of `input.brandId` (the brand `access` was authorized for). */
export async function addUsersToBrand(access: TBrandAccess, input: unknown, origin: string): Promise<TAddUserResult[]> {
  const parsed = ZAddUsers.safeParse(input);
  if (!parsed.success) throw invalidFromZod(parsed.error, "input");
  const { emails } = parsed.data;
  const permissions = defaultPermissionsFrom(access.actor, access.brandId);
  const results: TAddUserResult[] = [];
  for (const check of checkInviteEmails(emails)) {
    if (check.problem) {
      results.push({ email: check.email, success: false, message: check.problem });
      continue;
    }
    try {
      const outcome = await prisma.$transaction((tx) => addOne(tx, access, check.email, permissions, origin));
      results.push({ email: check.email, ...outcome });
    } catch (err) {
      if (!(err instanceof AppError)) console.error("[addUsersToBrand]", check.email, err);
      results.push({ email: check.email, success: false, message: err instanceof AppError ? err.message : USER_MSG.addFailed });
    }
  }
  return results;
}

type TOutcome = { success: boolean; message: string };

async function addOne(tx: Tx, access: TBrandAccess, email: string, permissions: TPermissionPair[], origin: string): Promise<TOutcome> {
  const { actor, brandId } = access;
  const mail = (job: TMailJob) => enqueueInTx(tx, QUEUES.mail, { ...job });
  const invite = async (userId: string) => {
    const invitationId = await createInvitation(tx, { userId, email, brandId, invitedById: actor.id });
    await mail({ kind: "invitation", invitationId, origin });
    return { success: true, message: USER_MSG.invited };
  };
  const grant = (userId: string) =>
    tx.brandPermission.createMany({ data: permissions.map((p) => ({ user_id: userId, brand_id: brandId, ...p })), skipDuplicates: true });

  const user = await tx.user.findUnique({
    where: { email },
    select: { id: true, is_admin: true, password_hash: true, memberships: { where: access.where(), select: { is_active: true } } },
  });
  if (!user) {
    const created = await tx.user.create({ data: { email, role_full: true }, select: { id: true } });
    await tx.brandMembership.create({ data: { user_id: created.id, brand_id: brandId } });
    await grant(created.id);
    return invite(created.id);
  }
  if (!actor.is_admin && user.is_admin) return { success: false, message: USER_MSG.cannotChangeAdmin };
  const membership = user.memberships[0];
  if (membership?.is_active) return user.password_hash ? { success: false, message: USER_MSG.alreadyMember } : invite(user.id);
  await tx.brandMembership.upsert({
    where: { user_id_brand_id: { user_id: user.id, brand_id: brandId } },
    create: { user_id: user.id, brand_id: brandId },
    update: { is_active: true },
  });
  await grant(user.id);
  await announceAccessChange(tx, user.id);
  if (!user.password_hash) return invite(user.id);
  await mail({ kind: "added", userId: user.id, brandId, inviterId: actor.id, origin });
  return { success: true, message: USER_MSG.added };
}
