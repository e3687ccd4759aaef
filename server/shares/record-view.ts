import "server-only";
// POST …/survey/{s}/report/view {email} (spec 3 §2, §5, §7; P13 item 2): a shared report's viewer passed the e-mail
// gate; the view is logged against the link. Only a share viewer of this very study may log one (the request carries
// the share header with a null bearer token, spec 3 §6); an invalid e-mail is "*Please enter a valid email address";
// views are rate-limited per link and caller address, so a flood of addresses is refused.
import { SHARE_MSG, SHARE_VIEW_LIMIT } from "@/lib/shares/messages";
import { ZShareViewBody } from "@/lib/shares/wire";
import { ACCESS_MSG } from "@/lib/messages";
import type { Principal } from "../access/principal";
import { prisma } from "../db";
import { forbidden, unauthenticated } from "../errors";
import { parseInput } from "../http/problem";
import { consume } from "../rate-limit/limiter";

const LIMIT = { keyPrefix: "share-view", ...SHARE_VIEW_LIMIT };

/** Answers the link's id too (the route remembers the passed gate in a cookie named after it). */
export async function recordShareView(principal: Principal | null, brandId: string, surveyId: string, raw: unknown, caller: string): Promise<{ ok: true; token_id: string }> {
  if (!principal) throw unauthenticated(SHARE_MSG.notAShareLink);
  if (principal.kind !== "share") throw forbidden(SHARE_MSG.notAShareLink);
  if (principal.brand_id !== brandId || principal.survey_id !== surveyId) throw forbidden(ACCESS_MSG.shareViewerReadOnly);
  const { email } = parseInput(ZShareViewBody, raw ?? {}, "body");
  await consume(LIMIT, `${principal.token_id}|${caller}`, SHARE_MSG.tooManyViews);
  await prisma.shareView.create({ data: { survey_id: surveyId, share_token_id: principal.token_id, email: email.toLowerCase() } });
  return { ok: true, token_id: principal.token_id };
}
