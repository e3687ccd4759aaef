// PUT /api/v1/admin/brand/{brandId}/merchants/{userId} – activate a user in the brand; DELETE – deactivate
// (users managers of the brand).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { setMembershipActive } from "@/server/users/membership";

const params = z.object({ id: z.string(), userId: z.string() });

export const PUT = withApi({
  permission: "users.manage",
  params,
  handler: ({ access, params: p }) => setMembershipActive(access, p.userId, true),
});

export const DELETE = withApi({
  permission: "users.manage",
  params,
  handler: ({ access, params: p }) => setMembershipActive(access, p.userId, false),
});
