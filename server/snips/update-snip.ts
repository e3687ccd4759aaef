import "server-only";
// updateSnip(snip {_id, title?, keyInsight?, date_modified?}, brand_id) (spec 3 §4–§6): only the snip's creator
// edits its title and key insight — anyone else, admins included, gets a 403 and nothing changes. An empty title is
// no edit (the previous title stays); a title or key insight equal to the stored one is no edit; with no edit
// nothing is written and the snip is answered as it is. A key insight change stamps key_insight_updated.
// Optimistic concurrency (DESIGN.md rule 11): the caller sends the date_modified it read; a snip changed since is a
// 409 and nothing is written. The write itself is guarded by the date read in the transaction, so two concurrent
// edits cannot both land. Needs survey.read and enableSnapShare. An edit reaches the snip's open modals live
// (snipChanged "Updated", published on commit).
import { SNIP_MSG } from "@/lib/snips/messages";
import { keyInsightEdit, titleEdit } from "@/lib/snips/rules";
import { ZSnipUpdate, type TSnip } from "@/lib/snips/wire";
import type { TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { conflict, forbidden } from "../errors";
import { publishSnipEvent } from "./events";
import { lockSnip, parseInput, requireSnips } from "./shared";
import { SNIP_SELECT, serializeSnip } from "./snip.select";
import { knowledgeChanged } from "../knowledge/jobs";

export async function updateSnip(access: TBrandAccess, rawSnip: unknown): Promise<TSnip> {
  requireSnips(access);
  const input = parseInput(ZSnipUpdate, rawSnip ?? {}, "snip");
  const row = await prisma.$transaction(async (tx) => {
    const stored = await lockSnip(tx, access, input._id);
    if (stored.creator_id !== access.actor.id) throw forbidden(SNIP_MSG.notCreator);
    const title = titleEdit(stored.title, input.title);
    const keyInsight = keyInsightEdit(stored.key_insight, input.keyInsight);
    if (title === null && keyInsight === null) return stored;
    if (input.date_modified && new Date(input.date_modified).getTime() !== stored.date_modified.getTime()) throw conflict(SNIP_MSG.stale);
    const now = new Date();
    const { count } = await tx.snip.updateMany({
      where: { id: stored.id, brand_id: access.brandId, date_modified: stored.date_modified },
      data: {
        ...(title !== null ? { title } : {}),
        ...(keyInsight !== null ? { key_insight: keyInsight, key_insight_updated: now } : {}),
        date_modified: now,
      },
    });
    if (count === 0) throw conflict(SNIP_MSG.stale);
    await publishSnipEvent(tx, { brand_id: access.brandId, snip_id: stored.id, type: "Updated" });
    return tx.snip.findUniqueOrThrow({ where: { id: stored.id }, select: SNIP_SELECT });
  });
  await knowledgeChanged(access.brandId);
  return serializeSnip(row, access.actor.id);
}
