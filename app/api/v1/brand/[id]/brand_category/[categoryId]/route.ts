// GET /api/v1/brand/{id}/brand_category/{categoryId} – one brand category {_id, name, gender}.
// PUT – rename {name, gender?}; DELETE – refused with 409 while assortments use it (brand settings writers).
import { z } from "zod";
import { ZBrandCategoryInput } from "@/lib/brands/wire";
import { withApi } from "@/server/http/with-api";
import { getBrandCategory } from "@/server/assortments/get-brand-category";
import { deleteBrandCategory, updateBrandCategory } from "@/server/brands/brand-categories";

const params = z.object({ id: z.string(), categoryId: z.string() });

export const GET = withApi({
  params,
  handler: ({ actor, params }) => getBrandCategory(actor, params.id, params.categoryId),
});

export const PUT = withApi({
  params,
  body: ZBrandCategoryInput,
  handler: ({ actor, params, body }) => updateBrandCategory(actor, params.id, params.categoryId, body),
});

export const DELETE = withApi({
  params,
  handler: ({ actor, params }) => deleteBrandCategory(actor, params.id, params.categoryId),
});
