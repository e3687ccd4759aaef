// POST /api/v1/reports/all-brands – the admin brands list rows {is_active?} (spec 1 §7); admins only.
import { BRAND_MSG } from "@/lib/brands/messages";
import { ZAllBrandsBody } from "@/lib/brands/wire";
import { allBrandsReport } from "@/server/brands/all-brands-report";
import { withApi } from "@/server/http/with-api";

export const POST = withApi({
  permission: "admin",
  denied: BRAND_MSG.listAdminOnly,
  body: ZAllBrandsBody,
  handler: ({ body }) => allBrandsReport(body),
});
