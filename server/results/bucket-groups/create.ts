import "server-only";
// POST /api/v1/admin/brand/{b}/survey/{s}/group {name, buckets} (spec 3 §7 "Groups of buckets"): a new group of
// buckets on the study. The input rules and texts are lib/results/bucket-groups.ts; every question must be a rated
// question of this study, else a 400 naming the others and nothing is written. Needs bucket_group.write (declared)
// and survey.read.
import { ZBucketGroupInput, type TBucketGroup } from "@/lib/results/bucket-groups";
import type { TBrandAccess } from "../../access/authorize";
import { prisma } from "../../db";
import { invalidFromZod } from "../../http/problem";
import { BUCKET_GROUP_SELECT, bucketGroupStudy, bucketsToStore, requireStudyQuestions, serializeBucketGroup } from "./shared";

export async function createBucketGroup(access: TBrandAccess, surveyId: string, rawBody: unknown): Promise<TBucketGroup> {
  const parsed = ZBucketGroupInput.safeParse(rawBody);
  if (!parsed.success) throw invalidFromZod(parsed.error, "body");
  const input = parsed.data;
  const study = await bucketGroupStudy(access, surveyId);
  await requireStudyQuestions(prisma, study.id, input);
  const now = new Date();
  const row = await prisma.bucketGroup.create({
    data: { brand_id: access.brandId, survey_id: study.id, name: input.name, buckets: bucketsToStore(input, now) as object[], date_created: now, date_modified: now },
    select: BUCKET_GROUP_SELECT,
  });
  return serializeBucketGroup(row);
}
