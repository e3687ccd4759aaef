// DELETE /api/v1/brand/{id}/survey/{s}/delete_share/{shareId} – removes a link (spec 3 §7; P13 item 2).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { deleteShare } from "@/server/shares/delete-share";

export const DELETE = withApi({
  permission: "share_token.write",
  params: z.object({ id: z.string(), surveyId: z.string(), shareId: z.string() }),
  handler: ({ access, params }) => deleteShare(access, params.surveyId, params.shareId),
});
