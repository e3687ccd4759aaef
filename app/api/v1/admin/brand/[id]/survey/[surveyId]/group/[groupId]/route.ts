// PUT /api/v1/admin/brand/{id}/survey/{s}/group/{groupId} {name, buckets, date_modified} – replaces a group of buckets
// (409 when changed since date_modified); DELETE – deletes it (spec 3 §7 "Groups of buckets"). bucket_group write (the
// services also need survey read).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { deleteBucketGroup } from "@/server/results/bucket-groups/delete";
import { updateBucketGroup } from "@/server/results/bucket-groups/update";

const params = z.object({ id: z.string(), surveyId: z.string(), groupId: z.string() });

export const PUT = withApi({
  permission: "bucket_group.write",
  params,
  // Checked by the service (lib/results/bucket-groups.ts, then against the study's questions).
  body: z.unknown(),
  handler: ({ access, params: p, body }) => updateBucketGroup(access, p.surveyId, p.groupId, body),
});

export const DELETE = withApi({
  permission: "bucket_group.write",
  params,
  handler: ({ access, params: p }) => deleteBucketGroup(access, p.surveyId, p.groupId),
});
