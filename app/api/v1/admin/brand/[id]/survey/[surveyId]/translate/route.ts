// /api/v1/admin/brand/{id}/survey/{surveyId}/translate (spec 2 §7 "translate", "cancel translate"):
// POST starts a translation {countries, unset_products_out_of_sync_translations?, refresh_products_translations?};
// PUT cancels it {countries}; both answer the wizard study. GET answers the latest run (polling), or with
// ?country=XX the stored translated texts of that study country.
import { z } from "zod";
import { ZCountryCode, type TWireTranslationRun } from "@/lib/builder/builder-wire";
import { withApi } from "@/server/http/with-api";
import { cancelTranslation, type TCountryTranslations, countryTranslations, latestTranslationRun, startTranslation, ZTranslateCancel, ZTranslateStart } from "@/server/translation/run";

const params = z.object({ id: z.string(), surveyId: z.string() });

export const POST = withApi({
  permission: "survey.write",
  params,
  body: ZTranslateStart,
  handler: ({ access, params, body }) => startTranslation(access, params.surveyId, body),
});

export const PUT = withApi({
  permission: "survey.write",
  params,
  body: ZTranslateCancel,
  handler: ({ access, params, body }) => cancelTranslation(access, params.surveyId, body),
});

export const GET = withApi({
  permission: "survey.read",
  params,
  query: z.object({ country: ZCountryCode.optional() }).strict(),
  handler: async ({ access, params, query }): Promise<TWireTranslationRun | TCountryTranslations | null> =>
    query.country ? countryTranslations(access, params.surveyId, query.country) : latestTranslationRun(access, params.surveyId),
});
