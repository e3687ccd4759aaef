// Where product images are sent (spec 1 §7 "GET /upload_signature … if it fails, the upload falls back to empty
// parameters silently"): the server names the upload URL; without an answer the brand's own upload route is used.
import { api, type TApiClientHooks } from "../api-client";

export interface TUploadSignature {
  upload_url?: string;
  max_file_bytes?: number;
  max_files?: number;
  accepted?: string[];
}

const quietHooks: TApiClientHooks = { onUnauthenticated: () => undefined, onInactiveBrand: () => undefined };

/** The upload parameters, or empty ones when the call fails for any reason (no toast, no sign-out). */
export async function uploadSignature(brandId: string, type: "image" | "bulk" = "image"): Promise<TUploadSignature> {
  try {
    const q = new URLSearchParams({ type, brand_id: brandId });
    const sig = await api<TUploadSignature | null>(`/upload_signature?${q}`, {}, quietHooks);
    return sig && typeof sig === "object" ? sig : {};
  } catch {
    return {};
  }
}

/** The URL to POST images to: the signature's when it names a same-site API path, else the default route. */
export function uploadUrl(brandId: string, sig: TUploadSignature): string {
  const url = sig.upload_url;
  return url && url.startsWith("/api/") && !url.includes("{") ? url : `/api/v1/brand/${brandId}/upload`;
}
