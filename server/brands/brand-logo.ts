import "server-only";
// POST /api/v1/admin/brand/{id}/logo: the brand logo (spec 1 §2 general tab; §9). At most LOGO_MAX_BYTES; the
// content is sniffed with sharp (PNG, JPEG, WebP or GIF; SVG and anything else refused, whatever the name says);
// stored through server/storage/images.ts. It does not save the brand: the form PUTs the answered url as `logo`.
import sharp from "sharp";
import { BRAND_MSG, LOGO_MAX_BYTES } from "@/lib/brands/messages";
import { AppError, invalid } from "../errors";
import type { TBrandAccess } from "../access/authorize";
import { saveImageVariants } from "../storage/images";

export const LOGO_FORMATS = ["png", "jpeg", "webp", "gif"] as const;
const MB = LOGO_MAX_BYTES / (1024 * 1024);

export interface TLogoFile {
  size: number;
  bytes(): Promise<Uint8Array>;
}

export const logoTooLarge = () => new AppError("too_large", BRAND_MSG.logoTooLarge(MB), [{ name: "file", reason: BRAND_MSG.logoTooLarge(MB) }]);
const notImage = () => invalid(BRAND_MSG.logoNotImage, [{ name: "file", reason: BRAND_MSG.logoNotImage }]);

/**
 * Needs settings.write. `readFile` is called here, after the caller's access was checked, so a refused caller's body
 * is never read.
 */
export async function uploadBrandLogo(_access: TBrandAccess, readFile: () => Promise<TLogoFile | null>): Promise<{ logo: string }> {
  const file = await readFile();
  if (!file) throw invalid(BRAND_MSG.logoMissing, [{ name: "file", reason: BRAND_MSG.logoMissing }]);
  if (file.size > LOGO_MAX_BYTES) throw logoTooLarge();
  const buf = Buffer.from(await file.bytes());
  if (buf.length > LOGO_MAX_BYTES) throw logoTooLarge();
  const meta = await sharp(buf).metadata().catch(() => null);
  if (!meta?.format || !(LOGO_FORMATS as readonly string[]).includes(meta.format) || !meta.width || !meta.height) throw notImage();
  const saved = await saveImageVariants(buf);
  return { logo: saved.desktop };
}
