// GET /api/v1/brand/{id}/brand_category – the brand's categories {_id, name, gender} (assortment read).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { listBrandCategories } from "@/server/assortments/list-brand-categories";

export const GET = withApi({
  params: z.object({ id: z.string() }),
  handler: ({ actor, params }) => listBrandCategories(actor, params.id),
});
