import "server-only";
// The redirect URL of an ended visit (P6): loads the respondent's panel provider and applies lib/survey/redirect.ts.
import { outcomeRedirectUrl } from "@/lib/survey/redirect";
import type { TStudyShape } from "@/lib/survey/shape";
import type { TLiveOutcomeStatus } from "@/lib/survey/wire";
import { prisma, type Tx } from "../db";

export interface TRedirectWho {
  audience_id: string | null;
  panel_params: Record<string, string>;
}

export async function outcomeRedirect(shape: TStudyShape, who: TRedirectWho, status: TLiveOutcomeStatus, db: Tx = prisma): Promise<string | null> {
  const audience = (who.audience_id && shape.audiences.find((a) => a.id === who.audience_id)) || null;
  const provider =
    audience?.audience_type === "panel" && audience.panel_provider_id
      ? await db.panelProvider.findUnique({ where: { id: audience.panel_provider_id }, select: { parameter_mappings: true, redirect_urls: true } })
      : null;
  return outcomeRedirectUrl({
    status,
    audience,
    provider,
    panel_params: who.panel_params,
    study: { redirect_link: shape.redirect_link, redirect_link_closed: shape.redirect_link_closed },
  });
}
