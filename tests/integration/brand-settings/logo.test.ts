// POST /api/v1/admin/brand/{id}/logo (spec 1 §2 general tab, §9 limits): PNG / JPEG / WebP / GIF up to
// LOGO_MAX_BYTES, sniffed on the bytes; oversized, SVG and non-images are refused and nothing is stored.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import * as logoRoute from "@/app/api/v1/admin/brand/[id]/logo/route";
import { BRAND_MSG, LOGO_MAX_BYTES } from "@/lib/brands/messages";
import { uploadRoot } from "@/server/storage/images";
import { brandSnapshot, createCast, type TCast } from "./support";

let cast: TCast;
beforeAll(async () => {
  cast = await createCast();
});

async function upload(data: Uint8Array | Buffer | null, name = "logo.png", type = "image/png") {
  const form = new FormData();
  if (data) form.append("file", new Blob([new Uint8Array(data)], { type }), name);
  const res = await logoRoute.POST(
    new NextRequest(`http://localhost/api/v1/admin/brand/${cast.brand.id}/logo`, { method: "POST", headers: { authorization: `Bearer ${cast.admin.token}` }, body: form }),
    { params: Promise.resolve({ id: cast.brand.id }) },
  );
  return { status: res.status, json: (await res.json()) as { results?: { logo: string }; detail?: string } };
}

const stored = () => (existsSync(uploadRoot()) ? readdirSync(uploadRoot()).length : 0);

describe("accepted logos", () => {
  it.each([
    ["png", () => sharp({ create: { width: 300, height: 100, channels: 4, background: "#336699aa" } }).png().toBuffer()],
    ["jpeg", () => sharp({ create: { width: 300, height: 100, channels: 3, background: "#336699" } }).jpeg().toBuffer()],
    ["webp", () => sharp({ create: { width: 300, height: 100, channels: 3, background: "#336699" } }).webp().toBuffer()],
    ["gif", () => sharp({ create: { width: 300, height: 100, channels: 3, background: "#336699" } }).gif().toBuffer()],
  ])("%s → {logo} served from /uploads, brand unchanged until the form saves", async (_f, make) => {
    const before = await brandSnapshot(cast.brand.id);
    const res = await upload(await make(), "renamed.bin", "application/octet-stream");
    expect(res.status).toBe(200);
    expect(res.json.results?.logo).toMatch(/^\/uploads\/[0-9a-f]{24}\/desktop\.webp$/);
    expect(existsSync(path.join(uploadRoot(), res.json.results!.logo.replace(/^\/uploads\//, "")))).toBe(true);
    expect(await brandSnapshot(cast.brand.id)).toEqual(before);
  });
});

describe("refused logos: clear error, nothing stored", () => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
  it.each([
    ["an SVG", () => svg, "logo.svg", "image/svg+xml", 400, BRAND_MSG.logoNotImage],
    ["a text file named .png", () => Buffer.from("hello, not an image"), "logo.png", "image/png", 400, BRAND_MSG.logoNotImage],
    ["a truncated PNG", async () => (await sharp({ create: { width: 50, height: 50, channels: 3, background: "#000" } }).png().toBuffer()).subarray(0, 30), "logo.png", "image/png", 400, BRAND_MSG.logoNotImage],
    ["a file over the limit", () => Buffer.alloc(LOGO_MAX_BYTES + 1, 1), "big.png", "image/png", 413, BRAND_MSG.logoTooLarge(5)],
  ])("%s", async (_n, make, name, type, status, detail) => {
    const before = await brandSnapshot(cast.brand.id);
    const count = stored();
    const res = await upload(await make(), name, type);
    expect(res.status).toBe(status);
    expect(res.json.detail).toBe(detail);
    expect(stored()).toBe(count);
    expect(await brandSnapshot(cast.brand.id)).toEqual(before);
  });

  it("no file → 400 BRAND_MSG.logoMissing", async () => {
    const res = await upload(null);
    expect(res.status).toBe(400);
    expect(res.json.detail).toBe(BRAND_MSG.logoMissing);
  });
});
