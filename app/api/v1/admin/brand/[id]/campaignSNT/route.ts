// POST /api/v1/admin/brand/{id}/campaignSNT {assortment} – creates a Draft v1 study in the brand's assortment (spec 3 §7).
import { z } from "zod";
import { ID_PATTERN } from "@/lib/ids";
import { withApi } from "@/server/http/with-api";
import { createStudy } from "@/server/studies/create-study";

export const POST = withApi({
  permission: "survey.write",
  params: z.object({ id: z.string() }),
  body: z.object({ assortment: z.string().regex(ID_PATTERN, { message: "Must be a 24-character lowercase hexadecimal id." }) }),
  status: 201,
  handler: ({ access, body }) => createStudy(access, { assortmentId: body.assortment }),
});
