// POST /api/v1/admin/brand – create a brand with defaults (spec 1 §5: the input is empty; any field → 400); admins only.
import { BRAND_MSG } from "@/lib/brands/messages";
import { ZCreateBrandBody } from "@/lib/brands/wire";
import { createBrand } from "@/server/brands/create-brand";
import { withApi } from "@/server/http/with-api";

export const POST = withApi({
  permission: "admin",
  denied: BRAND_MSG.createAdminOnly,
  body: ZCreateBrandBody,
  status: 201,
  handler: async () => ({ _id: (await createBrand())._id }),
});
