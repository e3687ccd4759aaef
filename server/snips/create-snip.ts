import "server-only";
// createSnip (spec 3 §3 "Snip", §7): saves a results card as a snip — the study, the filters in force, a title and a
// key insight. The study must be the brand's and visible to the caller (404 otherwise); the filters are checked
// against it exactly as every report checks them (respondent-filter.ts: an id or answer the study does not have is a
// 400) and kept in that parsed form; the assortment is the study's; the caller is the creator. The image is added by
// the card renderer (img stays null here). Every refusal stores nothing. Needs survey.read and enableSnapShare.
import { ZSnipCreate, type TSnip } from "@/lib/snips/wire";
import type { Prisma } from "../generated/prisma/client";
import type { TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { respondentFilter } from "../results/respondent-filter";
import { loadVisibleStudy } from "../studies/load-study";
import { parseInput, requireSnips } from "./shared";
import { SNIP_SELECT, serializeSnip } from "./snip.select";

export async function createSnip(access: TBrandAccess, rawInput: unknown): Promise<TSnip> {
  requireSnips(access);
  const input = parseInput(ZSnipCreate, rawInput ?? {}, "snip");
  const study = await loadVisibleStudy(access, input.survey_id);
  const filter = await respondentFilter(input.filters, study);
  const row = await prisma.snip.create({
    data: {
      brand_id: study.brand_id,
      survey_id: study.id,
      assortment_id: study.assortment_id,
      creator_id: access.actor.id,
      title: input.title,
      key_insight: input.key_insight,
      filters: filter.filters as Prisma.InputJsonObject,
    },
    select: SNIP_SELECT,
  });
  return serializeSnip(row, access.actor.id);
}
