// GET /api/v1/downloads/{token} – serves a generated file (zip, spreadsheet) behind a short-lived signed token.
// Declared "none": the HMAC-signed token is the whole credential (server/downloads/sign.ts), so no session is read;
// a browser navigation or <a download> works, and only the holder of a fresh link gets the file.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { notFound } from "@/server/errors";
import { withApi } from "@/server/http/with-api";
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

export const GET = withApi({
  permission: "none",
  params: z.object({ token: z.string() }),
  envelope: "response",
  handler: async ({ params }) => {
    const target = resolveDownloadToken(params.token);
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
  },
});
