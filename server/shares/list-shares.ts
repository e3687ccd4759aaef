import "server-only";
// GET …/survey/{s}/get_share (spec 3 §7; P13 item 2): the study's share links, newest first, each with its views (who,
// when). Needs share_token.read on the brand; another brand's study is a 404.
import type { TShareLink } from "@/lib/shares/wire";
import type { TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { loadVisibleStudy } from "../studies/load-study";
import { SHARE_SELECT, serializeShare } from "./share.select";

export async function listShares(access: TBrandAccess, surveyId: string): Promise<TShareLink[]> {
  const study = await loadVisibleStudy(access, surveyId);
  const rows = await prisma.shareToken.findMany({ where: { survey_id: study.id, brand_id: access.brandId }, orderBy: [{ date_created: "desc" }, { id: "desc" }], select: SHARE_SELECT });
  return rows.map(serializeShare);
}
