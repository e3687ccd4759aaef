// GET /api/v1/brand/{id}/brand_category – the brand's categories {_id, name, gender} (any member).
// POST – a new category {name, gender?} (brand settings writers) → 201 TBrandCategoryRow.
import { z } from "zod";
import { ZBrandCategoryInput } from "@/lib/brands/wire";
import { withApi } from "@/server/http/with-api";
import { listBrandCategories } from "@/server/assortments/list-brand-categories";
import { createBrandCategory } from "@/server/brands/brand-categories";

export const GET = withApi({
  permission: "brand.member",
  params: z.object({ id: z.string() }),
  handler: ({ access }) => listBrandCategories(access),
});

export const POST = withApi({
  permission: "settings.write",
  params: z.object({ id: z.string() }),
  body: ZBrandCategoryInput,
  status: 201,
  handler: ({ access, body }) => createBrandCategory(access, body),
});
