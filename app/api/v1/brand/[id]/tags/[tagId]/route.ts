// DELETE /api/v1/brand/{id}/tags/{tagId} – deletes the tag and every tag below it (settings writers).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { deleteBrandTag } from "@/server/brands/brand-tags";

export const DELETE = withApi({
  permission: "settings.write",
  params: z.object({ id: z.string(), tagId: z.string() }),
  handler: ({ access, params }) => deleteBrandTag(access, params.tagId),
});
