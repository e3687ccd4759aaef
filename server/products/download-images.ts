import "server-only";
// The originals of a product's images as one zip (GET /api/v1/brand/{b}/product/{p}/download and the
// getProductImages query, spec 1 §7). Only images stored here are read; links to other hosts are skipped, so
// the server never fetches arbitrary URLs. No readable image → 404.
import path from "node:path";
import JSZip from "jszip";
import { prisma, type Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { AppError } from "../errors";
import { saveDownload } from "../downloads/sign";
import { readUpload } from "../storage/serve-upload";
import { findLiveProduct } from "./find-product";

export const NO_IMAGES_MSG = "This product has no images to download.";

/** A file-name-safe version of the product name. */
function slug(name: string): string {
  return name.normalize("NFKD").replace(/[^\w\s-]/g, "").trim().replace(/[\s_]+/g, "-").slice(0, 60) || "product";
}

/** Needs product.read. */
export async function buildProductImagesZip(access: TBrandAccess, productId: string, db: Tx = prisma): Promise<{ data: Buffer; filename: string }> {
  const product = await findLiveProduct(db, access.brandId, productId);
  const zip = new JSZip();
  const base = slug(product.name);
  let count = 0;
  for (const img of product.images) {
    if (!img.original.startsWith("/uploads/")) continue;
    const file = await readUpload(img.original.slice("/uploads/".length).split("/")).catch(() => null);
    if (!file) continue;
    count += 1;
    zip.file(`${base}-${count}${path.extname(img.original)}`, file.body);
  }
  if (count === 0) throw new AppError("not_found", NO_IMAGES_MSG);
  // Images are already compressed; storing them is as small and much faster.
  const data = await zip.generateAsync({ type: "nodebuffer", compression: "STORE" });
  return { data, filename: `${base}-images.zip` };
}

/** getProductImages: the zip written to the downloads folder, answered as a short-lived signed URL. Needs product.read. */
export async function getProductImagesUrl(access: TBrandAccess, productId: string): Promise<string> {
  const zip = await buildProductImagesZip(access, productId);
  return saveDownload(zip.data, zip.filename);
}
