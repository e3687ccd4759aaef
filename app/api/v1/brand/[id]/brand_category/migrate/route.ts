// POST /api/v1/brand/{id}/brand_category/migrate {from, to} – moves every assortment of `from` to `to`, then
// deletes `from`, in one transaction (brand settings writers) → { results: TBrandCategoryRow & { moved } }.
import { z } from "zod";
import { ZBrandCategoryMigrate } from "@/lib/brands/wire";
import { withApi } from "@/server/http/with-api";
import { migrateBrandCategory } from "@/server/brands/brand-categories";

export const POST = withApi({
  permission: "settings.write",
  params: z.object({ id: z.string() }),
  body: ZBrandCategoryMigrate,
  handler: ({ access, body }) => migrateBrandCategory(access, body.from, body.to),
});
