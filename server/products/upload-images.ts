// POST /api/v1/brand/{b}/upload: product images (spec 1 §5, §9; DESIGN.md rule 9). 1–16 files of at most 100 MB,
// each sniffed on its bytes (file-type): only JPEG, PNG, WebP, GIF and AVIF pass, whatever the name says, so a
// renamed .exe is refused. The whole batch is checked (count, sizes, types, decodable) before anything is
// written; if writing still fails half way, the folders already written are removed. Nothing partial remains.
import { rm } from "node:fs/promises";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { newId } from "@/lib/ids";
import { PRODUCT_LIMITS, PRODUCT_MSG } from "@/lib/products/messages";
import { ACCEPTED_IMAGE_MIME, UPLOAD_REASON, uploadBatchProblem } from "@/lib/products/rules";
import type { Actor } from "../access/actor";
import { requireBrand } from "../access/brand-access";
import { invalid } from "../errors";
import { saveImageVariants, uploadRoot, type ImageVariants } from "../storage/images";

/** One part of the multipart "file" field; `bytes` is only called once the batch's sizes are known to be fine. */
export interface TUploadPart {
  name: string;
  size: number;
  bytes(): Promise<Uint8Array>;
}

const refuse = (reason: string) => invalid(PRODUCT_MSG.uploadFailed(reason), [{ name: "file", reason }]);
const ACCEPTED = new Set<string>(ACCEPTED_IMAGE_MIME);

/**
 * `readParts` is called only after the access check, so a refused user's body is never read (it may be 1.6 GB);
 * it may throw an AppError itself (e.g. a malformed multipart body).
 */
export async function uploadProductImages(
  actor: Actor,
  brandId: string,
  readParts: () => Promise<readonly TUploadPart[]>,
): Promise<ImageVariants[]> {
  await requireBrand(actor, brandId, { entity: "product", action: "write" });
  const files = await readParts();
  const problem = uploadBatchProblem(files);
  if (problem) throw refuse(problem);

  const buffers: Buffer[] = [];
  for (const f of files) {
    const buf = Buffer.from(await f.bytes());
    // The declared size is the client's word; the bytes are what count.
    if (buf.length > PRODUCT_LIMITS.maxFileBytes) throw refuse(UPLOAD_REASON.tooLarge(f.name));
    const type = await fileTypeFromBuffer(buf);
    if (!type || !ACCEPTED.has(type.mime)) throw refuse(UPLOAD_REASON.notAnImage(f.name));
    const meta = await sharp(buf).metadata().catch(() => null);
    if (!meta?.width || !meta.height) throw refuse(UPLOAD_REASON.unreadableImage(f.name));
    buffers.push(buf);
  }

  const ids: string[] = [];
  try {
    const saved: ImageVariants[] = [];
    for (const buf of buffers) {
      const id = newId();
      ids.push(id);
      saved.push(await saveImageVariants(buf, { id }));
    }
    return saved;
  } catch (err) {
    await Promise.all(ids.map((id) => rm(path.join(uploadRoot(), id), { recursive: true, force: true })));
    throw err;
  }
}
