import "server-only";
// segmentationProfilesForBrand (spec 2 §7): the segmentation profiles of the brand's studies (newest study first),
// each naming its study, so a profile can be reused. Survey read.
import type { TBrandSegmentationProfile } from "@/lib/demographics/wire";
import { prisma } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { toWireSegmentationProfile } from "../builder/load-builder";

/** Needs survey.read. */
export async function listBrandSegmentationProfiles(access: TBrandAccess): Promise<TBrandSegmentationProfile[]> {
  const rows = await prisma.segmentationProfile.findMany({
    where: { survey: access.where() },
    include: { survey: { select: { id: true, title: true } } },
    orderBy: [{ survey: { date_created: "desc" } }, { order: "asc" }, { id: "asc" }],
    take: 1000,
  });
  return rows.map((p) => ({ ...toWireSegmentationProfile(p), survey_id: p.survey.id, survey_title: p.survey.title }));
}
