import "server-only";
// deleteSnip(_id, brand_id) (spec 3 §6 "Snips can be deleted only by their creator"): the creator deletes a snip
// and, by cascade, its comments. Anyone else (admins included) gets a 403 and nothing changes; an unknown, deleted
// or hidden snip is the 404 of get-snip.ts. Needs survey.read and enableSnapShare. Answers the deleted snip's id.
// The snip's open modals hear of it live (snipChanged "Deleted", published on commit).
import { SNIP_MSG } from "@/lib/snips/messages";
import type { TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { forbidden } from "../errors";
import { publishSnipEvent } from "./events";
import { lockSnip, requireSnips } from "./shared";
import { knowledgeChanged } from "../knowledge/jobs";

export async function deleteSnip(access: TBrandAccess, snipId: string): Promise<string> {
  requireSnips(access);
  const out = await prisma.$transaction(async (tx) => {
    const snip = await lockSnip(tx, access, snipId);
    if (snip.creator_id !== access.actor.id) throw forbidden(SNIP_MSG.notCreator);
    await tx.snip.delete({ where: { id: snip.id } });
    await publishSnipEvent(tx, { brand_id: access.brandId, snip_id: snip.id, type: "Deleted" });
    return snip.id;
  });
  await knowledgeChanged(access.brandId);
  return out;
}
