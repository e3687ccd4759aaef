// GET /uploads/{id}/{variant}.{ext} – stored images (original, desktop, mobile variants).
import type { NextRequest } from "next/server";
import { problemResponse } from "@/server/http/problem";
import { readUpload } from "@/server/storage/serve-upload";

export async function GET(_req: NextRequest, ctx: { params: Promise<{ path: string[] }> }): Promise<Response> {
  try {
    const { body, type } = await readUpload((await ctx.params).path);
    return new Response(new Uint8Array(body), {
      headers: { "content-type": type, "cache-control": "public, max-age=31536000, immutable", "x-content-type-options": "nosniff" },
    });
  } catch (err) {
    return problemResponse(err);
  }
}
