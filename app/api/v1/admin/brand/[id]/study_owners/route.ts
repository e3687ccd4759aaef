// GET /api/v1/admin/brand/{id}/study_owners – the users an admin may make a study's owner (spec 2 §6).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { listOwnerCandidates } from "@/server/wizard/owner-candidates";

export const GET = withApi({
  params: z.object({ id: z.string() }),
  handler: ({ actor, params }) => listOwnerCandidates(actor, params.id),
});
