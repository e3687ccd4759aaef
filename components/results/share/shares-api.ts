// The share-link calls of the results and learnings reports (spec 3 §7 get_share, create_share, update_share/{id}).
import { api } from "@/lib/api-client";
import type { TShareScopeName } from "@/lib/shares/messages";
import type { TCreatedShare, TShareLink } from "@/lib/shares/wire";

const base = (brandId: string, surveyId: string) => `/brand/${brandId}/survey/${surveyId}`;

export const listShares = (brandId: string, surveyId: string) => api<TShareLink[]>(`${base(brandId, surveyId)}/get_share`);
export const createShare = (brandId: string, surveyId: string, scope: TShareScopeName) =>
  api<TCreatedShare>(`${base(brandId, surveyId)}/create_share`, { method: "POST", json: { scope } });
export const revokeShare = (brandId: string, surveyId: string, shareId: string) =>
  api<TShareLink>(`${base(brandId, surveyId)}/update_share/${shareId}`, { method: "POST", json: { revoked: true } });
