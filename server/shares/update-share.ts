import "server-only";
// POST …/survey/{s}/update_share/{id} {expires_at?, revoked?: true} (spec 3 §7; P13 item 2): a new expiry, or the link
// revoked (for good: a revoked link is never valid again). Needs share_token.write; a link of another study is a 404.
import { isId } from "@/lib/ids";
import { SHARE_MSG } from "@/lib/shares/messages";
import { ZShareUpdate, type TShareLink } from "@/lib/shares/wire";
import type { TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { AppError } from "../errors";
import { parseInput } from "../http/problem";
import { loadVisibleStudy } from "../studies/load-study";
import { SHARE_SELECT, serializeShare } from "./share.select";

export const shareNotFound = () => new AppError("not_found", SHARE_MSG.notFound);

export async function updateShare(access: TBrandAccess, surveyId: string, shareId: string, raw: unknown): Promise<TShareLink> {
  const input = parseInput(ZShareUpdate, raw ?? {}, "body");
  const study = await loadVisibleStudy(access, surveyId);
  if (!isId(shareId)) throw shareNotFound();
  const { count } = await prisma.shareToken.updateMany({
    where: { id: shareId, survey_id: study.id, brand_id: access.brandId },
    data: {
      ...(input.expires_at !== undefined ? { expires_at: input.expires_at ? new Date(input.expires_at) : null } : {}),
      ...(input.revoked ? { revoked: true } : {}),
    },
  });
  if (count === 0) throw shareNotFound();
  return serializeShare(await prisma.shareToken.findUniqueOrThrow({ where: { id: shareId }, select: SHARE_SELECT }));
}
