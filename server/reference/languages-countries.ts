import "server-only";
import { prisma } from "../db";

/** Needs a signed-in user. */
export async function listLanguages() {
  const rows = await prisma.language.findMany({ orderBy: [{ is_default: "desc" }, { display_name: "asc" }] });
  return rows.map((l) => ({
    _id: l.id,
    code: l.code,
    default: l.is_default,
    display_name: l.display_name,
    localized_name: l.localized_name,
    translations: l.translations,
  }));
}

/** Needs a signed-in user. */
export async function listCountries() {
  const rows = await prisma.country.findMany({
    orderBy: { country_name: "asc" },
    include: { panel_providers: { select: { id: true, name: true } } },
  });
  return rows.map((c) => ({
    _id: c.id,
    code: c.code,
    country_name: c.country_name,
    region: c.region,
    flag_image_link: c.flag_image_link,
    geo_image_link: c.geo_image_link,
    population: c.population === null ? null : Number(c.population),
    currency_code: c.currency_code,
    currency_symbol: c.currency_symbol,
    gdp_in_usd: c.gdp_in_usd,
    gdp_per_capita_in_usd: c.gdp_per_capita_in_usd,
    languages: c.languages,
    time_zones: c.time_zones,
    panel_providers: c.panel_providers.map((p) => ({ _id: p.id, name: p.name })),
  }));
}
