// GET /api/v1/brand/{id}/product/{productId}/download – a zip of the product's original images (product read).
import type { NextRequest } from "next/server";
import { actorFromRequest } from "@/server/auth/session";
import { unauthenticated } from "@/server/errors";
import { problemResponse } from "@/server/http/problem";
import { buildProductImagesZip } from "@/server/products/download-images";

// A binary answer, so not withApi (which answers JSON); the same session, service and error mapping.
export async function GET(req: NextRequest, ctx: { params: Promise<{ id: string; productId: string }> }): Promise<Response> {
  try {
    const actor = await actorFromRequest(req);
    if (!actor) throw unauthenticated();
    const { id, productId } = await ctx.params;
    const zip = await buildProductImagesZip(actor, { brandId: id, productId });
    return new Response(new Uint8Array(zip.data), {
      headers: {
        "content-type": "application/zip",
        "content-disposition": `attachment; filename="${zip.filename}"`,
        "cache-control": "private, no-store",
      },
    });
  } catch (err) {
    return problemResponse(err);
  }
}
