// DELETE /api/v1/admin/user/{id}/mfa – an admin resets a user's two-step sign-in (P8 item 11): secret, pending secret,
// last step and recovery codes go, and the user's sessions end.
import { z } from "zod";
import { MFA_MSG } from "@/lib/auth/messages";
import { withApi } from "@/server/http/with-api";
import { resetMfa } from "@/server/users/reset-mfa";

export const DELETE = withApi({
  permission: "admin",
  denied: MFA_MSG.resetAdminOnly,
  params: z.object({ id: z.string() }),
  handler: ({ actor, params }) => resetMfa(actor, params.id),
});
