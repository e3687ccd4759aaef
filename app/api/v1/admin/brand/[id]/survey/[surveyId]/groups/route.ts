// GET /api/v1/admin/brand/{id}/survey/{s}/groups – the study's groups of buckets (spec 3 §7 "Groups of buckets").
// bucket_group read (spec 1 §6's own entity; the service also needs survey read).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { listBucketGroups } from "@/server/results/bucket-groups/list";

export const GET = withApi({
  permission: "bucket_group.read",
  params: z.object({ id: z.string(), surveyId: z.string() }),
  handler: ({ access, params }) => listBucketGroups(access, params.surveyId),
});
