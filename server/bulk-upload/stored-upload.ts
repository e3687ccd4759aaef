import "server-only";
// Where uploaded bulk spreadsheets live between upload, preview and apply: UPLOAD_DIR/bulk/<brand id>/<id>.xlsx.
// The client only ever holds the opaque reference "upload:<id>"; it resolves inside the brand's own folder, so
// another brand cannot use it. Files are removed after a successful apply and swept after BULK_UPLOAD_TTL_MS.
import { copyFile, mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { BULK_FILE_REF_PREFIX, BULK_UPLOAD_TTL_MS } from "@/lib/bulk-upload/limits";
import { BULK_MSG } from "@/lib/bulk-upload/messages";
import { isId, newId } from "@/lib/ids";
import { invalid } from "../errors";
import { uploadRoot } from "../storage/images";

function brandDir(brandId: string): string {
  // Both ids are checked before they become path segments.
  if (!isId(brandId)) throw new Error(`Invalid brand id: ${brandId}`);
  return path.resolve(uploadRoot(), "bulk", brandId);
}

const fileOf = (brandId: string, uploadId: string) => path.join(brandDir(brandId), `${uploadId}.xlsx`);

export const fileRefOf = (uploadId: string) => `${BULK_FILE_REF_PREFIX}${uploadId}`;

export function parseFileRef(ref: string): string | null {
  const id = ref.startsWith(BULK_FILE_REF_PREFIX) ? ref.slice(BULK_FILE_REF_PREFIX.length) : "";
  return isId(id) ? id : null;
}

/** The stored file of `uploadId` for this brand; "expired" when it is unknown, elsewhere or too old. */
export async function resolveStoredUpload(brandId: string, uploadId: string): Promise<string> {
  const file = fileOf(brandId, uploadId);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile() || Date.now() - info.mtimeMs > BULK_UPLOAD_TTL_MS) throw invalid(BULK_MSG.uploadExpired);
  return file;
}

export async function removeStoredUpload(brandId: string, uploadId: string): Promise<void> {
  await rm(fileOf(brandId, uploadId), { force: true });
}

/** Keeps an uploaded spreadsheet (a streamed upload's temporary file, moved into place) and answers its id. */
export async function storeUploadedFile(brandId: string, file: string): Promise<string> {
  const uploadId = newId();
  await mkdir(brandDir(brandId), { recursive: true });
  const target = fileOf(brandId, uploadId);
  // The temporary folder lives under the same root, so this is a rename; a copy where UPLOAD_DIR spans devices.
  await rename(file, target).catch(async (err: NodeJS.ErrnoException) => {
    if (err.code !== "EXDEV") throw err;
    await copyFile(file, target);
  });
  void sweepExpiredUploads(brandId).catch(() => undefined);
  return uploadId;
}

async function sweepExpiredUploads(brandId: string): Promise<void> {
  const dir = brandDir(brandId);
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && Date.now() - info.mtimeMs > BULK_UPLOAD_TTL_MS) await rm(file, { force: true });
  }
}
