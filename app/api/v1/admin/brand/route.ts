// POST /api/v1/admin/brand – create a brand with defaults and the name "Add New Brand" asked for ({} → "New Brand"; spec 1 §5; any other field → 400); admins only.
import { BRAND_MSG } from "@/lib/brands/messages";
import { ZCreateBrandBody } from "@/lib/brands/wire";
import { createBrand } from "@/server/brands/create-brand";
import { withApi } from "@/server/http/with-api";

export const POST = withApi({
  permission: "admin",
  denied: BRAND_MSG.createAdminOnly,
  body: ZCreateBrandBody,
  status: 201,
  handler: async ({ body }) => ({ _id: (await createBrand({ name: body.name }))._id }),
});
