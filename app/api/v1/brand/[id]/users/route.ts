// GET /api/v1/brand/{id}/users – the users of a brand (admins, or settings readers of the brand).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { listBrandUsers } from "@/server/users/brand-users";

export const GET = withApi({
  permission: "settings.read",
  params: z.object({ id: z.string() }),
  handler: ({ access }) => listBrandUsers(access),
});
