// countries[] of the wizard save (spec 2 §2 "International step", §3 Country, exchange_rates, §5, §6): order,
// the brand's default country kept first, exchange rates from the seeded reference rates, translation_needed,
// removal of audiences and prices, refusals that change nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { USD_RATES } from "@/lib/international/usd-rates";
import { TRANSLATION_MSG } from "@/lib/study-rules/messages";
import { prisma } from "@/server/db";
import { createBrand, createUser } from "../support/factories";
import { api, draftStudy, modified, setup, snapshot, study } from "../builder/fixtures";

let ctx: Awaited<ReturnType<typeof setup>>;
let A: ReturnType<typeof api>;

beforeAll(async () => {
  ctx = await setup();
  A = api(ctx.brandId);
  const us = await prisma.country.findUniqueOrThrow({ where: { code: "US" } });
  await prisma.brand.update({ where: { id: ctx.brandId }, data: { default_country_id: us.id } });
});

const save = async (token: string, surveyId: string, countries: string[]) => A.save(token, surveyId, { date_modified: await modified(surveyId), countries });

describe("saveCountries", () => {
  it("keeps the default country first, stores exchange rates and which countries need translation", async () => {
    const s = await draftStudy(ctx.brandId, { products: 1 });
    const res = await save(ctx.writer, s.id, ["fr", "jp", "gb"]);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const w = study(res);
    expect(w.study_countries.map((c) => c.code)).toEqual(["US", "FR", "JP", "GB"]);
    expect(w.default_country).toBe("US");
    expect(w.exchange_rates.US).toBe(1);
    expect(w.exchange_rates.FR).toBeCloseTo(USD_RATES.EUR!, 6);
    expect(w.exchange_rates.JP).toBeCloseTo(USD_RATES.JPY!, 6);
    expect(w.study_countries.find((c) => c.code === "FR")).toMatchObject({ currency_code: "EUR", translation_needed: true, translating: false, languages: ["fr"] });
    expect(w.study_countries.find((c) => c.code === "GB")?.translation_needed).toBe(false);
    expect(w.countries_translations_needed?.sort()).toEqual(["FR", "JP"]);
    // Every new country got one audience row: crm for the default country, panel for the others.
    expect(w.audiences.map((a) => [a.country, a.audience_type])).toEqual([["US", "crm"], ["FR", "panel"], ["JP", "panel"], ["GB", "panel"]]);
    expect(w.audiences[1]!.panel_provider).toBe("lucid");

    // The default country cannot be dropped; reordering keeps rows and rates.
    const again = study(await save(ctx.writer, s.id, ["GB", "FR"]));
    expect(again.study_countries.map((c) => c.code)).toEqual(["US", "GB", "FR"]);
    expect(again.exchange_rates.FR).toBeCloseTo(USD_RATES.EUR!, 6);
  });

  it("rates are relative to the default country's currency; unknown rates are null", async () => {
    const brand = await createBrand();
    const de = await prisma.country.findUniqueOrThrow({ where: { code: "DE" } });
    await prisma.brand.update({ where: { id: brand.id }, data: { default_country_id: de.id } });
    const admin = ctx.admin;
    const s = await draftStudy(brand.id, { products: 0 });
    const B = api(brand.id);
    const aq = await prisma.country.findUnique({ where: { code: "AQ" } }); // Antarctica: no currency rate
    const res = await B.save(admin, s.id, { date_modified: await modified(s.id), countries: ["GB", ...(aq ? ["AQ"] : [])] });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const w = study(res);
    expect(w.study_countries[0]!.code).toBe("DE");
    expect(w.exchange_rates.GB).toBeCloseTo(USD_RATES.GBP! / USD_RATES.EUR!, 5);
    if (aq && aq.usd_rate === null) expect(w.exchange_rates.AQ).toBeUndefined();
  });

  it("removing a country deletes its audience rows and its prices", async () => {
    const s = await draftStudy(ctx.brandId, { products: 2 });
    expect((await save(ctx.writer, s.id, ["FR", "DE"])).status).toBe(200);
    await prisma.surveyProduct.updateMany({ where: { survey_id: s.id }, data: { additional_price_conversions: { FR: 90, DE: 95 } } });
    const res = await save(ctx.writer, s.id, ["DE"]);
    expect(res.status).toBe(200);
    const w = study(res);
    expect(w.study_countries.map((c) => c.code)).toEqual(["US", "DE"]);
    expect(w.audiences.map((a) => a.country)).toEqual(["US", "DE"]);
    expect(w.questions.map((q) => q.additional_price_conversions)).toEqual([{ DE: 95 }, { DE: 95 }]);
    const fr = await prisma.country.findUniqueOrThrow({ where: { code: "FR" } });
    expect(await prisma.audience.count({ where: { survey_id: s.id, country_id: fr.id } })).toBe(0);
  });

  it("unknown or repeated codes are a 400 and change nothing", async () => {
    const s = await draftStudy(ctx.brandId, { products: 1 });
    expect((await save(ctx.writer, s.id, ["FR"])).status).toBe(200);
    const before = await snapshot(s.id);
    const unknown = await save(ctx.writer, s.id, ["DE", "ZZ"]);
    expect(unknown.status).toBe(400);
    expect(unknown.json.detail).toBe(TRANSLATION_MSG.unknownCountry);
    expect((await save(ctx.writer, s.id, ["DE", "de"])).status).toBe(400);
    expect((await save(ctx.writer, s.id, ["D1"])).status).toBe(400);
    expect(await snapshot(s.id)).toEqual(before);
  });

  it("gatesAndDates or hide_select_countries: only an admin changes the countries", async () => {
    const gated = await createBrand({ features: ["gatesAndDates"] });
    const writer = await createUser({ brands: { [gated.id]: [["survey", "write"]] } });
    const s = await draftStudy(gated.id, { products: 0 });
    const G = api(gated.id);
    const refused = await G.save(writer.token, s.id, { date_modified: await modified(s.id), countries: ["FR"] });
    expect(refused.status).toBe(403);
    expect(refused.json.detail).toBe(TRANSLATION_MSG.countriesAdminOnly);
    expect((await G.save(ctx.admin, s.id, { date_modified: await modified(s.id), countries: ["FR"] })).status).toBe(200);
    // The same list from the non-admin is no change, so it passes.
    expect((await G.save(writer.token, s.id, { date_modified: await modified(s.id), countries: ["FR"], title: "Same countries" })).status).toBe(200);

    const hidden = await draftStudy(ctx.brandId, { products: 0 });
    await prisma.survey.update({ where: { id: hidden.id }, data: { config: { hide_select_countries: true } } });
    expect((await save(ctx.writer, hidden.id, ["FR"])).status).toBe(403);
    expect((await save(ctx.admin, hidden.id, ["FR"])).status).toBe(200);
  });
});
