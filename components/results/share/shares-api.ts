// The share-link calls of the results and learnings reports (spec 3 §7 get_share, create_share, update_share/{id};
// P15 item 6 get_share/{id}/views).
import { api } from "@/lib/api-client";
import type { TShareScopeName } from "@/lib/shares/messages";
import type { TCreatedShare, TShareLink, TShareViewsPage } from "@/lib/shares/wire";

const base = (brandId: string, surveyId: string) => `/brand/${brandId}/survey/${surveyId}`;

export const listShares = (brandId: string, surveyId: string) => api<TShareLink[]>(`${base(brandId, surveyId)}/get_share`);
/** Copy share link: the brand's active link of the scope again, or a new one when there is none. */
export const copyShare = (brandId: string, surveyId: string, scope: TShareScopeName) =>
  api<TCreatedShare>(`${base(brandId, surveyId)}/create_share`, { method: "POST", json: { scope, reuse: true } });
/** New link: always a new one, with an optional label and expiry. */
export const createShare = (brandId: string, surveyId: string, input: { scope: TShareScopeName; label: string | null; expires_at: string | null }) =>
  api<TCreatedShare>(`${base(brandId, surveyId)}/create_share`, { method: "POST", json: input });
export const revokeShare = (brandId: string, surveyId: string, shareId: string) =>
  api<TShareLink>(`${base(brandId, surveyId)}/update_share/${shareId}`, { method: "POST", json: { revoked: true } });
export const listShareViews = (brandId: string, surveyId: string, shareId: string, page: number) =>
  api<TShareViewsPage>(`${base(brandId, surveyId)}/get_share/${shareId}/views?page=${page}`);
