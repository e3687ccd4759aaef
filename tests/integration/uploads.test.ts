// GET /uploads/…: stored image variants are served with their type; nothing outside the upload folder is.
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { NextRequest } from "next/server";
import { GET } from "@/app/uploads/[...path]/route";
import { saveImageVariants } from "@/server/storage/images";

const get = (segments: string[]) => GET(new NextRequest(`http://localhost/uploads/${segments.join("/")}`), { params: Promise.resolve({ path: segments }) });

describe("GET /uploads/…", () => {
  it("serves the variants sharp made", async () => {
    const png = await sharp({ create: { width: 1600, height: 800, channels: 3, background: "#336699" } }).png().toBuffer();
    const saved = await saveImageVariants(png);
    for (const url of [saved.original, saved.desktop, saved.mobile]) {
      const res = await get(url.replace(/^\/uploads\//, "").split("/"));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^image\//);
    }
    const mobile = await get(saved.mobile.replace(/^\/uploads\//, "").split("/"));
    const meta = await sharp(Buffer.from(await mobile.arrayBuffer())).metadata();
    expect(meta.width).toBeLessThanOrEqual(600);
  });

  it.each([[["..", "..", "package.json"]], [["nope", "x.jpg"]], [["a", "b.txt"]]])("answers 404 for %j", async (segments) => {
    expect((await get(segments)).status).toBe(404);
  });
});
