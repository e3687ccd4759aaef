// POST /api/v1/brand/{id}/knowledge_base/collections/{collectionId}/items {kind, source_id} – add an entry of the
// brand's knowledge base to the end of a collection (P14 item 1).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { addCollectionItem } from "@/server/knowledge/collections/add-item";

export const POST = withApi({
  permission: "knowledge_base.write",
  params: z.object({ id: z.string(), collectionId: z.string() }),
  body: z.unknown(),
  status: 201,
  handler: ({ access, params, body }) => addCollectionItem(access, params.collectionId, body),
});
