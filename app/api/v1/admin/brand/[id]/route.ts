// PUT /api/v1/admin/brand/{id} – update the brand's settings (ZBrandUpdate; spec 1 §7) → { results: TBrandSettings }.
// Admin: every field; others: settings + brand write, no admin-only field (checked by the service). Stale
// date_modified → 409.
import { z } from "zod";
import { ZBrandUpdate } from "@/lib/brands/wire";
import { withApi } from "@/server/http/with-api";
import { updateBrand } from "@/server/brands/update-brand";

export const PUT = withApi({
  permission: "settings.write",
  params: z.object({ id: z.string() }),
  body: ZBrandUpdate,
  handler: ({ access, body }) => updateBrand(access, body),
});
