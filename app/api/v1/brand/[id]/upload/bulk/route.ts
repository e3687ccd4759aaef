// POST /api/v1/brand/{id}/upload/bulk – stores one bulk-upload spreadsheet (multipart "file", ≤ 100 MB, .xlsx, streamed
// to disk) and answers { results: { file_url } } for bulkUploadProductsPreview (product write). Over the limits → 413.
// (The segment is [id] because Next requires one slug name per level and /api/v1/brand/[id] exists.)
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { receiveFiles } from "@/server/storage/receive-files";
import { BULK_UPLOAD_LIMITS, uploadBulkFile } from "@/server/bulk-upload/upload-bulk-file";

export const POST = withApi({
  permission: "product.write",
  params: z.object({ id: z.string() }),
  // Access is checked before the body is read.
  handler: ({ access, req }) => receiveFiles(req, BULK_UPLOAD_LIMITS, (files) => uploadBulkFile(access, files)),
});
