// Product image uploads (spec 1 §5, §9; DESIGN.md rule 9), the zip download of originals, and signed downloads.
// Uploads are streamed to disk: 100 MB per file and 16 files hold end to end, over-limit requests get 413 naming the
// limit without the body being held in memory, and nothing (not even a temporary file) is left after a refusal.
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import JSZip from "jszip";
import sharp from "sharp";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_LIMITS, PRODUCT_MSG } from "@/lib/products/messages";
import { UPLOAD_REASON } from "@/lib/products/rules";
import * as uploadRoute from "@/app/api/v1/brand/[id]/upload/route";
import * as downloadRoute from "@/app/api/v1/brand/[id]/product/[productId]/download/route";
import * as downloadsRoute from "@/app/api/v1/downloads/[token]/route";
import * as signatureRoute from "@/app/api/v1/upload_signature/route";
import { DOWNLOAD_RETENTION_MS, createDownloadToken, downloadsDir, saveDownload, sweepDownloads } from "@/server/downloads/sign";
import { call, createBrand, createUser } from "../support/factories";
import { createAssortment, createProduct, gql, imageBuffer, productInput } from "../support/product-factories";
import { multipartStream, streamedRequest, withRss } from "./multipart-stream";

let brandId: string;
let token: string;
let uploadDir: string;
const previousDir = process.env.UPLOAD_DIR;

beforeAll(async () => {
  // A private upload folder, so "nothing was written" can be checked without other test files interfering.
  uploadDir = await mkdtemp(path.join(tmpdir(), "p2-uploads-"));
  process.env.UPLOAD_DIR = uploadDir;
  brandId = (await createBrand()).id;
  token = (await createUser({ brands: { [brandId]: [["product", "write"]] } })).token;
  // The first GraphQL call loads the whole schema (seconds on a slow machine): done here, not inside a test's time.
  await gql(token, "{ __typename }");
});

afterAll(async () => {
  if (previousDir === undefined) delete process.env.UPLOAD_DIR;
  else process.env.UPLOAD_DIR = previousDir;
  await rm(uploadDir, { recursive: true, force: true });
});

async function upload(files: { name: string; type: string; data: Uint8Array | Blob }[], auth: string = token) {
  const form = new FormData();
  for (const f of files) form.append("file", f.data instanceof Blob ? f.data : new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  const req = new NextRequest(`http://localhost/api/v1/brand/${brandId}/upload`, { method: "POST", headers: { authorization: `Bearer ${auth}` }, body: form });
  const res = await uploadRoute.POST(req, { params: Promise.resolve({ id: brandId }) });
  return { status: res.status, json: (await res.json()) as { results?: { original: string; desktop: string; mobile: string }[]; detail?: string; invalid_params?: { name: string; reason: string }[] } };
}

async function downloadZip(productId: string) {
  const req = new NextRequest(`http://localhost/api/v1/brand/${brandId}/product/${productId}/download`, { headers: { authorization: `Bearer ${token}` } });
  return downloadRoute.GET(req, { params: Promise.resolve({ id: brandId, productId }) });
}

const getDownload = (url: string) => {
  const tokenPart = url.split("/").at(-1)!;
  return downloadsRoute.GET(new NextRequest(`http://localhost${url}`), { params: Promise.resolve({ token: tokenPart }) });
};

/** Image folders in the upload root (the downloads folder and the requests' temporary folder are not uploads). */
const storedFolders = async () => (await readdir(uploadDir).catch(() => [] as string[])).filter((d) => d !== "downloads" && d !== "tmp");
/** What requests left in the temporary folder: always nothing once they are answered. */
const leftovers = async () => readdir(path.join(uploadDir, "tmp")).catch(() => [] as string[]);

type TUploadJson = { results?: { original: string }[]; detail?: string; invalid_params?: { name: string; reason: string }[] };
const MB = 1024 * 1024;

/** The first bytes of a Windows executable ("MZ" header and PE signature), renamed to look like a photo. */
function fakeExe(): Uint8Array {
  const bytes = new Uint8Array(1024);
  bytes.set([0x4d, 0x5a], 0);
  bytes.set([0x80, 0, 0, 0], 0x3c);
  bytes.set([0x50, 0x45, 0, 0], 0x80);
  return bytes;
}

describe("POST /api/v1/brand/{id}/upload", () => {
  it("stores original, desktop and mobile variants for real images, whatever their names", async () => {
    const res = await upload([
      { name: "front.png", type: "image/png", data: await imageBuffer("png", 1600, 900) },
      { name: "side.jpg", type: "image/jpeg", data: await imageBuffer("jpeg") },
      { name: "no-extension", type: "application/octet-stream", data: await imageBuffer("webp") },
    ]);
    expect(res.status).toBe(200);
    expect(res.json.results).toHaveLength(3);
    for (const r of res.json.results!) {
      expect(r.original).toMatch(/^\/uploads\/[0-9a-f]{24}\/original\.(png|jpg|webp)$/);
      expect(r.desktop).toMatch(/desktop\.webp$/);
      expect(r.mobile).toMatch(/mobile\.webp$/);
    }
    const desktop = await sharp(path.join(uploadDir, res.json.results![0]!.desktop.replace("/uploads/", ""))).metadata();
    expect(desktop.width).toBe(1200);
  });

  it("refuses a renamed .exe with a clear message and writes nothing, even beside a good image", async () => {
    const before = await storedFolders();
    const res = await upload([
      { name: "good.png", type: "image/png", data: await imageBuffer() },
      { name: "holiday.jpg", type: "image/jpeg", data: fakeExe() },
    ]);
    expect(res.status).toBe(400);
    expect(res.json.detail).toBe(PRODUCT_MSG.uploadFailed(UPLOAD_REASON.notAnImage("holiday.jpg")));
    expect(res.json.invalid_params).toEqual([{ name: "file", reason: UPLOAD_REASON.notAnImage("holiday.jpg") }]);
    expect(await storedFolders()).toEqual(before);
    expect(await leftovers()).toEqual([]);
  });

  it("refuses an SVG or text file presented as an image", async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload([{ name: "logo.png", type: "image/png", data: svg }])).json.detail).toBe(PRODUCT_MSG.uploadFailed(UPLOAD_REASON.notAnImage("logo.png")));
  });

  it("takes a 12 MB image (over the request proxy's old 10 MB buffer) and keeps its original byte for byte", async () => {
    // Random pixels do not compress: a 2048 × 2048 RGB PNG is about 12.6 MB.
    const side = 2048;
    const png = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(png.length).toBeGreaterThan(12 * MB);
    const res = await upload([{ name: "large.png", type: "image/png", data: png }]);
    expect(res.status).toBe(200);
    const original = res.json.results![0]!.original;
    expect(original).toMatch(/\/original\.png$/);
    expect((await readFile(path.join(uploadDir, original.replace("/uploads/", "")))).equals(png)).toBe(true);
    expect((await sharp(path.join(uploadDir, res.json.results![0]!.desktop.replace("/uploads/", ""))).metadata()).width).toBe(1200);
    expect(await leftovers()).toEqual([]);
  });

  it(`refuses ${PRODUCT_LIMITS.maxFiles + 1} files with 413 naming the limit of ${PRODUCT_LIMITS.maxFiles}, and writes nothing`, async () => {
    const before = await storedFolders();
    const png = await imageBuffer();
    const res = await upload(Array.from({ length: PRODUCT_LIMITS.maxFiles + 1 }, (_, i) => ({ name: `p${i}.png`, type: "image/png", data: png })));
    expect(res.status).toBe(413);
    expect(res.json.detail).toBe(PRODUCT_MSG.uploadFailed(UPLOAD_REASON.tooManyFiles));
    expect(res.json.detail).toContain(`${PRODUCT_LIMITS.maxFiles} files`);
    expect(res.json.invalid_params).toEqual([{ name: "file", reason: UPLOAD_REASON.tooManyFiles }]);
    expect(await storedFolders()).toEqual(before);
    expect(await leftovers()).toEqual([]);
  });

  it("takes 16 files, the most a request may carry", async () => {
    const png = await imageBuffer("png", 40, 30);
    const res = await upload(Array.from({ length: PRODUCT_LIMITS.maxFiles }, (_, i) => ({ name: `p${i}.png`, type: "image/png", data: png })));
    expect(res.status).toBe(200);
    expect(res.json.results).toHaveLength(PRODUCT_LIMITS.maxFiles);
  });

  it("refuses a file over 100 MB with 413 naming the limit, stops reading there and never holds the body in memory", async () => {
    const before = await storedFolders();
    // 150 MB are offered, produced only as the handler reads: a refusal at 100 MB never asks for the rest.
    const stream = multipartStream([
      { name: "small.png", type: "image/png", bytes: await imageBuffer() },
      { name: "huge.png", type: "image/png", zeros: 150 * MB },
    ]);
    const req = streamedRequest(`http://localhost/api/v1/brand/${brandId}/upload`, stream, token);
    const { result: res, beforeMb, peakMb, afterMb } = await withRss(() => uploadRoute.POST(req, { params: Promise.resolve({ id: brandId }) }));
    const json = (await res.json()) as TUploadJson;
    console.info(`100 MB refusal: RSS ${beforeMb.toFixed(0)} MB before, ${peakMb.toFixed(0)} MB at peak, ${afterMb.toFixed(0)} MB after`);
    expect(res.status).toBe(413);
    expect(json.detail).toBe(PRODUCT_MSG.uploadFailed(UPLOAD_REASON.tooLarge("huge.png")));
    expect(json.detail).toContain(`${PRODUCT_LIMITS.maxFileBytes / MB} MB`);
    expect(json.invalid_params).toEqual([{ name: "file", reason: UPLOAD_REASON.tooLarge("huge.png") }]);
    // Reading stopped at the limit (plus what was in flight), far from the 150 MB offered, and was cancelled.
    expect(stream.pulled()).toBeGreaterThan(PRODUCT_LIMITS.maxFileBytes);
    expect(stream.pulled()).toBeLessThan(PRODUCT_LIMITS.maxFileBytes + 8 * MB);
    expect(stream.cancelled()).toBe(true);
    // Holding the refused file in memory would add at least its 100 MB.
    expect(peakMb - beforeMb).toBeLessThan(PRODUCT_LIMITS.maxFileBytes / MB / 2);
    expect(await storedFolders()).toEqual(before);
    expect(await leftovers()).toEqual([]);
  }, 60_000);

  it("refuses a body declared larger than 16 files of 100 MB before reading any of it", async () => {
    const stream = multipartStream([{ name: "a.png", type: "image/png", zeros: 10 * MB }]);
    const declared = PRODUCT_LIMITS.maxFiles * PRODUCT_LIMITS.maxFileBytes + 2 * MB;
    const res = await uploadRoute.POST(streamedRequest(`http://localhost/api/v1/brand/${brandId}/upload`, stream, token, declared), {
      params: Promise.resolve({ id: brandId }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as TUploadJson).detail).toBe(PRODUCT_MSG.uploadFailed(UPLOAD_REASON.batchTooLarge));
    expect(stream.pulled()).toBe(0);
  });

  it("refuses a body cut short, and leaves nothing behind", async () => {
    const before = await storedFolders();
    const whole = multipartStream([{ name: "a.png", type: "image/png", bytes: await imageBuffer() }]);
    const reader = whole.body.getReader();
    const first = await reader.read();
    // Only the part's header arrives, then the body ends.
    const cut = new ReadableStream<Uint8Array>({ start: (c) => (c.enqueue(first.value!), c.close()) });
    const req = streamedRequest(`http://localhost/api/v1/brand/${brandId}/upload`, { ...whole, body: cut }, token);
    const res = await uploadRoute.POST(req, { params: Promise.resolve({ id: brandId }) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as TUploadJson).detail).toBe(PRODUCT_MSG.uploadFailed(UPLOAD_REASON.noFiles));
    expect(await storedFolders()).toEqual(before);
    expect(await leftovers()).toEqual([]);
  });

  it("sweeps temporary folders a crashed process left behind, and keeps fresh ones", async () => {
    const tmp = path.join(uploadDir, "tmp");
    const stale = path.join(tmp, "req-stale");
    const fresh = path.join(tmp, "req-fresh");
    await mkdir(stale, { recursive: true });
    await mkdir(fresh, { recursive: true });
    const longAgo = new Date(Date.now() - 7 * 60 * 60 * 1000);
    await utimes(stale, longAgo, longAgo);
    // The sweep runs at most hourly per process; forget the last one so this request runs it.
    (globalThis as { __uploadTmpSweptAt?: number }).__uploadTmpSweptAt = 0;
    expect((await upload([{ name: "a.png", type: "image/png", data: await imageBuffer() }])).status).toBe(200);
    await expect.poll(leftovers).toEqual(["req-fresh"]);
    await rm(fresh, { recursive: true });
  });

  it("refuses an upload without files", async () => {
    const res = await upload([]);
    expect(res.status).toBe(400);
    expect(res.json.detail).toBe(PRODUCT_MSG.uploadFailed(UPLOAD_REASON.noFiles));
  });
});

describe("image zip downloads", () => {
  it("zips the originals of a product for the REST call and for getProductImages", async () => {
    const originals = [await imageBuffer("png", 80, 60), await imageBuffer("jpeg", 90, 70)];
    const uploaded = await upload([
      { name: "a.png", type: "image/png", data: originals[0]! },
      { name: "b.jpg", type: "image/jpeg", data: originals[1]! },
    ]);
    const assortment = await createAssortment(brandId);
    const created = await gql<{ createProduct: { _id: string } }>(token, `mutation($p: ProductInput!) { createProduct(product: $p) { _id } }`, {
      p: productInput(brandId, assortment.id, { name: "Trail Runner", images: uploaded.json.results!.map((r, order) => ({ ...r, order })) }),
    });
    const productId = created.data!.createProduct._id;

    const res = await downloadZip(productId);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toContain("Trail-Runner-images.zip");
    const zip = await JSZip.loadAsync(Buffer.from(await res.arrayBuffer()));
    expect(Object.keys(zip.files).sort()).toEqual(["Trail-Runner-1.png", "Trail-Runner-2.jpg"]);
    expect(Buffer.from(await zip.file("Trail-Runner-1.png")!.async("uint8array")).equals(originals[0]!)).toBe(true);

    const url = await gql<{ getProductImages: string }>(token, `query($b: ID!, $id: ID!) { getProductImages(brand: $b, _id: $id) }`, { b: brandId, id: productId });
    expect(url.data?.getProductImages).toMatch(/^\/api\/v1\/downloads\/[\w-]+\.[\w-]+$/);
    const served = await getDownload(url.data!.getProductImages);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/zip");
    expect(served.headers.get("content-disposition")).toContain('filename="Trail-Runner-images.zip"');
    expect(Object.keys((await JSZip.loadAsync(Buffer.from(await served.arrayBuffer()))).files)).toHaveLength(2);
  });

  it("answers 404 for a product without images", async () => {
    const p = await createProduct(brandId);
    expect((await downloadZip(p.id)).status).toBe(404);
    const q = await gql(token, `query($b: ID!, $id: ID!) { getProductImages(brand: $b, _id: $id) }`, { b: brandId, id: p.id });
    expect(q.errors?.[0]?.extensions?.code).toBe("not_found");
  });

  it("answers 404 with the spec text for an unknown product", async () => {
    const res = await downloadZip("f".repeat(24));
    expect(res.status).toBe(404);
    expect(((await res.json()) as { detail: string }).detail).toBe(PRODUCT_MSG.notFound);
  });
});

describe("GET /api/v1/downloads/{token}", () => {
  it("serves a saved file and refuses forged, expired and outside-the-folder tokens", async () => {
    const url = await saveDownload(Buffer.from("hello"), "Résumé notes.csv");
    const ok = await getDownload(url);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("hello");
    expect(ok.headers.get("content-disposition")).toContain("filename*=UTF-8''R%C3%A9sum%C3%A9%20notes.csv");

    const [data, mac] = url.split("/").at(-1)!.split(".");
    expect((await getDownload(`/api/v1/downloads/${data}.${mac!.slice(0, -2)}xx`)).status).toBe(404);
    const file = path.join(downloadsDir(), (await readdir(downloadsDir()))[0]!, "file.csv");
    expect((await getDownload(`/api/v1/downloads/${createDownloadToken(file, "x.csv", -5)}`)).status).toBe(404);
    expect(() => createDownloadToken(path.join(uploadDir, "..", "etc-passwd"), "x")).toThrow();
  });

  it("sweeps generated files older than the retention and keeps fresh ones", async () => {
    const fresh = await saveDownload(Buffer.from("new"), "new.csv");
    const oldDir = path.join(downloadsDir(), "0".repeat(24));
    await mkdir(oldDir, { recursive: true });
    await writeFile(path.join(oldDir, "file.csv"), "old");
    const longAgo = new Date(Date.now() - DOWNLOAD_RETENTION_MS - 60_000);
    await utimes(oldDir, longAgo, longAgo);
    expect(await sweepDownloads()).toBe(1);
    expect(await readdir(downloadsDir())).not.toContain("0".repeat(24));
    expect((await getDownload(fresh)).status).toBe(200);
  });
});

describe("GET /api/v1/upload_signature", () => {
  it("answers where to upload and the limits", async () => {
    const res = await call(signatureRoute.GET, { token, url: `http://localhost/api/v1/upload_signature?type=image&brand_id=${brandId}` });
    expect(res.json.results).toEqual({
      upload_url: `/api/v1/brand/${brandId}/upload`,
      max_file_bytes: PRODUCT_LIMITS.maxFileBytes,
      max_files: PRODUCT_LIMITS.maxFiles,
      accepted: ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"],
    });
    const bulk = await call(signatureRoute.GET, { token, url: "http://localhost/api/v1/upload_signature?type=bulk" });
    expect(bulk.json.results).toMatchObject({ upload_url: "/api/v1/brand/{brandId}/upload/bulk", max_files: 1 });
    expect((await call(signatureRoute.GET, { url: "http://localhost/api/v1/upload_signature" })).status).toBe(401);
  });
});
