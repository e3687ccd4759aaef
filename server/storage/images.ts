import "server-only";
// Image variants (DESIGN.md rule 9): the original as uploaded plus desktop (≤1200 px wide) and mobile (≤600 px)
// renditions, written to local disk under UPLOAD_DIR/<id>/ and served as /uploads/<id>/<variant>.<ext>.
import { copyFile, mkdir, rm, stat, writeFile } from "node:fs/promises";
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

/**
 * Writes the three variants of `input` (the image's bytes, or the path of a file holding them: large uploads stay on
 * disk and are never read into memory here). A new folder is removed again when a variant fails.
 */
export async function saveImageVariants(input: Buffer | string, opts: SaveImageOptions = {}): Promise<ImageVariants> {
  const id = opts.id ?? newId();
  // The id becomes a folder name: only ids, never caller-controlled paths.
  if (!isId(id)) throw new Error(`Invalid image id: ${id}`);
  const format = opts.format ?? "webp";
  const folder = path.join(uploadRoot(opts.dir), id);

  // Throws on anything sharp cannot decode, so a non-image never reaches disk.
  const meta = await sharp(input).metadata();
  const webExt = meta.format ? WEB_FORMATS[meta.format] : undefined;
  const ext = format === "webp" ? "webp" : "jpg";
  const originalExt = webExt ?? "png";

  const variant = (width: number, file: string) => {
    const pipeline = sharp(input).rotate().resize({ width, withoutEnlargement: true });
    return (format === "webp" ? pipeline.webp({ quality: 82 }) : pipeline.jpeg({ quality: 82, mozjpeg: true })).toFile(file);
  };
  const original = (file: string) => {
    // Formats browsers display are kept byte for byte; anything else is re-encoded as PNG.
    if (!webExt) return sharp(input).rotate().png().toFile(file);
    return typeof input === "string" ? copyFile(input, file) : writeFile(file, input);
  };

  // A fixed id may re-save over an existing folder; only a folder made here is removed on failure.
  const existed = await stat(folder).then(() => true, () => false);
  await mkdir(folder, { recursive: true });
  try {
    await Promise.all([
      original(path.join(folder, `original.${originalExt}`)),
      variant(DESKTOP_MAX_WIDTH, path.join(folder, `desktop.${ext}`)),
      variant(MOBILE_MAX_WIDTH, path.join(folder, `mobile.${ext}`)),
    ]);
  } catch (err) {
    if (!existed) await rm(folder, { recursive: true, force: true });
    throw err;
  }
  return {
    original: `/uploads/${id}/original.${originalExt}`,
    desktop: `/uploads/${id}/desktop.${ext}`,
    mobile: `/uploads/${id}/mobile.${ext}`,
  };
}
