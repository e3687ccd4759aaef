// GET /api/v1/brand/{id}/tags – the brand's own tags by path (settings readers).
// POST {name, parent_id?} – a new tag under an optional parent (settings writers) → 201 TBrandTag.
import { z } from "zod";
import { ZBrandTagCreate } from "@/lib/brands/wire";
import { withApi } from "@/server/http/with-api";
import { createBrandTag, listBrandTags } from "@/server/brands/brand-tags";

export const GET = withApi({
  permission: "settings.read",
  params: z.object({ id: z.string() }),
  handler: ({ access }) => listBrandTags(access),
});

export const POST = withApi({
  permission: "settings.write",
  params: z.object({ id: z.string() }),
  body: ZBrandTagCreate,
  status: 201,
  handler: ({ access, body }) => createBrandTag(access, body),
});
