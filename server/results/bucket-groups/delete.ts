import "server-only";
// DELETE /api/v1/admin/brand/{b}/survey/{s}/group/{id} (spec 3 §7 "Groups of buckets"): deletes a group of buckets.
// A group of another study or brand, or an unknown id, is a 404 and nothing is deleted. Needs bucket_group.write
// (declared) and survey.read.
import type { TBrandAccess } from "../../access/authorize";
import { prisma } from "../../db";
import { bucketGroupNotFound, bucketGroupStudy, loadBucketGroup } from "./shared";

export async function deleteBucketGroup(access: TBrandAccess, surveyId: string, groupId: string): Promise<{ _id: string; deleted: true }> {
  const study = await bucketGroupStudy(access, surveyId);
  const group = await loadBucketGroup(access, study, groupId);
  const { count } = await prisma.bucketGroup.deleteMany({ where: access.where({ id: group.id, survey_id: study.id }) });
  // Deleted by someone else in between: as unknown.
  if (count === 0) throw bucketGroupNotFound();
  return { _id: group.id, deleted: true };
}
