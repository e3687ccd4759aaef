// DELETE /api/v1/brand/{id}/knowledge_base/collections/{collectionId}/items/{itemId} – take an entry out of a
// collection (the entry stays in the knowledge base; P14 item 1).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { removeCollectionItem } from "@/server/knowledge/collections/remove-item";

export const DELETE = withApi({
  permission: "knowledge_base.write",
  params: z.object({ id: z.string(), collectionId: z.string(), itemId: z.string() }),
  handler: ({ access, params }) => removeCollectionItem(access, params.collectionId, params.itemId),
});
