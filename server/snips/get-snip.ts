import "server-only";
// snip(_id, brand_id) (spec 3 §2 "/shared-learnings/{snipId}", §8): one snip. A malformed id, an unknown or deleted
// snip, another brand's, or one on a template study for a non-admin all answer the same 404 "Sorry, this snip is not
// available at the moment.", so nothing is learnt about snips the caller cannot see. Needs survey.read and
// enableSnapShare.
import type { TSnip } from "@/lib/snips/wire";
import type { TBrandAccess } from "../access/authorize";
import { loadSnip, requireSnips } from "./shared";
import { serializeSnip } from "./snip.select";

export async function getSnip(access: TBrandAccess, snipId: string): Promise<TSnip> {
  requireSnips(access);
  return serializeSnip(await loadSnip(access, snipId), access.actor.id);
}
