import "server-only";
// My Settings (spec 1 §2, §5): a user updates their own name and department, which must be a department tag.
import { ZUpdateMe } from "@/lib/schemas/user";
import { MSG } from "@/lib/messages";
import { prisma } from "../db";
import { forbidden, invalid, notFound } from "../errors";
import { isId } from "@/lib/ids";
import { invalidFromZod } from "../http/problem";
import { announceAccessChange } from "../access/access-changed";
import { loadActor, type Actor } from "../access/actor";
import { listDepartments } from "../reference/tags";
import { getMe } from "./get-me";

export async function updateMe(actor: Actor, input: unknown, targetUserId: string = actor.id) {
  if (!isId(targetUserId)) throw invalid("user_id must be a 24-character id", [{ name: "user_id", reason: "not an id" }]);
  if (targetUserId !== actor.id && !actor.is_admin) throw forbidden("You can only update your own account.");
  if (!(await prisma.user.findUnique({ where: { id: targetUserId }, select: { id: true } }))) throw notFound("User");
  const parsed = ZUpdateMe.safeParse(input);
  if (!parsed.success) throw invalidFromZod(parsed.error, "body");
  const departments = await listDepartments();
  if (!departments.includes(parsed.data.department)) {
    throw invalid("department must be one of the department tags", [{ name: "department", reason: "unknown department" }]);
  }
  await prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: targetUserId }, data: parsed.data, select: { id: true } });
    // Every process's cached principal carries the name (the user menu shows it): they forget this user.
    await announceAccessChange(tx, targetUserId);
  });
  const fresh = await loadActor(targetUserId);
  if (!fresh) throw invalid(MSG.couldNotGetUser);
  return { message: MSG.accountUpdated, results: await getMe(fresh) };
}
