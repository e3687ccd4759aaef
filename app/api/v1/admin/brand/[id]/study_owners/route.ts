// GET /api/v1/admin/brand/{id}/study_owners – the users an admin may make a study's owner (spec 2 §6).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { listOwnerCandidates, OWNER_ADMIN_ONLY } from "@/server/builder/owner-candidates";

export const GET = withApi({
  permission: "brand.admin",
  denied: OWNER_ADMIN_ONLY,
  params: z.object({ id: z.string() }),
  handler: ({ access }) => listOwnerCandidates(access),
});
