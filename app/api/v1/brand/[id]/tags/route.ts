// GET /api/v1/brand/{id}/tags – the brand's own tags by path (settings readers).
// POST {name, parent_id?} – a new tag under an optional parent (settings writers) → 201 TBrandTag.
import { z } from "zod";
import { ZBrandTagCreate } from "@/lib/brands/wire";
import { withApi } from "@/server/http/with-api";
import { createBrandTag, listBrandTags } from "@/server/brands/brand-tags";

export const GET = withApi({
  params: z.object({ id: z.string() }),
  handler: ({ actor, params }) => listBrandTags(actor, params.id),
});

export const POST = withApi({
  params: z.object({ id: z.string() }),
  body: ZBrandTagCreate,
  status: 201,
  handler: ({ actor, params, body }) => createBrandTag(actor, params.id, body),
});
