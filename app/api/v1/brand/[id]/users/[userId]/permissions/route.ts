// PUT /api/v1/brand/{id}/users/{userId}/permissions – replace a user's permissions in the brand (users managers).
import { z } from "zod";
import { ZPermissionsUpdate } from "@/lib/brands/wire";
import { withApi } from "@/server/http/with-api";
import { setPermissions } from "@/server/users/set-permissions";

export const PUT = withApi({
  permission: "users.manage",
  params: z.object({ id: z.string(), userId: z.string() }),
  body: ZPermissionsUpdate,
  handler: ({ access, params, body }) => setPermissions(access, params.userId, body),
});
