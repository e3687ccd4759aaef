// DELETE /api/v1/admin/user/{id}/delete – an admin deletes a user (not themselves).
import { z } from "zod";
import { USER_MSG } from "@/lib/brands/messages";
import { withApi } from "@/server/http/with-api";
import { deleteUser } from "@/server/users/delete-user";

export const DELETE = withApi({
  permission: "admin",
  denied: USER_MSG.deleteAdminOnly,
  params: z.object({ id: z.string() }),
  handler: ({ actor, params }) => deleteUser(actor, params.id),
});
