// The static assets of public/ (P10 item 6; docs/decisions.md P10, static assets): icons of the sizes their names
// say, a favicon.ico whose images are real PNGs, a social preview of 1200 × 630, a manifest naming existing icons,
// and a robots.txt that keeps every page out of search engines.
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PRODUCT_NAME } from "@/lib/constants";

const pub = (name: string) => path.resolve(import.meta.dirname, "../../../public", name);

describe("public/", () => {
  it("has PNG icons of the sizes their names say, and a 1200 × 630 social preview", async () => {
    for (const [name, w, h] of [["icon-192.png", 192, 192], ["icon-512.png", 512, 512], ["apple-touch-icon.png", 180, 180], ["social-preview.png", 1200, 630]] as const) {
      const meta = await sharp(pub(name)).metadata();
      expect([meta.format, meta.width, meta.height], name).toEqual(["png", w, h]);
    }
  });

  it("has a favicon.ico holding 16, 32 and 48 px PNG images", async () => {
    const ico = readFileSync(pub("favicon.ico"));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const count = ico.readUInt16LE(4);
    const sizes: number[] = [];
    for (let i = 0; i < count; i++) {
      const at = 6 + 16 * i;
      const [length, offset] = [ico.readUInt32LE(at + 8), ico.readUInt32LE(at + 12)];
      const meta = await sharp(ico.subarray(offset, offset + length)).metadata();
      expect([meta.format, meta.width]).toEqual(["png", ico.readUInt8(at)]);
      sizes.push(meta.width!);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });

  it("has a web manifest with the product's name and icons that exist", async () => {
    const manifest = JSON.parse(readFileSync(pub("site.webmanifest"), "utf8")) as { name: string; icons: { src: string; sizes: string }[] };
    expect(manifest.name).toBe(PRODUCT_NAME);
    for (const icon of manifest.icons) {
      const meta = await sharp(pub(icon.src.slice(1))).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
  });

  it("has a robots.txt that disallows everything to every crawler", () => {
    const rules = readFileSync(pub("robots.txt"), "utf8").split("\n").filter((l) => l && !l.startsWith("#"));
    expect(rules).toEqual(["User-agent: *", "Disallow: /"]);
  });
});
