// POST /api/v1/brand/{id}/survey/{s}/report/view {email} – a shared report's viewer passed the e-mail gate (spec 3 §2,
// §7). Declared public: the caller is a share viewer (the share header, null bearer), checked by the service against
// this study; anyone else is refused there.
import { z } from "zod";
import { clientAddress } from "@/server/http/client-address";
import { withApi } from "@/server/http/with-api";
import { recordShareView } from "@/server/shares/record-view";

export const POST = withApi({
  permission: "public",
  params: z.object({ id: z.string(), surveyId: z.string() }),
  body: z.unknown(),
  maxBodyBytes: 4_096,
  status: 201,
  handler: ({ principal, params, body, req }) => recordShareView(principal, params.id, params.surveyId, body, clientAddress(req.headers)),
});
