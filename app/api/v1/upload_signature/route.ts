// GET /api/v1/upload_signature?type=image|bulk&brand_id= – upload parameters (spec 1 §7). The original client
// fetched signed parameters for a media-processing service; we store uploads ourselves (DESIGN.md rule 9), so
// the answer is where to POST and the limits to check before sending: { upload_url, max_file_bytes, max_files,
// accepted }. Without brand_id the URL keeps a {brandId} placeholder.
import { z } from "zod";
import { BULK_UPLOAD_EXTENSIONS, PRODUCT_LIMITS } from "@/lib/products/messages";
import { ACCEPTED_IMAGE_MIME } from "@/lib/products/rules";
import { withApi } from "@/server/http/with-api";
import { requireBrand } from "@/server/access/brand-access";

export const GET = withApi({
  query: z.object({
    type: z.enum(["image", "bulk"]).default("image"),
    brand_id: z.string().optional(),
  }),
  handler: async ({ actor, query }) => {
    if (query.brand_id) await requireBrand(actor, query.brand_id, { entity: "product", action: "write" });
    const brand = query.brand_id ?? "{brandId}";
    return query.type === "bulk"
      ? {
          upload_url: `/api/v1/brand/${brand}/upload/bulk`,
          max_file_bytes: PRODUCT_LIMITS.maxFileBytes,
          max_files: PRODUCT_LIMITS.bulkUploadFiles,
          accepted: [...BULK_UPLOAD_EXTENSIONS],
        }
      : {
          upload_url: `/api/v1/brand/${brand}/upload`,
          max_file_bytes: PRODUCT_LIMITS.maxFileBytes,
          max_files: PRODUCT_LIMITS.maxFiles,
          accepted: [...ACCEPTED_IMAGE_MIME],
        };
  },
});
