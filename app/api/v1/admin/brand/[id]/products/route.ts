// GET /api/v1/admin/brand/{id}/products/?offset=0&limit=10000&assortmentId= – the brand's products (product read).
import { z } from "zod";
import { PRODUCT_LIMITS } from "@/lib/products/messages";
import { ID_PATTERN } from "@/lib/ids";
import { withApi } from "@/server/http/with-api";
import { listProductsForExport } from "@/server/products/list-products-export";

export const GET = withApi({
  permission: "product.read",
  params: z.object({ id: z.string() }),
  query: z.object({
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(PRODUCT_LIMITS.listDefaultLimit).default(PRODUCT_LIMITS.listDefaultLimit),
    assortmentId: z.string().regex(ID_PATTERN, { message: "Must be a 24-character lowercase hexadecimal id." }).optional(),
  }),
  handler: ({ access, query }) => listProductsForExport(access, query),
});
