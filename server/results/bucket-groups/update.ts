import "server-only";
// PUT /api/v1/admin/brand/{b}/survey/{s}/group/{id} {name, buckets, date_modified} (spec 3 §7 "Groups of buckets"):
// replaces a group's name and buckets. Optimistic: the write names the date_modified the client read, and a group
// changed since is a 409 (docs/decisions.md P9, bucket groups). A group of another study or brand is a 404; a
// question that is not a rated question of the study a 400; in every case nothing is written. Needs
// bucket_group.write (declared) and survey.read.
import { BUCKET_GROUP_MSG, ZBucketGroupUpdate, type TBucketGroup } from "@/lib/results/bucket-groups";
import type { TBrandAccess } from "../../access/authorize";
import { prisma } from "../../db";
import { conflict } from "../../errors";
import { invalidFromZod } from "../../http/problem";
import { BUCKET_GROUP_SELECT, bucketGroupStudy, bucketsToStore, loadBucketGroup, requireStudyQuestions, serializeBucketGroup } from "./shared";

export async function updateBucketGroup(access: TBrandAccess, surveyId: string, groupId: string, rawBody: unknown): Promise<TBucketGroup> {
  const parsed = ZBucketGroupUpdate.safeParse(rawBody);
  if (!parsed.success) throw invalidFromZod(parsed.error, "body");
  const input = parsed.data;
  const read = new Date(input.date_modified);
  return prisma.$transaction(async (tx) => {
    const study = await bucketGroupStudy(access, surveyId, tx);
    const stored = await loadBucketGroup(access, study, groupId, tx);
    if (stored.date_modified.getTime() !== read.getTime()) throw conflict(BUCKET_GROUP_MSG.stale);
    await requireStudyQuestions(tx, study.id, input);
    const now = new Date();
    // The guard: the row changes only while it still has the date_modified the client read.
    const { count } = await tx.bucketGroup.updateMany({
      where: access.where({ id: stored.id, survey_id: study.id, date_modified: read }),
      data: { name: input.name, buckets: bucketsToStore(input, now) as object[], date_modified: now },
    });
    if (count === 0) throw conflict(BUCKET_GROUP_MSG.stale);
    return serializeBucketGroup(await tx.bucketGroup.findUniqueOrThrow({ where: { id: stored.id }, select: BUCKET_GROUP_SELECT }));
  });
}
