// GET /api/v1/upload_signature?type=image|bulk&brand_id= – upload parameters (spec 1 §7): { upload_url,
// max_file_bytes, max_files, accepted }.
//
// Access: with brand_id, product write on that brand (the declaration, read by the access matrix). Without brand_id
// the answer names no brand (the URL keeps a {brandId} placeholder) and tells only the public limits, so any
// signed-in user may ask — one withApi declaration cannot say "a brand permission when the brand is named", so the
// two cases are two declarations and GET picks one by the query.
import type { NextRequest } from "next/server";
import { z } from "zod";
import { withApi, type TApiHandler } from "@/server/http/with-api";
import { uploadSignature } from "@/server/storage/upload-signature";

const query = z.object({
  type: z.enum(["image", "bulk"]).default("image"),
  brand_id: z.string().optional(),
});

const forBrand = withApi({
  permission: "product.write",
  brand: ({ query }) => query.brand_id ?? "",
  query,
  handler: async ({ access, query }) => uploadSignature(query.type, access.brandId),
});

const withoutBrand = withApi({
  permission: "signed-in",
  query,
  handler: async ({ query }) => uploadSignature(query.type, query.brand_id ?? "{brandId}"),
});

export const GET: TApiHandler = Object.assign(
  (req: NextRequest, ctx: Parameters<TApiHandler>[1]) => (req.nextUrl.searchParams.get("brand_id") ? forBrand : withoutBrand)(req, ctx),
  { meta: forBrand.meta },
);
