// GET /api/v1/brand/{id}/brand_category – the brand's categories {_id, name, gender} (any member).
// POST – a new category {name, gender?} (brand settings: admin, or settings + brand write) → 201 TBrandCategoryRow.
import { z } from "zod";
import { ZBrandCategoryInput } from "@/lib/brands/wire";
import { withApi } from "@/server/http/with-api";
import { listBrandCategories } from "@/server/assortments/list-brand-categories";
import { createBrandCategory } from "@/server/brands/brand-categories";

export const GET = withApi({
  params: z.object({ id: z.string() }),
  handler: ({ actor, params }) => listBrandCategories(actor, params.id),
});

export const POST = withApi({
  params: z.object({ id: z.string() }),
  body: ZBrandCategoryInput,
  status: 201,
  handler: ({ actor, params, body }) => createBrandCategory(actor, params.id, body),
});
