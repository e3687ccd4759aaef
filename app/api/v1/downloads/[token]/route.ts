// GET /api/v1/downloads/{token} – serves a generated file (zip, spreadsheet) behind a short-lived signed token.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { NextRequest } from "next/server";
import { notFound } from "@/server/errors";
import { problemResponse } from "@/server/http/problem";
import { resolveDownloadToken } from "@/server/downloads/sign";

const TYPES: Record<string, string> = {
  ".zip": "application/zip",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ".xls": "application/vnd.ms-excel",
  ".csv": "text/csv; charset=utf-8",
  ".pdf": "application/pdf",
  ".json": "application/json",
};

/** RFC 6266: an ASCII fallback plus the exact UTF-8 name. */
function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export async function GET(_req: NextRequest, ctx: { params: Promise<{ token: string }> }): Promise<Response> {
  try {
    const target = resolveDownloadToken((await ctx.params).token);
    // Expired, forged and missing files all look alike: the link is simply gone.
    if (!target) throw notFound("Download");
    const body = await readFile(target.absPath).catch(() => null);
    if (!body) throw notFound("Download");
    const type = TYPES[path.extname(target.filename).toLowerCase()] ?? "application/octet-stream";
    return new Response(new Uint8Array(body), {
      headers: {
        "content-type": type,
        "content-disposition": contentDisposition(target.filename),
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      },
    });
  } catch (err) {
    return problemResponse(err);
  }
}
