// GET /api/v1/brand/{id}/knowledge_base/collections – the brand's collections; POST {name, description?} – a new one
// (P14 item 1; server/knowledge/collections.ts).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { createCollection } from "@/server/knowledge/collections/create";
import { listCollections } from "@/server/knowledge/collections/list";

const params = z.object({ id: z.string() });

export const GET = withApi({ permission: "knowledge_base.read", params, handler: ({ access }) => listCollections(access) });

export const POST = withApi({
  permission: "knowledge_base.write",
  params,
  body: z.unknown(),
  status: 201,
  handler: ({ access, body }) => createCollection(access, body),
});
