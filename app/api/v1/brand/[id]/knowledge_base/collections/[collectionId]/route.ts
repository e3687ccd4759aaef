// GET /api/v1/brand/{id}/knowledge_base/collections/{collectionId} – a collection with its entries in order; PATCH
// {date_modified, name?, description?, order?} – edit or reorder it; DELETE – remove it (P14 item 1).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { deleteCollection } from "@/server/knowledge/collections/delete";
import { getCollection } from "@/server/knowledge/collections/shared";
import { updateCollection } from "@/server/knowledge/collections/update";

const params = z.object({ id: z.string(), collectionId: z.string() });

export const GET = withApi({ permission: "knowledge_base.read", params, handler: ({ access, params }) => getCollection(access, params.collectionId) });

export const PATCH = withApi({
  permission: "knowledge_base.write",
  params,
  body: z.unknown(),
  handler: ({ access, params, body }) => updateCollection(access, params.collectionId, body),
});

export const DELETE = withApi({ permission: "knowledge_base.write", params, handler: ({ access, params }) => deleteCollection(access, params.collectionId) });
