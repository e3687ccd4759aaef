// Image variants (DESIGN.md rule 9): the original as uploaded plus desktop (≤1200 px wide) and mobile (≤600 px)
// renditions, written to local disk under UPLOAD_DIR/<id>/ and served as /uploads/<id>/<variant>.<ext>.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { isId, newId } from "../../lib/ids";

export interface ImageVariants {
  original: string;
  desktop: string;
  mobile: string;
}

export interface SaveImageOptions {
  /** Folder name (24-hex id); a fresh id when omitted. Passing a fixed id makes re-saving overwrite in place. */
  id?: string;
  /** Encoding of the desktop and mobile variants. */
  format?: "webp" | "jpeg";
  /** Root folder; defaults to UPLOAD_DIR or .data/uploads. */
  dir?: string;
}

export const DESKTOP_MAX_WIDTH = 1200;
export const MOBILE_MAX_WIDTH = 600;

/** Formats browsers display as they are; anything else (tiff, heif, svg, ...) is re-encoded for the original. */
const WEB_FORMATS: Record<string, string> = { jpeg: "jpg", png: "png", webp: "webp", gif: "gif", avif: "avif" };

export function uploadRoot(dir?: string): string {
  return dir ?? process.env.UPLOAD_DIR ?? ".data/uploads";
}

export async function saveImageVariants(buffer: Buffer, opts: SaveImageOptions = {}): Promise<ImageVariants> {
  const id = opts.id ?? newId();
  // The id becomes a folder name: only ids, never caller-controlled paths.
  if (!isId(id)) throw new Error(`Invalid image id: ${id}`);
  const format = opts.format ?? "webp";
  const folder = path.join(uploadRoot(opts.dir), id);

  // Throws on anything sharp cannot decode, so a non-image never reaches disk.
  const meta = await sharp(buffer).metadata();
  const webExt = meta.format ? WEB_FORMATS[meta.format] : undefined;
  const original = webExt
    ? { data: buffer, ext: webExt }
    : { data: await sharp(buffer).rotate().png().toBuffer(), ext: "png" };

  const variant = async (width: number): Promise<Buffer> => {
    const pipeline = sharp(buffer).rotate().resize({ width, withoutEnlargement: true });
    return format === "webp" ? pipeline.webp({ quality: 82 }).toBuffer() : pipeline.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  };
  const [desktop, mobile] = await Promise.all([variant(DESKTOP_MAX_WIDTH), variant(MOBILE_MAX_WIDTH)]);
  const ext = format === "webp" ? "webp" : "jpg";

  await mkdir(folder, { recursive: true });
  await Promise.all([
    writeFile(path.join(folder, `original.${original.ext}`), original.data),
    writeFile(path.join(folder, `desktop.${ext}`), desktop),
    writeFile(path.join(folder, `mobile.${ext}`), mobile),
  ]);
  return {
    original: `/uploads/${id}/original.${original.ext}`,
    desktop: `/uploads/${id}/desktop.${ext}`,
    mobile: `/uploads/${id}/mobile.${ext}`,
  };
}
