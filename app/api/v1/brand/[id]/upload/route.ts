// POST /api/v1/brand/{id}/upload – product images, multipart field "file" (1–16 files, ≤100 MB each, streamed to
// disk, sniffed) → { results: [{ original, desktop, mobile }] } (product write). Over the limits → 413 naming them.
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { receiveFiles } from "@/server/storage/receive-files";
import { IMAGE_UPLOAD_LIMITS, uploadProductImages } from "@/server/products/upload-images";

export const POST = withApi({
  permission: "product.write",
  params: z.object({ id: z.string() }),
  // Access is checked before the body is read: a refused caller's 1.6 GB is never parsed.
  handler: ({ access, req }) => receiveFiles(req, IMAGE_UPLOAD_LIMITS, (files) => uploadProductImages(access, files)),
});
