// PUT /api/v1/admin/brand/{brandId}/merchants/{userId} – activate a user in the brand; DELETE – deactivate.
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { setMembershipActive } from "@/server/users/membership";

const params = z.object({ id: z.string(), userId: z.string() });

export const PUT = withApi({ params, handler: ({ actor, params: p }) => setMembershipActive(actor, p.id, p.userId, true) });

export const DELETE = withApi({ params, handler: ({ actor, params: p }) => setMembershipActive(actor, p.id, p.userId, false) });
