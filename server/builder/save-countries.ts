import "server-only";
// countries[] of the wizard save (spec 2 §2 "International step", §3 Country, countries, exchange_rates, §5, §6),
// inside save-study's transaction, before audiences and questions:
// - the study's countries become the list, in order (codes case-insensitive; an unknown code or one listed twice →
//   400 and nothing changes); the brand's default country is always kept, first;
// - a country new to the study gets exchange_rate = usd_rate(its currency) / usd_rate(the default country's
//   currency) (null when a rate is unknown; USD when the brand has no default country), translation_needed when it
//   is not the default country and none of its languages is the study language, and one audience row of the
//   default type (crm for the default country, panel with the default panel provider for others) so that every
//   study country keeps an audience row (spec 2 §5);
// - a removed country loses its audience rows and its entries in the products' additional_price_conversions (its
//   respondent limit lives on the removed row);
// - kept countries keep their rate, translation state, limit and audiences.
// Our decision (spec 2 §6 hides the country selection): when the brand has gatesAndDates, or the study's config has
// hide_select_countries, only an admin may change the countries; a non-admin's change is refused (403).
// A translation in progress already refused the save (requireDraft, 409).
import { exchangeRate } from "@/lib/international/prices";
import { countryNeedsTranslation } from "@/lib/international/texts";
import { defaultAudienceType, DEFAULT_PANEL_PROVIDER } from "@/lib/study-rules/audiences";
import { TRANSLATION_MSG } from "@/lib/study-rules/messages";
import { parseFeatures } from "@/lib/schemas/brand";
import type { TStudySave } from "@/lib/builder/study";
import { Prisma } from "../generated/prisma/client";
import type { Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { forbidden, invalid } from "../errors";

type TCountryRow = { id: string; code: string; currency_code: string; languages: string[]; usd_rate: number | null };

/** Inside the wizard save's transaction; the caller holds survey.write. */
export async function saveCountries(
  tx: Tx,
  access: TBrandAccess,
  surveyId: string,
  countries: NonNullable<TStudySave["countries"]>,
): Promise<void> {
  const codes = countries.map((c) => c.trim().toUpperCase());
  const seen = new Set<string>();
  const twice = codes.map((code, i) => ({ code, i })).filter(({ code }) => (seen.has(code) ? true : (seen.add(code), false)));
  if (twice.length) throw invalid(TRANSLATION_MSG.countryTwice, twice.map(({ i }) => ({ name: `countries.${i}`, reason: TRANSLATION_MSG.countryTwice })));

  const select = { id: true, code: true, currency_code: true, languages: true, usd_rate: true } as const;
  const found: TCountryRow[] = codes.length ? await tx.country.findMany({ where: { code: { in: codes, mode: "insensitive" } }, select }) : [];
  const byCode = new Map(found.map((c) => [c.code.toUpperCase(), c]));
  const unknown = codes.map((code, i) => ({ code, i })).filter(({ code }) => !byCode.has(code));
  if (unknown.length) throw invalid(TRANSLATION_MSG.unknownCountry, unknown.map(({ i }) => ({ name: `countries.${i}`, reason: TRANSLATION_MSG.unknownCountry })));

  const [brand, survey, stored] = await Promise.all([
    tx.brand.findUniqueOrThrow({ where: { id: access.brandId }, select: { features: true, default_country: { select } } }),
    tx.survey.findUniqueOrThrow({ where: { id: surveyId }, select: { language: true, config: true } }),
    tx.surveyCountry.findMany({ where: { survey_id: surveyId }, select: { country_id: true, country: { select: { code: true } } }, orderBy: [{ order: "asc" }, { country_id: "asc" }] }),
  ]);
  const def = brand.default_country;
  const list: TCountryRow[] = codes.map((c) => byCode.get(c)!).filter((c) => c.id !== def?.id);
  if (def) list.unshift(def);

  const storedIds = stored.map((s) => s.country_id);
  const nextIds = list.map((c) => c.id);
  const unchanged = storedIds.length === nextIds.length && storedIds.every((id, i) => id === nextIds[i]);
  if (unchanged) return;
  const config = survey.config && typeof survey.config === "object" && !Array.isArray(survey.config) ? (survey.config as Record<string, unknown>) : {};
  if (!access.actor.is_admin && (parseFeatures(brand.features).gatesAndDates || config.hide_select_countries === true)) {
    throw forbidden(TRANSLATION_MSG.countriesAdminOnly);
  }

  const removed = stored.filter((s) => !nextIds.includes(s.country_id));
  if (removed.length) {
    const removedIds = removed.map((r) => r.country_id);
    const removedCodes = new Set(removed.map((r) => r.country.code.toUpperCase()));
    await tx.audience.deleteMany({ where: { survey_id: surveyId, country_id: { in: removedIds } } });
    await tx.surveyCountry.deleteMany({ where: { survey_id: surveyId, country_id: { in: removedIds } } });
    const products = await tx.surveyProduct.findMany({ where: { survey_id: surveyId }, select: { product_id: true, additional_price_conversions: true } });
    for (const p of products) {
      const conv = p.additional_price_conversions && typeof p.additional_price_conversions === "object" && !Array.isArray(p.additional_price_conversions)
        ? (p.additional_price_conversions as Record<string, unknown>)
        : {};
      const kept = Object.fromEntries(Object.entries(conv).filter(([k]) => !removedCodes.has(k.toUpperCase())));
      if (Object.keys(kept).length !== Object.keys(conv).length) {
        await tx.surveyProduct.update({
          where: { survey_id_product_id: { survey_id: surveyId, product_id: p.product_id } },
          data: { additional_price_conversions: kept as Prisma.InputJsonValue },
        });
      }
    }
  }

  const defaultRate = def ? def.usd_rate : 1;
  const added = list.filter((c) => !storedIds.includes(c.id));
  if (added.length) {
    await tx.surveyCountry.createMany({
      data: added.map((c) => ({
        survey_id: surveyId,
        country_id: c.id,
        order: nextIds.indexOf(c.id),
        exchange_rate: c.id === def?.id ? 1 : exchangeRate(c.usd_rate, defaultRate),
        translation_needed: c.id !== def?.id && countryNeedsTranslation(c.languages, survey.language),
      })),
    });
    const withAudience = new Set(
      (await tx.audience.findMany({ where: { survey_id: surveyId, country_id: { in: added.map((c) => c.id) } }, select: { country_id: true } })).map((a) => a.country_id),
    );
    const provider = await tx.panelProvider.findFirst({ where: { OR: [{ is_default: true }, { name: DEFAULT_PANEL_PROVIDER }] }, orderBy: { is_default: "desc" }, select: { id: true } });
    const maxOrder = (await tx.audience.aggregate({ where: { survey_id: surveyId }, _max: { order: true } }))._max.order ?? -1;
    const rows = added.filter((c) => !withAudience.has(c.id));
    if (rows.length) {
      await tx.audience.createMany({
        data: rows.map((c, i) => {
          const type = defaultAudienceType(c.code, def?.code ?? null);
          return { survey_id: surveyId, country_id: c.id, audience_type: type, panel_provider_id: type === "panel" ? (provider?.id ?? null) : null, order: maxOrder + 1 + i };
        }),
      });
    }
  }
  // Order of the kept countries follows the list.
  for (const [order, c] of list.entries()) {
    if (!added.includes(c)) await tx.surveyCountry.update({ where: { survey_id_country_id: { survey_id: surveyId, country_id: c.id } }, data: { order } });
  }
}
