// GET /api/v1/me – the current user; PUT /api/v1/me – update first name, last name and department.
import { ZUpdateMe } from "@/lib/schemas/user";
import { withApi } from "@/server/http/with-api";
import { getMe } from "@/server/users/get-me";
import { updateMe } from "@/server/users/update-me";

export const GET = withApi({ permission: "signed-in", handler: ({ actor }) => getMe(actor) });

export const PUT = withApi({
  permission: "signed-in",
  body: ZUpdateMe,
  envelope: "raw",
  handler: ({ actor, body }) => updateMe(actor, body),
});
