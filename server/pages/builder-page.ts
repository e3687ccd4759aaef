import "server-only";
// The server side of every wizard route (spec 2 §2 "Wizard route", §6, §8): the brand guard (an invalid brand id
// goes home with the notice), survey write or the home route, the study's assortment (a route with another one, or
// none, is redirected to the study's assortment URL), and the user's rights for the client wizard. The study itself
// is loaded by the client (GET …/survey/{s}?view=wizard), which answers load errors as spec 2 §8 says.
import { redirect } from "next/navigation";
import { isAdmin, permits } from "@/lib/permissions";
import { routes } from "@/lib/routes";
import { queryString, type TSearchParams, type TBuilderPageProps } from "@/lib/builder/page";
import { parseBuilderQuery, builderPath } from "@/lib/builder/steps";
import { withPermission } from "../access/authorize";
import { guardBrandPage, viewAsUserRequested } from "../access/page-guard";
import { getBrand } from "../brands/get-brand";
import { AppError } from "../errors";
import { getBrandSurvey, loadBrandSurvey } from "../studies/get-survey";

export interface TBuilderRoute {
  brandId: string;
  /** The route's assortment; null on /brand/{b}/campaign-wizard/{id}. */
  assortmentId: string | null;
  campaignId: string;
  viewOnly: boolean;
  search: TSearchParams;
}

export async function loadBuilderPage({ brandId, assortmentId, campaignId, viewOnly, search }: TBuilderRoute): Promise<TBuilderPageProps> {
  const { actor, brand, access: member } = await guardBrandPage(brandId);
  // Users without survey write access are sent to the home route (spec 2 §2).
  if (!permits(actor, brandId, "survey.write")) redirect(routes.brandHome(brandId));
  const access = withPermission(member, "survey.write");

  let studyAssortment: string | null = assortmentId;
  try {
    // A template reads as unknown to non-admins (the client's load then answers it); an admin viewing as a user
    // still opens it (the client's API calls are the admin's), so the route follows its assortment.
    const study = actor.is_admin ? loadBrandSurvey(access, campaignId) : getBrandSurvey(access, campaignId);
    studyAssortment = (await study).assortment_id;
  } catch (e) {
    // An unknown study is answered by the client's load (toast, then home); other failures surface.
    if (!(e instanceof AppError && e.code === "not_found")) throw e;
  }
  if (studyAssortment !== assortmentId) redirect(builderPath(brandId, campaignId, studyAssortment, viewOnly) + queryString(search));

  const details = await getBrand(member);
  const settings = (details.settings ?? {}) as Record<string, unknown>;
  return {
    brandId,
    assortmentId,
    studyId: campaignId,
    access: {
      isAdmin: isAdmin(actor),
      // "An admin viewing as a user": view=user from a real admin.
      viewAsUser: actor.is_admin && (await viewAsUserRequested()),
      canWriteSurvey: true,
      features: brand.features,
      currencySymbol: details.default_country.currency_symbol,
    },
    query: parseBuilderQuery(search),
    viewOnly,
    brandLocked: settings.locked_wizard_routes === true,
  };
}
