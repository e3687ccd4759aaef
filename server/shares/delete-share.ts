import "server-only";
// DELETE …/survey/{s}/delete_share/{id} (spec 3 §7; P13 item 2): the link is gone (its views are kept with the study,
// without the link). Needs share_token.write; a link of another study is a 404. Answers the id.
import { isId } from "@/lib/ids";
import type { TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { loadVisibleStudy } from "../studies/load-study";
import { shareNotFound } from "./update-share";

export async function deleteShare(access: TBrandAccess, surveyId: string, shareId: string): Promise<string> {
  const study = await loadVisibleStudy(access, surveyId);
  if (!isId(shareId)) throw shareNotFound();
  const { count } = await prisma.shareToken.deleteMany({ where: { id: shareId, survey_id: study.id, brand_id: access.brandId } });
  if (count === 0) throw shareNotFound();
  return shareId;
}
