import "server-only";
// Short-lived signed download links for generated files (zips of product images, spreadsheet templates,
// exports). The token carries the file's path inside the downloads folder, the name to save it as and an
// expiry, signed with an HMAC of NEXTAUTH_SECRET — so GET /api/v1/downloads/{token} needs no session (a browser
// navigation or <a download> works) yet only the holder of a fresh link gets the file.
import { createHmac, timingSafeEqual } from "node:crypto";
import { mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";
import { newId } from "@/lib/ids";
import { uploadRoot } from "../storage/images";

export const DOWNLOAD_ROUTE = "/api/v1/downloads";
const DEFAULT_TTL_SECONDS = 600;

interface TPayload {
  /** Path relative to downloadsDir(), always forward slashes. */
  p: string;
  /** File name offered to the browser. */
  f: string;
  /** Expiry, seconds since the epoch. */
  e: number;
}

/** Where generated files live: `${UPLOAD_DIR or .data/uploads}/downloads/`. */
export function downloadsDir(): string {
  return path.resolve(uploadRoot(), "downloads");
}

function sign(data: string): string {
  return createHmac("sha256", env().NEXTAUTH_SECRET).update(`download:${data}`).digest("base64url");
}

/** The file's path relative to the downloads folder, or null when it lies outside it. */
function relativeInside(absPath: string): string | null {
  const root = downloadsDir();
  const resolved = path.resolve(absPath);
  if (!resolved.startsWith(root + path.sep)) return null;
  return path.relative(root, resolved).split(path.sep).join("/");
}

export function createDownloadToken(absPath: string, filename: string, ttlSeconds = DEFAULT_TTL_SECONDS): string {
  const rel = relativeInside(absPath);
  // A programming error, not a user one: only files we wrote under downloads/ may be handed out.
  if (!rel) throw new Error(`Download files must live under ${downloadsDir()}: ${absPath}`);
  const payload: TPayload = { p: rel, f: filename, e: Math.floor(Date.now() / 1000) + ttlSeconds };
  const data = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${data}.${sign(data)}`;
}

/** Null for a forged, malformed or expired token, or one that points outside the downloads folder. */
export function verifyDownloadToken(token: string): { absPath: string; filename: string } | null {
  const [data, mac, extra] = token.split(".");
  if (!data || !mac || extra !== undefined) return null;
  const expected = Buffer.from(sign(data));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let payload: TPayload;
  try {
    payload = JSON.parse(Buffer.from(data, "base64url").toString("utf8")) as TPayload;
  } catch {
    return null;
  }
  if (typeof payload.p !== "string" || typeof payload.f !== "string" || typeof payload.e !== "number") return null;
  if (payload.e < Math.floor(Date.now() / 1000)) return null;
  const absPath = path.resolve(downloadsDir(), payload.p);
  if (!relativeInside(absPath)) return null;
  return { absPath, filename: payload.f };
}

/** The URL (same-origin path) that serves `absPath` as `filename` for `ttlSeconds`. */
export function createDownloadUrl(absPath: string, filename: string, ttlSeconds = DEFAULT_TTL_SECONDS): string {
  return `${DOWNLOAD_ROUTE}/${createDownloadToken(absPath, filename, ttlSeconds)}`;
}

export const resolveDownloadToken = verifyDownloadToken;

/** Generated files outlive their links by far; anything older than this is removed by sweepDownloads. */
export const DOWNLOAD_RETENTION_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const globalForSweep = globalThis as unknown as { __downloadsSweptAt?: number };

/** Removes entries of the downloads folder older than `maxAgeMs`. Best effort: a failure only leaves files behind. */
export async function sweepDownloads(maxAgeMs = DOWNLOAD_RETENTION_MS): Promise<number> {
  const root = downloadsDir();
  const entries = await readdir(root).catch(() => [] as string[]);
  let removed = 0;
  for (const name of entries) {
    const full = path.join(root, name);
    const info = await stat(full).catch(() => null);
    if (info && Date.now() - info.mtimeMs > maxAgeMs) {
      await rm(full, { recursive: true, force: true }).catch(() => undefined);
      removed += 1;
    }
  }
  return removed;
}

/** Writes `data` to a fresh file under the downloads folder and answers its signed URL. */
export async function saveDownload(data: Buffer | Uint8Array, filename: string, ttlSeconds = DEFAULT_TTL_SECONDS): Promise<string> {
  // At most hourly per process, and never in the request's way.
  const last = globalForSweep.__downloadsSweptAt ?? 0;
  if (Date.now() - last > SWEEP_EVERY_MS) {
    globalForSweep.__downloadsSweptAt = Date.now();
    void sweepDownloads();
  }
  const folder = path.join(downloadsDir(), newId());
  await mkdir(folder, { recursive: true });
  // The stored name is fixed; the user-facing name travels in the token, so no user text becomes a path.
  const ext = path.extname(filename).replace(/[^.a-z0-9]/gi, "").slice(0, 10);
  const absPath = path.join(folder, `file${ext}`);
  await writeFile(absPath, data);
  return createDownloadUrl(absPath, filename, ttlSeconds);
}
