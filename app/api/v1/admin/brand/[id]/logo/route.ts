// POST /api/v1/admin/brand/{id}/logo – multipart field "file" (≤ LOGO_MAX_BYTES; PNG, JPEG, WebP or GIF, sniffed)
// → { results: { logo } }. Stores the image only; the settings form then PUTs `logo`. Settings writers.
import { z } from "zod";
import { LOGO_MAX_BYTES } from "@/lib/brands/messages";
import { withApi } from "@/server/http/with-api";
import { logoTooLarge, uploadBrandLogo } from "@/server/brands/brand-logo";

/** Multipart framing allowance on top of the file itself. */
const FRAMING_BYTES = 64 * 1024;

export const POST = withApi({
  permission: "settings.write",
  params: z.object({ id: z.string() }),
  handler: ({ access, req }) =>
    uploadBrandLogo(access, async () => {
      // A body larger than the largest logo cannot hold a valid one: refuse it before reading it into memory.
      if (Number(req.headers.get("content-length") ?? 0) > LOGO_MAX_BYTES + FRAMING_BYTES) throw logoTooLarge();
      const form = await req.formData().catch(() => null);
      const file = form?.get("file");
      if (!file || typeof file === "string") return null;
      return { size: file.size, bytes: async () => new Uint8Array(await file.arrayBuffer()) };
    }),
});
