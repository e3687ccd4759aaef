// POST /api/v1/admin/brand/{id}/survey/{s}/group {name, buckets} – creates a group of buckets (spec 3 §7 "Groups of
// buckets"). bucket_group write (the service also needs survey read).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { createBucketGroup } from "@/server/results/bucket-groups/create";

export const POST = withApi({
  permission: "bucket_group.write",
  params: z.object({ id: z.string(), surveyId: z.string() }),
  // Checked by the service (lib/results/bucket-groups.ts, then against the study's questions).
  body: z.unknown(),
  status: 201,
  handler: ({ access, params, body }) => createBucketGroup(access, params.surveyId, body),
});
