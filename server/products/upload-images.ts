import "server-only";
// POST /api/v1/brand/{b}/upload: product images (spec 1 §5, §9; DESIGN.md rule 9). 1–16 files of at most 100 MB,
// streamed to disk by server/storage/receive-files.ts (which refuses more files or bigger ones with 413), then each
// sniffed on its bytes (file-type): only JPEG, PNG, WebP, GIF and AVIF pass, whatever the name says, so a renamed
// .exe is refused. The whole batch is checked (types, decodable) before anything is stored; if storing still fails
// half way, the folders already written are removed. Nothing partial remains.
import { rm } from "node:fs/promises";
import path from "node:path";
import { fileTypeFromFile } from "file-type";
import sharp from "sharp";
import { newId } from "@/lib/ids";
import { PRODUCT_LIMITS, PRODUCT_MSG } from "@/lib/products/messages";
import { ACCEPTED_IMAGE_MIME, UPLOAD_REASON } from "@/lib/products/rules";
import type { TBrandAccess } from "../access/authorize";
import { invalid } from "../errors";
import { saveImageVariants, uploadRoot, type ImageVariants } from "../storage/images";
import { tooLarge, type TReceivedFile, type TReceiveLimits } from "../storage/receive-files";

const refuse = (reason: string) => invalid(PRODUCT_MSG.uploadFailed(reason), [{ name: "file", reason }]);
const refuseTooLarge = (reason: string) => tooLarge(PRODUCT_MSG.uploadFailed(reason), reason);
const ACCEPTED = new Set<string>(ACCEPTED_IMAGE_MIME);

/** Multipart framing allowance on top of the files themselves. */
const FRAMING_BYTES = 1_048_576;

/** How the route reads the multipart body: field "file", spec 1 §9's limits, refusals in the spec's upload texts. */
export const IMAGE_UPLOAD_LIMITS: TReceiveLimits = {
  field: "file",
  maxFiles: PRODUCT_LIMITS.maxFiles,
  maxFileBytes: PRODUCT_LIMITS.maxFileBytes,
  // A body larger than 16 full-size files cannot be a valid batch: refused before it is read.
  maxBodyBytes: PRODUCT_LIMITS.maxFiles * PRODUCT_LIMITS.maxFileBytes + FRAMING_BYTES,
  tooManyFiles: UPLOAD_REASON.tooManyFiles,
  fileTooLarge: UPLOAD_REASON.tooLarge,
  bodyTooLarge: UPLOAD_REASON.batchTooLarge,
  detail: PRODUCT_MSG.uploadFailed,
  malformed: () => refuse(UPLOAD_REASON.noFiles),
};

/** Needs product.write. `files` are on disk (receive-files.ts); the caller removes them afterwards. */
export async function uploadProductImages(access: TBrandAccess, files: readonly TReceivedFile[]): Promise<ImageVariants[]> {
  if (files.length === 0) throw refuse(UPLOAD_REASON.noFiles);
  // The receiver already holds these limits; checked again so the service never stores an over-limit batch.
  if (files.length > PRODUCT_LIMITS.maxFiles) throw refuseTooLarge(UPLOAD_REASON.tooManyFiles);
  const big = files.find((f) => f.size > PRODUCT_LIMITS.maxFileBytes);
  if (big) throw refuseTooLarge(UPLOAD_REASON.tooLarge(big.name));

  for (const f of files) {
    const type = await fileTypeFromFile(f.path);
    if (!type || !ACCEPTED.has(type.mime)) throw refuse(UPLOAD_REASON.notAnImage(f.name));
    const meta = await sharp(f.path).metadata().catch(() => null);
    if (!meta?.width || !meta.height) throw refuse(UPLOAD_REASON.unreadableImage(f.name));
  }

  const ids: string[] = [];
  try {
    const saved: ImageVariants[] = [];
    for (const f of files) {
      const id = newId();
      ids.push(id);
      saved.push(await saveImageVariants(f.path, { id }));
    }
    return saved;
  } catch (err) {
    await Promise.all(ids.map((id) => rm(path.join(uploadRoot(), id), { recursive: true, force: true })));
    throw err;
  }
}
