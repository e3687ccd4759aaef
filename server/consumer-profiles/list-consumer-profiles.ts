import "server-only";
// GET /brand/{b}/consumer_profile (spec 1 §7): the brand's consumer profiles for any brand member (not
// knowledge-base-only users), archived ones left out, ordered by title (then id) so lists and pickers are stable.
import type { TConsumerProfile } from "@/lib/consumer-profiles/wire";
import { prisma } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { profileInclude, toWireProfile } from "./serialize";

/** Needs brand.member. */
export async function listConsumerProfiles(access: TBrandAccess): Promise<TConsumerProfile[]> {
  const rows = await prisma.consumerProfile.findMany({
    where: access.where({ archived: false }),
    orderBy: [{ title: "asc" }, { id: "asc" }],
    include: profileInclude,
  });
  return rows.map(toWireProfile);
}
