// POST /api/v1/admin/brand/{id}/survey/{surveyId}/send_email – the wizard's help e-mail to support (spec 2 §7):
// body {simple?, to?, from?, subject, html}; survey write on the brand; answers {results: {sent: true}}.
import { z } from "zod";
import { withApi } from "@/server/http/with-api";
import { sendHelpEmail, ZSendEmailBody } from "@/server/mail/help-email";

export const POST = withApi({
  permission: "survey.write",
  params: z.object({ id: z.string(), surveyId: z.string() }),
  body: ZSendEmailBody,
  handler: ({ access, params, body }) => sendHelpEmail(access, params.surveyId, body),
});
