// POST /api/v2/surveys {brand_id, assortment_id} → {id} – creates a Draft v2 study (version 2.0.0); needs survey
// write and the brand's enableSurveyCreatorV2 feature (spec 3 §6, §7).
import { z } from "zod";
import { ID_PATTERN } from "@/lib/ids";
import { withApi } from "@/server/http/with-api";
import { createStudy } from "@/server/studies/create-study";

const ZId = z.string().regex(ID_PATTERN, { message: "Must be a 24-character lowercase hexadecimal id." });

export const POST = withApi({
  permission: "survey.write",
  brandInBody: (body) => body.brand_id,
  body: z.object({ brand_id: z.string(), assortment_id: ZId }),
  envelope: "raw",
  status: 201,
  handler: async ({ access, body }) => {
    const created = await createStudy(access, { assortmentId: body.assortment_id, v2: true });
    return { id: created._id };
  },
});
