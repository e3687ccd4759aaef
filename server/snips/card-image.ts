import "server-only";
// A snip's image (P12 item 1): the card drawn as SVG (card-svg.ts) and rasterised by sharp (librsvg) to a PNG of
// 1200 × 630, no headless browser. The PNG is a 256-colour palette image: flat fills and anti-aliased outlines stay
// well under 200 kB that way (about 25–50 kB); the lighter effort halves the encoding time for ~2 % more bytes.
// Stored through the uploads storage (server/storage/images.ts): the snip's img is the original PNG's address.
import { rm } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { saveImageVariants, uploadRoot } from "../storage/images";
import { cardSvg, type TSnipCard } from "./card-svg";

export interface TRenderedCard {
  png: Buffer;
  svg: string;
}

/** The card as SVG and as PNG. */
export async function renderSnipCard(card: TSnipCard): Promise<TRenderedCard> {
  const svg = cardSvg(card);
  const png = await sharp(Buffer.from(svg)).png({ palette: true, compressionLevel: 6, effort: 4 }).toBuffer();
  return { png, svg };
}

/** Stores the PNG with its variants (desktop and mobile WebP); answers the original PNG's public address. */
export async function storeSnipCard(png: Buffer): Promise<string> {
  const saved = await saveImageVariants(png, { format: "webp" });
  return saved.original;
}

/** Removes a stored card again (its snip was not written); a failure here is only logged. */
export async function removeSnipCard(url: string): Promise<void> {
  const id = /^\/uploads\/([0-9a-f]{24})\//.exec(url)?.[1];
  if (!id) return;
  await rm(path.join(uploadRoot(), id), { recursive: true, force: true }).catch((err: unknown) => console.error("[createSnip] a stored card could not be removed", err));
}
