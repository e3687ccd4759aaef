// spec 1 §7 GET /upload_signature: the client asks where to upload; a failed answer falls back silently.
import { afterEach, describe, expect, it, vi } from "vitest";
import { uploadSignature, uploadUrl } from "@/lib/products/upload-target";

const BRAND = "a".repeat(24);
afterEach(() => vi.unstubAllGlobals());

describe("upload signature", () => {
  it("asks for the image parameters of the brand and uses the upload URL it names", async () => {
    const fetch = vi.fn(async () => Response.json({ results: { upload_url: `/api/v1/brand/${BRAND}/upload`, max_files: 16 } }));
    vi.stubGlobal("fetch", fetch);
    const sig = await uploadSignature(BRAND);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(`/api/v1/upload_signature?type=image&brand_id=${BRAND}`);
    expect(sig.max_files).toBe(16);
    expect(uploadUrl(BRAND, sig)).toBe(`/api/v1/brand/${BRAND}/upload`);
  });

  it("falls back to empty parameters silently when the call fails or the network is down", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ detail: "boom" }, { status: 500 })));
    expect(await uploadSignature(BRAND)).toEqual({});
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ detail: "no" }, { status: 401 })));
    expect(await uploadSignature(BRAND)).toEqual({});
    vi.stubGlobal("fetch", vi.fn(async () => { throw new TypeError("network"); }));
    expect(await uploadSignature(BRAND)).toEqual({});
    expect(uploadUrl(BRAND, {})).toBe(`/api/v1/brand/${BRAND}/upload`);
  });

  it("never posts to another site or to a URL with a placeholder", () => {
    expect(uploadUrl(BRAND, { upload_url: "https://evil.example/upload" })).toBe(`/api/v1/brand/${BRAND}/upload`);
    expect(uploadUrl(BRAND, { upload_url: "/api/v1/brand/{brandId}/upload" })).toBe(`/api/v1/brand/${BRAND}/upload`);
  });
});
