// Where uploaded bulk spreadsheets live between upload, preview and apply: UPLOAD_DIR/bulk/<brand id>/<id>.xlsx.
// The client only ever holds the opaque reference "upload:<id>"; it resolves inside the brand's own folder, so
// another brand cannot use it. Files are removed after a successful apply and swept after BULK_UPLOAD_TTL_MS.
import { mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
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

export async function saveStoredUpload(brandId: string, bytes: Uint8Array): Promise<string> {
  const uploadId = newId();
  await mkdir(brandDir(brandId), { recursive: true });
  await writeFile(fileOf(brandId, uploadId), bytes);
  void sweepExpiredUploads(brandId).catch(() => undefined);
  return uploadId;
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

async function sweepExpiredUploads(brandId: string): Promise<void> {
  const dir = brandDir(brandId);
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && Date.now() - info.mtimeMs > BULK_UPLOAD_TTL_MS) await rm(file, { force: true });
  }
}
