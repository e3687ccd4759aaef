// GET /api/v1/brand/{id}/product/{productId}/download – a zip of the product's original images (product read).
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { buildProductImagesZip } from "@/server/products/download-images";

export const GET = withApi({
  permission: "product.read",
  params: z.object({ id: z.string(), productId: z.string() }),
  // A binary answer: the handler's Response as it is.
  envelope: "response",
  handler: async ({ access, params }) => {
    const zip = await buildProductImagesZip(access, params.productId);
    return new Response(new Uint8Array(zip.data), {
      headers: {
        "content-type": "application/zip",
        "content-disposition": `attachment; filename="${zip.filename}"`,
        "cache-control": "private, no-store",
      },
    });
  },
});
