// POST /api/v1/brand/{id}/upload – product images, multipart field "file" (1–16 files, ≤100 MB each, sniffed)
// → { results: [{ original, desktop, mobile }] } (product write).
import { z } from "zod";
import { PRODUCT_LIMITS, PRODUCT_MSG } from "@/lib/products/messages";
import { UPLOAD_REASON } from "@/lib/products/rules";
import { invalid } from "@/server/errors";
import { withApi } from "@/server/http/with-api";
import { uploadProductImages } from "@/server/products/upload-images";

const refuse = (reason: string) => invalid(PRODUCT_MSG.uploadFailed(reason), [{ name: "file", reason }]);

/** Multipart framing allowance on top of the files themselves. */
const FRAMING_BYTES = 1_048_576;

export const POST = withApi({
  params: z.object({ id: z.string() }),
  handler: ({ actor, params, req }) =>
    uploadProductImages(actor, params.id, async () => {
      // A body larger than 16 full-size files cannot be a valid batch: refuse it before reading it into memory.
      const length = Number(req.headers.get("content-length") ?? 0);
      if (length > PRODUCT_LIMITS.maxFiles * PRODUCT_LIMITS.maxFileBytes + FRAMING_BYTES) throw refuse(UPLOAD_REASON.batchTooLarge);
      const form = await req.formData().catch(() => null);
      if (!form) throw refuse(UPLOAD_REASON.noFiles);
      const files = form.getAll("file").filter((v): v is File => typeof v !== "string");
      return files.map((f) => ({ name: f.name, size: f.size, bytes: async () => new Uint8Array(await f.arrayBuffer()) }));
    }),
});
