import "server-only";
// GET /api/v1/upload_signature (spec 1 §7): the original client fetched signed parameters for a media-processing
// service; we store uploads ourselves (DESIGN.md rule 9), so the answer is where to POST and the limits to check
// before sending. Nothing here is secret: the upload routes themselves check access and enforce the limits.
import { BULK_UPLOAD_EXTENSIONS, PRODUCT_LIMITS } from "@/lib/products/messages";
import { ACCEPTED_IMAGE_MIME } from "@/lib/products/rules";

export interface TUploadSignature {
  upload_url: string;
  max_file_bytes: number;
  max_files: number;
  accepted: string[];
}

/** The upload target of `type` for `brand` (a brand id, or the "{brandId}" placeholder when none was named). */
export function uploadSignature(type: "image" | "bulk", brand: string): TUploadSignature {
  return type === "bulk"
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
}
