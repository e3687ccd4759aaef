// DELETE /api/v1/admin/user/{id}/delete – an admin deletes a user (not themselves).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { deleteUser } from "@/server/users/delete-user";

export const DELETE = withApi({
  params: z.object({ id: z.string() }),
  handler: ({ actor, params }) => deleteUser(actor, params.id),
});
