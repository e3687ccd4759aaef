// getResultsFilters (P9 item 2): the filters a study's results offer, with type, accessor, name, options and
// optionNames (spec 3 §3 "Filter"); every option it offers is accepted by the reports, and a filter with nothing to
// choose is left out.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "@/lib/ids";
import { RESULTS_FILTER_NAMES, type TResultsFilterDefinition } from "@/lib/results/filters";
import { prisma } from "@/server/db";
import { createBrand, createUser } from "../support/factories";
import { gql } from "../support/product-factories";
import { study } from "../studies-read/fixtures";
import { buildResultsStudy, type TResultsWorld } from "./fixture";

const QUERY = `query($b: ID!, $s: ID!) { getResultsFilters(brand_id: $b, survey_id: $s) { type accessor name options optionNames } }`;

let w: TResultsWorld;
let profile: string;
let segment: string;
beforeAll(async () => {
  w = await buildResultsStudy();
  profile = (await prisma.consumerProfile.create({ data: { id: newId(), brand_id: w.brandId, title: "Trend seekers" } })).id;
  await prisma.audience.create({ data: { id: newId(), survey_id: w.surveyId, country_id: w.aa, audience_type: "panel", consumer_profile_id: profile } });
  await prisma.audience.create({ data: { id: newId(), survey_id: w.surveyId, country_id: w.bb, audience_type: "crm" } });
  segment = (await prisma.segmentationProfile.create({ data: { id: newId(), survey_id: w.surveyId, profile_name: "Dog people", questions: [w.question] } })).id;
  await prisma.language.upsert({ where: { code: "qa" }, update: {}, create: { id: newId(), code: "qa", display_name: "Qalang", localized_name: "Qalang" } });
  // Counted respondents in QA speak "qa", live in "North" and scored 2…7 points; a preview's values must not show.
  const qa = await prisma.respondent.findMany({ where: { survey_id: w.surveyId, country_id: w.aa, status: "completed", is_preview: false }, select: { id: true } });
  for (const [i, r] of qa.entries()) await prisma.respondent.update({ where: { id: r.id }, data: { language: "qa", region: "North", summed_points: 2 + (i % 6) } });
  await prisma.respondent.updateMany({ where: { survey_id: w.surveyId, is_preview: true }, data: { region: "Hidden", summed_points: 99 } });
});

const definitions = async (token = w.token, surveyId = w.surveyId, brandId = w.brandId) =>
  gql<{ getResultsFilters: TResultsFilterDefinition[] }>(token, QUERY, { b: brandId, s: surveyId });

describe("getResultsFilters", () => {
  it("offers every filter the study has something for, in the screen's order, with names", async () => {
    const { data, errors } = await definitions();
    expect(errors).toBeUndefined();
    const countryName = async (id: string) => (await prisma.country.findUniqueOrThrow({ where: { id } })).country_name;
    expect(data!.getResultsFilters).toEqual([
      { type: "multi", accessor: "country", name: RESULTS_FILTER_NAMES.country, options: [w.aa, w.bb], optionNames: [await countryName(w.aa), await countryName(w.bb)] },
      { type: "multi", accessor: "consumer_profiles", name: RESULTS_FILTER_NAMES.consumer_profiles, options: [profile], optionNames: ["Trend seekers"] },
      { type: "multi", accessor: `demographics.${w.question}`, name: "Owns a dog", options: ["Yes", "No"], optionNames: ["Yes", "No"] },
      { type: "multi", accessor: "audience_types", name: RESULTS_FILTER_NAMES.audience_types, options: ["panel", "crm"], optionNames: ["Panel", "CRM"] },
      { type: "multi", accessor: "languages", name: RESULTS_FILTER_NAMES.languages, options: ["qa"], optionNames: ["Qalang"] },
      { type: "range", accessor: "summed_values", name: "Point-based range", options: ["2", "7"], optionNames: ["2", "7"] },
      { type: "multi", accessor: "regions", name: RESULTS_FILTER_NAMES.regions, options: ["North"], optionNames: ["North"] },
      { type: "multi", accessor: "segmentation_profile", name: RESULTS_FILTER_NAMES.segmentation_profile, options: [segment], optionNames: ["Dog people"] },
    ]);
  });

  it("every option offered is accepted by a report, and narrows it", async () => {
    const defs = (await definitions()).data!.getResultsFilters;
    for (const d of defs) {
      // The accessor says where the choice goes: a key of the filter input, or demographics.<question id>.
      const [key, questionId] = d.accessor.split(".");
      const filters =
        d.type === "range"
          ? { [key!]: { start_range: Number(d.options[0]), end_range: Number(d.options[1]) } }
          : questionId
            ? { [key!]: [{ demographic_id: questionId, answers: [d.options[0]] }] }
            : { [key!]: [d.options[0]] };
      const r = await gql<{ reportRespondentsCount: number }>(w.token, `query($b: ID!, $s: ID!, $f: ResultsFilterInput) { reportRespondentsCount(brand_id: $b, survey_id: $s, filters: $f) }`, { b: w.brandId, s: w.surveyId, f: filters });
      expect(r.errors, `${d.accessor}: ${JSON.stringify(r.errors)}`).toBeUndefined();
      expect(r.data!.reportRespondentsCount).toBeLessThanOrEqual(160);
    }
  });

  it("a study without answers or set-up offers nothing; another brand's study is not found", async () => {
    const bare = await study(w.brandId, { products: 1 });
    expect((await definitions(w.token, bare.id)).data!.getResultsFilters).toEqual([]);
    const elsewhere = await createBrand();
    const theirs = await study(elsewhere.id, { products: 1, countries: ["QA"] });
    expect((await definitions(w.token, theirs.id)).errors?.[0]?.extensions?.code).toBe("not_found");
    const stranger = await createUser({ brands: { [elsewhere.id]: [["survey", "read"]] } });
    expect((await definitions(stranger.token)).errors?.[0]?.extensions?.code).toBe("forbidden");
  });
});
