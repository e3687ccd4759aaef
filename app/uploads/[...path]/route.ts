// GET /uploads/{id}/{variant}.{ext} – stored images (original, desktop, mobile variants). Declared "none": the same
// bytes for everyone (product images also appear in live surveys and share pages), so no session is read; the ids
// in the path are unguessable, and nothing outside the upload folder is served.
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { readUpload } from "@/server/storage/serve-upload";

export const GET = withApi({
  permission: "none",
  params: z.object({ path: z.array(z.string()) }),
  envelope: "response",
  handler: async ({ params }) => {
    const { body, type } = await readUpload(params.path);
    return new Response(new Uint8Array(body), {
      headers: { "content-type": type, "cache-control": "public, max-age=31536000, immutable", "x-content-type-options": "nosniff" },
    });
  },
});
