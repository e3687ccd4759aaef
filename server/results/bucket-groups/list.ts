import "server-only";
// GET /api/v1/admin/brand/{b}/survey/{s}/groups and GraphQL bucketGroups(brand_id, survey_id) (spec 3 §7 "Groups of
// buckets"): the study's groups of buckets, oldest first. Needs bucket_group.read (declared) and survey.read.
import type { TBucketGroup } from "@/lib/results/bucket-groups";
import type { TBrandAccess } from "../../access/authorize";
import { prisma } from "../../db";
import { BUCKET_GROUP_SELECT, bucketGroupStudy, serializeBucketGroup } from "./shared";

export async function listBucketGroups(access: TBrandAccess, surveyId: string): Promise<TBucketGroup[]> {
  const study = await bucketGroupStudy(access, surveyId);
  const rows = await prisma.bucketGroup.findMany({
    where: access.where({ survey_id: study.id }),
    select: BUCKET_GROUP_SELECT,
    orderBy: [{ date_created: "asc" }, { id: "asc" }],
  });
  return rows.map(serializeBucketGroup);
}
