import "server-only";
// A question of the brand's own library for the library's edit and delete: another brand's → 404; a platform
// default → 409 (platform questions are changed from a study, where they are copied: update-survey-demographic.ts).
import { DEMOGRAPHIC_MSG } from "@/lib/study-rules/messages";
import { isId } from "@/lib/ids";
import type { DemographicQuestion } from "../generated/prisma/client";
import type { Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { conflict } from "../errors";
import { demographicNotFound } from "./update-survey-demographic";

/** For a caller holding survey.write. */
export async function lockBrandQuestion(tx: Tx, access: TBrandAccess, demographicId: string): Promise<DemographicQuestion> {
  if (!isId(demographicId)) throw demographicNotFound();
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "DemographicQuestion" WHERE id = ${demographicId} FOR UPDATE`;
  if (locked.length === 0) throw demographicNotFound();
  const q = await tx.demographicQuestion.findUniqueOrThrow({ where: { id: demographicId } });
  if (q.brand_id === null) throw conflict(DEMOGRAPHIC_MSG.notEditable);
  if (q.brand_id !== access.brandId || q.archived) throw demographicNotFound();
  return q;
}
