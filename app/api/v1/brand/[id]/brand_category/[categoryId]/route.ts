// GET /api/v1/brand/{id}/brand_category/{categoryId} – one brand category {_id, name, gender} (any member).
// PUT – rename {name, gender?}; DELETE – refused with 409 while assortments use it (brand settings writers).
import { z } from "zod";
import { ZBrandCategoryInput } from "@/lib/brands/wire";
import { withApi } from "@/server/http/with-api";
import { getBrandCategory } from "@/server/assortments/get-brand-category";
import { deleteBrandCategory, updateBrandCategory } from "@/server/brands/brand-categories";

const params = z.object({ id: z.string(), categoryId: z.string() });

export const GET = withApi({
  permission: "brand.member",
  params,
  handler: ({ access, params }) => getBrandCategory(access, params.categoryId),
});

export const PUT = withApi({
  permission: "settings.write",
  params,
  body: ZBrandCategoryInput,
  handler: ({ access, params, body }) => updateBrandCategory(access, params.categoryId, body),
});

export const DELETE = withApi({
  permission: "settings.write",
  params,
  handler: ({ access, params }) => deleteBrandCategory(access, params.categoryId),
});
