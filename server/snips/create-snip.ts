import "server-only";
// createSnip (spec 3 §3 "Snip", §7): saves a results card as a snip — the study, the filters in force, a title and a
// key insight. The study must be the brand's and visible to the caller (404 otherwise); the filters are checked
// against it exactly as every report checks them (respondent-filter.ts: an id or answer the study does not have is a
// 400) and kept in that parsed form; the assortment is the study's; the caller is the creator. With a `card`, the
// snip's image is that card drawn by the server from its own reading of the reports under those filters
// (card-data.ts, card-image.ts), stored before the row is written; a card id the study does not have is a 400; an
// image that cannot be drawn or stored is logged and answered with "There was an error saving your snapshot." and no
// snip. Without a card, img stays null. Every refusal stores nothing. Needs survey.read and enableSnapShare.
import { SNIP_MSG } from "@/lib/snips/messages";
import { ZSnipCreate, type TSnip } from "@/lib/snips/wire";
import type { Prisma } from "../generated/prisma/client";
import type { TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { AppError } from "../errors";
import { respondentFilter } from "../results/respondent-filter";
import { loadVisibleStudy } from "../studies/load-study";
import { parseInput, requireSnips } from "./shared";
import { SNIP_SELECT, serializeSnip } from "./snip.select";
import { loadSnipCard } from "./card-data";
import { removeSnipCard, renderSnipCard, storeSnipCard } from "./card-image";
import type { TSnipCard } from "./card-svg";
import { knowledgeChanged } from "../knowledge/jobs";

/** The card drawn and stored: its public address, or the spec's snapshot error (the cause is logged). */
async function snipImage(card: TSnipCard): Promise<string> {
  try {
    return await storeSnipCard((await renderSnipCard(card)).png);
  } catch (err) {
    console.error("[createSnip] the card image could not be made", err);
    throw new AppError("internal", SNIP_MSG.saveFailed);
  }
}

export async function createSnip(access: TBrandAccess, rawInput: unknown): Promise<TSnip> {
  requireSnips(access);
  const input = parseInput(ZSnipCreate, rawInput ?? {}, "snip");
  const study = await loadVisibleStudy(access, input.survey_id);
  const filter = await respondentFilter(input.filters, study);
  const img = input.card ? await snipImage(await loadSnipCard(access, study.id, filter.filters, input.card)) : null;
  const data: Prisma.SnipUncheckedCreateInput = {
    brand_id: study.brand_id,
    survey_id: study.id,
    assortment_id: study.assortment_id,
    creator_id: access.actor.id,
    title: input.title,
    key_insight: input.key_insight,
    filters: filter.filters as Prisma.InputJsonObject,
    img,
  };
  try {
    const snip = serializeSnip(await prisma.snip.create({ data, select: SNIP_SELECT }), access.actor.id);
    await knowledgeChanged(access.brandId);
    return snip;
  } catch (err) {
    // No snip, no image left behind.
    if (img) await removeSnipCard(img);
    throw err;
  }
}
