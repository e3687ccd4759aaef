import "server-only";
// The shared-learnings tab's data (spec 3 §2): the first page of the assortment's snips for the list, and one snip
// with its study's filter definitions (to name the snip's filters) for the modal at /shared-learnings/{snipId}.
// Snips need survey.read and enableSnapShare (server/snips/shared.ts); the pages guard with survey.read.
import type { TResultsFilterDefinition } from "@/lib/results/filters";
import { SNIPS_PAGE_SIZE } from "@/lib/snips/messages";
import type { TPage, TPseudoSnip, TSnip } from "@/lib/snips/wire";
import type { TBrandAccess } from "../access/authorize";
import { AppError } from "../errors";
import { resultsFilterDefinitions } from "../results/filter-definitions";
import { getSnip } from "../snips/get-snip";
import { listSnips } from "../snips/list-snips";
import { listPseudoSnips } from "../snips/pseudo-snips";

/**
 * The list's first page, and the learnings entries of the assortment's studies (pseudo-snips, P13); null when the
 * assortment is not the brand's (the page's 404).
 */
export async function loadSharedLearnings(access: TBrandAccess, assortmentId: string): Promise<{ snips: TPage<TSnip>; pseudo: TPseudoSnip[] } | null> {
  try {
    const snips = await listSnips(access, assortmentId, { limit: SNIPS_PAGE_SIZE, offset: 0 });
    return { snips, pseudo: await listPseudoSnips(access, assortmentId) };
  } catch (e) {
    if (e instanceof AppError && e.code === "not_found") return null;
    throw e;
  }
}

export type TSnipView = { kind: "ready"; snip: TSnip; definitions: TResultsFilterDefinition[] } | { kind: "unavailable" };

/** One snip of the assortment, or "unavailable" (unknown, deleted, another brand's or another assortment's). */
export async function loadSnipView(access: TBrandAccess, assortmentId: string, snipId: string): Promise<TSnipView> {
  try {
    const snip = await getSnip(access, snipId);
    if (snip.assortment_id !== assortmentId) return { kind: "unavailable" };
    return { kind: "ready", snip, definitions: await resultsFilterDefinitions(access, snip.survey._id) };
  } catch (e) {
    if (e instanceof AppError && e.code === "not_found") return { kind: "unavailable" };
    throw e;
  }
}
