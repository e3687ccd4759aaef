// The share-link calls of the learnings report's toolbar (spec 3 §7 get_share, create_share, update_share/{id}).
import { api } from "@/lib/api-client";
import type { TCreatedShare, TShareLink } from "@/lib/shares/wire";

const base = (brandId: string, surveyId: string) => `/brand/${brandId}/survey/${surveyId}`;

export const listShares = (brandId: string, surveyId: string) => api<TShareLink[]>(`${base(brandId, surveyId)}/get_share`);
export const createLearningsShare = (brandId: string, surveyId: string) =>
  api<TCreatedShare>(`${base(brandId, surveyId)}/create_share`, { method: "POST", json: { scope: "learnings" } });
export const revokeShare = (brandId: string, surveyId: string, shareId: string) =>
  api<TShareLink>(`${base(brandId, surveyId)}/update_share/${shareId}`, { method: "POST", json: { revoked: true } });

/** The address a learnings link opens. */
export const learningsShareUrl = (origin: string, brandId: string, surveyId: string, token: string) =>
  `${origin}/learnings/${brandId}/${surveyId}?share=${encodeURIComponent(token)}`;
