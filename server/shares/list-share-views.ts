import "server-only";
// GET …/survey/{s}/get_share/{id}/views?page= (P15 item 6): a link's views, newest first, SHARE_VIEWS_PAGE a page, for
// the link manager's pager. Needs share_token.read; a link of another study or brand, or a malformed id, is a 404.
import { isId } from "@/lib/ids";
import { SHARE_VIEWS_PAGE } from "@/lib/shares/messages";
import { ZShareViewsQuery, type TShareViewsPage } from "@/lib/shares/wire";
import type { TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { parseInput } from "../http/problem";
import { loadVisibleStudy } from "../studies/load-study";
import { shareNotFound } from "./update-share";

export async function listShareViews(access: TBrandAccess, surveyId: string, shareId: string, raw: unknown): Promise<TShareViewsPage> {
  const { page } = parseInput(ZShareViewsQuery, raw ?? {}, "query parameter");
  const study = await loadVisibleStudy(access, surveyId);
  if (!isId(shareId)) throw shareNotFound();
  const link = await prisma.shareToken.findFirst({ where: { id: shareId, survey_id: study.id, brand_id: access.brandId }, select: { id: true, _count: { select: { views: true } } } });
  if (!link) throw shareNotFound();
  const views = await prisma.shareView.findMany({
    where: { share_token_id: link.id },
    orderBy: [{ date_created: "desc" }, { id: "desc" }],
    skip: (page - 1) * SHARE_VIEWS_PAGE,
    take: SHARE_VIEWS_PAGE,
    select: { email: true, date_created: true },
  });
  return { views: views.map((v) => ({ email: v.email, date_created: v.date_created.toISOString() })), page, per_page: SHARE_VIEWS_PAGE, total: link._count.views };
}
