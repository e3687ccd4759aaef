// POST /api/v1/brand/{id}/upload/bulk – stores one bulk-upload spreadsheet (multipart "file", ≤ 100 MB, .xlsx)
// and answers { results: { file_url } } for bulkUploadProductsPreview. (The segment is [id] because Next
// requires one slug name per level and /api/v1/brand/[id] exists.)
import { z } from "zod";
import { BULK_UPLOAD_MAX_BYTES } from "@/lib/bulk-upload/limits";
import { BULK_MSG } from "@/lib/bulk-upload/messages";
import { invalid } from "@/server/errors";
import { withApi } from "@/server/http/with-api";
import { uploadBulkFile, type TUploadedFile } from "@/server/bulk-upload/upload-bulk-file";

/** Multipart framing on top of the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

export const POST = withApi({
  params: z.object({ id: z.string() }),
  handler: ({ actor, params, req }) =>
    uploadBulkFile(actor, params.id, async (): Promise<TUploadedFile[]> => {
      // Refuse an oversized body before reading it.
      if (Number(req.headers.get("content-length") ?? 0) > BULK_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD) throw invalid(BULK_MSG.tooLarge);
      const form = await req.formData().catch(() => null);
      if (!form) throw invalid(BULK_MSG.noFile, [{ name: "file", reason: BULK_MSG.noFile }]);
      return form
        .getAll("file")
        .filter((f): f is File => typeof f !== "string")
        .map((f) => ({ name: f.name, size: f.size, bytes: async () => new Uint8Array(await f.arrayBuffer()) }));
    }),
});
