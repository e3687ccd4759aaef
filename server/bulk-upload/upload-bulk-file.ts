// POST /api/v1/brand/{b}/upload/bulk: stores ONE spreadsheet for a later preview and answers its opaque
// reference. Sniffed, size-limited, product write only (spec 1 §5, §9; DESIGN.md rule 9).
import { BULK_UPLOAD_MAX_BYTES, BULK_UPLOAD_MAX_FILES } from "@/lib/bulk-upload/limits";
import { BULK_MSG } from "@/lib/bulk-upload/messages";
import { sniffSpreadsheet } from "@/lib/bulk-upload/sniff";
import type { Actor } from "../access/actor";
import { requireBrand } from "../access/brand-access";
import { invalid } from "../errors";
import { fileRefOf, saveStoredUpload } from "./stored-upload";

/** What the route hands over: the parts of the multipart "file" field. */
export interface TUploadedFile {
  name: string;
  size: number;
  bytes(): Promise<Uint8Array>;
}

/** `readFiles` is called only after the access check, so an outsider's body is never parsed. */
export async function uploadBulkFile(actor: Actor, brandId: string, readFiles: () => Promise<TUploadedFile[]>): Promise<{ file_url: string }> {
  await requireBrand(actor, brandId, { entity: "product", action: "write" });
  const files = await readFiles();
  if (files.length === 0) throw invalid(BULK_MSG.noFile, [{ name: "file", reason: BULK_MSG.noFile }]);
  if (files.length > BULK_UPLOAD_MAX_FILES) throw invalid(BULK_MSG.oneFileOnly, [{ name: "file", reason: BULK_MSG.oneFileOnly }]);
  const file = files[0]!;
  if (file.size > BULK_UPLOAD_MAX_BYTES) throw invalid(BULK_MSG.tooLarge, [{ name: "file", reason: BULK_MSG.tooLarge }]);
  const bytes = await file.bytes();
  const kind = sniffSpreadsheet(bytes.subarray(0, 8));
  if (kind !== "xlsx") {
    const reason = kind === "xls" ? BULK_MSG.legacyXls : BULK_MSG.notSpreadsheet;
    throw invalid(reason, [{ name: "file", reason }]);
  }
  return { file_url: fileRefOf(await saveStoredUpload(brandId, bytes)) };
}
