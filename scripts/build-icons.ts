// npm run icons: writes the static assets of public/ from app/icon.svg (the one drawing of the mark) with sharp —
// app icons (192, 512, Apple touch 180), favicon.ico (16, 32 and 48 px PNGs in one ICO), a neutral social preview
// image (1200 × 630) and the web manifest. robots.txt is written by hand (public/robots.txt). The outputs are
// committed; run this again after changing the mark. docs/decisions.md P10 (static assets).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { PRODUCT_NAME, PRODUCT_TAGLINE } from "../lib/constants";

const root = path.resolve(import.meta.dirname, "..");
const out = (name: string) => path.join(root, "public", name);
const mark = readFileSync(path.join(root, "app/icon.svg"));

const png = (size: number) => sharp(mark, { density: Math.ceil((72 * size) / 32) }).resize(size, size).png().toBuffer();

/** An ICO holding PNG images (supported by every current browser): 6-byte header, 16 bytes per image, the PNGs. */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, at);
    header.writeUInt8(size >= 256 ? 0 : size, at + 1);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(data.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.data)]);
}

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** The tagline on two lines: its last sentence on the second. */
function taglineLines(): string[] {
  const cut = PRODUCT_TAGLINE.lastIndexOf(". ", PRODUCT_TAGLINE.length - 2);
  return cut < 0 ? [PRODUCT_TAGLINE] : [PRODUCT_TAGLINE.slice(0, cut + 1), PRODUCT_TAGLINE.slice(cut + 2)];
}

/** The social preview: the mark and the product name on a plain light background, nothing of any brand. */
function socialSvg(): string {
  const inner = mark.toString("utf8").replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#f8fafc"/>
  <g transform="translate(520 120) scale(5)">${inner}</g>
  <g font-family="DejaVu Sans, Arial, sans-serif" text-anchor="middle">
    <text x="600" y="380" font-size="60" font-weight="700" fill="#0f172a">${escape(PRODUCT_NAME)}</text>
${taglineLines().map((line, i) => `    <text x="600" y="${450 + 45 * i}" font-size="30" fill="#334155">${escape(line)}</text>`).join("\n")}
  </g>
</svg>`;
}

async function main() {
  const [i16, i32, i48, i180, i192, i512] = await Promise.all([16, 32, 48, 180, 192, 512].map(png));
  writeFileSync(out("favicon.ico"), ico([{ size: 16, data: i16! }, { size: 32, data: i32! }, { size: 48, data: i48! }]));
  writeFileSync(out("apple-touch-icon.png"), i180!);
  writeFileSync(out("icon-192.png"), i192!);
  writeFileSync(out("icon-512.png"), i512!);
  writeFileSync(out("social-preview.png"), await sharp(Buffer.from(socialSvg())).png().toBuffer());
  const manifest = {
    name: PRODUCT_NAME,
    short_name: PRODUCT_NAME,
    start_url: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#1d4ed8",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
  };
  writeFileSync(out("site.webmanifest"), JSON.stringify(manifest, null, 2) + "\n");
  console.log("public/: favicon.ico, apple-touch-icon.png, icon-192.png, icon-512.png, social-preview.png, site.webmanifest");
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
