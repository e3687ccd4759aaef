import "server-only";
// Reads a stored upload for GET /uploads/…, refusing any path that leaves the upload directory.
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { notFound } from "../errors";
import { uploadRoot } from "./images";

const TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".avif": "image/avif",
};

export async function readUpload(segments: string[]): Promise<{ body: Buffer; type: string }> {
  const dir = path.resolve(uploadRoot());
  const file = path.resolve(dir, ...segments);
  const type = TYPES[path.extname(file).toLowerCase()];
  if (!file.startsWith(dir + path.sep) || !type) throw notFound("File");
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw notFound("File");
  return { body: await readFile(file), type };
}
