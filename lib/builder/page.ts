// What a wizard route hands the client wizard (spec 2 §2 "Wizard route", §6): the user's rights, and the route's
// search parameters carried across the redirects. Loaded by server/pages/builder-page.ts. Pure.
import type { TBrandFeatures } from "@/lib/schemas/brand";
import type { TBuilderQuery } from "./steps";

export interface TBuilderAccess {
  isAdmin: boolean;
  viewAsUser: boolean;
  canWriteSurvey: boolean;
  features: TBrandFeatures;
  currencySymbol: string;
}

/** The client wizard's props, as the route's loader found them. */
export interface TBuilderPageProps {
  brandId: string;
  /** The route's assortment; null on /brand/{b}/campaign-wizard/{id}. */
  assortmentId: string | null;
  studyId: string;
  access: TBuilderAccess;
  query: TBuilderQuery;
  viewOnly: boolean;
  brandLocked: boolean;
}

export type TSearchParams = Record<string, string | string[] | undefined>;

/** The search parameters again as a query string ("" when none), for a redirect that keeps them. */
export function queryString(search: TSearchParams): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(search)) for (const one of Array.isArray(v) ? v : v === undefined ? [] : [v]) q.append(k, one);
  const s = q.toString();
  return s ? `?${s}` : "";
}
