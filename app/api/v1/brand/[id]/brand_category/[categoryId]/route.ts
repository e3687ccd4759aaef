// GET /api/v1/brand/{id}/brand_category/{categoryId} – one brand category {_id, name, gender}.
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { getBrandCategory } from "@/server/assortments/get-brand-category";

export const GET = withApi({
  params: z.object({ id: z.string(), categoryId: z.string() }),
  handler: ({ actor, params }) => getBrandCategory(actor, params.id, params.categoryId),
});
