import "server-only";
// POST /api/v1/brand/{b}/upload/bulk: stores ONE spreadsheet for a later preview and answers its opaque
// reference. Streamed to disk and size-limited by server/storage/receive-files.ts (more than one file or more than
// 100 MB → 413 naming the limit), then sniffed (spec 1 §5, §9; DESIGN.md rule 9).
import { open } from "node:fs/promises";
import { BULK_UPLOAD_MAX_BYTES, BULK_UPLOAD_MAX_FILES } from "@/lib/bulk-upload/limits";
import { BULK_MSG } from "@/lib/bulk-upload/messages";
import { sniffSpreadsheet } from "@/lib/bulk-upload/sniff";
import type { TBrandAccess } from "../access/authorize";
import { invalid } from "../errors";
import { tooLarge, type TReceivedFile, type TReceiveLimits } from "../storage/receive-files";
import { fileRefOf, storeUploadedFile } from "./stored-upload";

/** Multipart framing on top of the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

const noFile = () => invalid(BULK_MSG.noFile, [{ name: "file", reason: BULK_MSG.noFile }]);

/** How the route reads the multipart body: field "file", one file of at most 100 MB (spec 1 §9). */
export const BULK_UPLOAD_LIMITS: TReceiveLimits = {
  field: "file",
  maxFiles: BULK_UPLOAD_MAX_FILES,
  maxFileBytes: BULK_UPLOAD_MAX_BYTES,
  maxBodyBytes: BULK_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD,
  tooManyFiles: BULK_MSG.oneFileOnly,
  fileTooLarge: () => BULK_MSG.tooLarge,
  bodyTooLarge: BULK_MSG.tooLarge,
  malformed: noFile,
};

async function head(file: string): Promise<Uint8Array> {
  const handle = await open(file, "r");
  try {
    const bytes = new Uint8Array(8);
    const { bytesRead } = await handle.read(bytes, 0, 8, 0);
    return bytes.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Needs product.write. `files` are on disk (receive-files.ts); the one kept is moved into the brand's folder. */
export async function uploadBulkFile(access: TBrandAccess, files: readonly TReceivedFile[]): Promise<{ file_url: string }> {
  if (files.length === 0) throw noFile();
  // The receiver already holds these limits; checked again so the service never keeps an over-limit upload.
  if (files.length > BULK_UPLOAD_MAX_FILES) throw tooLarge(BULK_MSG.oneFileOnly);
  const file = files[0]!;
  if (file.size > BULK_UPLOAD_MAX_BYTES) throw tooLarge(BULK_MSG.tooLarge);
  const kind = sniffSpreadsheet(await head(file.path));
  if (kind !== "xlsx") {
    const reason = kind === "xls" ? BULK_MSG.legacyXls : BULK_MSG.notSpreadsheet;
    throw invalid(reason, [{ name: "file", reason }]);
  }
  return { file_url: fileRefOf(await storeUploadedFile(access.brandId, file.path)) };
}
