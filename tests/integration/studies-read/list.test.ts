// The studies list (spec 3 §2 "Studies list", §3 "Survey summary", "Filter"): summaries with counts and price
// estimate, 20 per page with the total, default newest first, sorts, search by id:/hex/title, each filter,
// templates hidden from non-admins, other brands refused; the filter definitions.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "@/lib/ids";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TSurveyFilter, TSurveyPage } from "@/lib/studies/wire";
import { loadSurveySummaries, loadSurveySummary } from "@/server/studies/summary";
import { createBrand, createUser } from "../support/factories";
import { gql } from "../support/product-factories";
import { assortment, category, decisionPoint, study } from "./fixtures";

const LIST = `query($b: ID!, $p: Int, $s: String, $f: SurveyListFilters, $o: SurveySort) {
  getBrandSurveys(brand_id: $b, page: $p, search: $s, filters: $f, sort: $o) {
    total page page_size surveys { _id title status respondent_count price_estimate date_created } } }`;
const BY_ASSORTMENT = `query($b: ID!, $a: ID!) { getAssortmentSurveys(brand_id: $b, assortment_id: $a) { total surveys { _id } } }`;
const FILTERS = `query($b: ID!, $a: ID) { surveyListFilters(brand_id: $b, assortment_id: $a) { type accessor name options optionNames } }`;

type TRow = TSurveyPage["surveys"][number];
let brandId: string;
let reader: string;
let admin: string;
let outsider: string;
let fall: string;
let catB: string;
let dp: string;
let summit: string;
let otherBrandAssortment: string;
const plain: string[] = [];

async function list(vars: Record<string, unknown>, token = reader) {
  const res = await gql<{ getBrandSurveys: TSurveyPage }>(token, LIST, { b: brandId, ...vars });
  return { page: res.data?.getBrandSurveys, errors: res.errors };
}
const titles = (rows: TRow[] | undefined) => (rows ?? []).map((r) => r.title);

beforeAll(async () => {
  brandId = (await createBrand()).id;
  reader = (await createUser({ brands: { [brandId]: [["survey", "read"]] } })).token;
  admin = (await createUser({ is_admin: true })).token;
  outsider = (await createUser()).token;
  const catA = (await category(brandId, "Apparel")).id;
  catB = (await category(brandId, "Footwear", "female")).id;
  await assortment(brandId, { year: 2026, season: "spring", categoryId: catA });
  fall = (await assortment(brandId, { year: 2025, season: "fall", categoryId: catB })).id;
  dp = (await decisionPoint(brandId, "Concept Review")).id;
  const base = Date.UTC(2026, 0, 1);
  // 25 plain studies one minute apart (newest last), statuses Draft, Active, Closed in turn.
  for (let i = 0; i < 25; i++) {
    const s = await study(brandId, {
      title: `Plain ${String(i).padStart(2, "0")}`,
      status: (["Draft", "Active", "Closed"] as const)[i % 3],
      dateCreated: new Date(base + i * 60_000),
    });
    plain.push(s.id);
  }
  summit = (
    await study(brandId, {
      title: "Summit 50%_Off",
      status: "Closed",
      gender: "female",
      assortmentId: fall,
      decisionPointId: dp,
      countries: ["US", "DE"],
      audiences: [["crm", "US"], ["panel", "DE"]],
      products: 3,
      respondents: { completed: 4, processed: 2, started: 2, preview: 1 },
      version: "2.1.0",
      dateCreated: new Date(base - 86_400_000),
    })
  ).id;
  await study(brandId, { title: "Internal Template X", internalTemplate: true, dateCreated: new Date(base + 3_600_000) });
  await study(brandId, { title: "Type Template Y", tempType: "template", dateCreated: new Date(base + 3_600_000) });
  await study(brandId, { title: "Archived Z", archived: true });
  const other = (await createBrand()).id;
  otherBrandAssortment = (await assortment(other)).id;
  await study(other, { title: "Plain of another brand" });
});

describe("loadSurveySummaries", () => {
  it("keeps the order of the ids, skips unknown ones and computes counts and the price estimate", async () => {
    const [a, b, ...rest] = await loadSurveySummaries([summit, newId(), plain[0]!]);
    expect(rest).toHaveLength(0);
    expect(b?._id).toBe(plain[0]);
    expect(a).toMatchObject({
      _id: summit,
      countries: ["US", "DE"],
      respondent_count: 4,
      raw_submission_count: 4,
      total_submissions_processed: 2,
      product_count: 3,
      // two countries (international) × max(3 questions / 15, 1) × 250
      price_estimate: 500,
      is_v2: true,
      gender: "female",
      audiences: [{ audience_type: "crm", country: "US" }, { audience_type: "panel", country: "DE" }],
      assortment: { _id: fall, year: 2025, season: "fall", brand_category: { _id: catB, name: "Footwear", gender: "female" } },
      decision_point: { _id: dp, title: "Concept Review", abbreviation: "CO", type: { order: 3 } },
    });
    expect(b).toMatchObject({ respondent_count: 0, product_count: 0, price_estimate: 250, countries: [], is_v2: false, assortment: null });
  });

  it("a missing study is a 404 with the studies wording", async () => {
    await expect(loadSurveySummary(newId())).rejects.toMatchObject({ code: "not_found", message: STUDY_MSG.studyNotFound });
  });
});

describe("getBrandSurveys", () => {
  it("pages 20 rows with the total, newest first by default", async () => {
    const first = await list({});
    expect(first.errors).toBeUndefined();
    expect(first.page).toMatchObject({ total: 26, page: 1, page_size: 20 });
    expect(titles(first.page?.surveys).slice(0, 3)).toEqual(["Plain 24", "Plain 23", "Plain 22"]);
    expect(first.page?.surveys).toHaveLength(20);
    const second = await list({ p: 2 });
    expect(second.page?.surveys).toHaveLength(6);
    expect(titles(second.page?.surveys).at(-1)).toBe("Summit 50%_Off");
    const all = [...(first.page?.surveys ?? []), ...(second.page?.surveys ?? [])].map((r) => r.date_created);
    expect(all).toEqual([...all].sort().reverse());
    expect((await list({ p: 3 })).page).toMatchObject({ total: 26, surveys: [] });
  });

  it("sorts by title, status order (Draft, Active, Closed) and respondent count", async () => {
    expect(titles((await list({ o: { id: "title", desc: false } })).page?.surveys)[0]).toBe("Plain 00");
    const byStatus = (await list({ o: { id: "status", desc: false } })).page?.surveys ?? [];
    expect(byStatus.slice(0, 9).every((r) => r.status === "Draft")).toBe(true);
    expect(byStatus.slice(9, 17).every((r) => r.status === "Active")).toBe(true);
    const desc = (await list({ o: { id: "status", desc: true }, p: 1 })).page?.surveys ?? [];
    expect(desc[0]?.status).toBe("Closed");
    expect((await list({ o: { id: "respondent_count", desc: true } })).page?.surveys[0]?._id).toBe(summit);
    expect((await list({ o: { id: "nope", desc: true } })).errors?.[0]?.extensions?.code).toBe("invalid");
    expect((await list({ p: 0 })).errors?.[0]?.extensions?.code).toBe("invalid");
  });

  it("searches by id: prefix, bare 24-hex and title (case-insensitive, wildcards taken literally)", async () => {
    expect(titles((await list({ s: `id:${summit}` })).page?.surveys)).toEqual(["Summit 50%_Off"]);
    expect(titles((await list({ s: summit.toUpperCase() })).page?.surveys)).toEqual(["Summit 50%_Off"]);
    expect(titles((await list({ s: "summit 50%_off" })).page?.surveys)).toEqual(["Summit 50%_Off"]);
    expect(titles((await list({ s: "%" })).page?.surveys)).toEqual(["Summit 50%_Off"]);
    expect(titles((await list({ s: "_" })).page?.surveys)).toEqual(["Summit 50%_Off"]);
    expect((await list({ s: "plain 1" })).page?.total).toBe(10);
    expect((await list({ s: "Plain of another" })).page?.total).toBe(0);
  });

  it("each filter narrows the list", async () => {
    const only = async (f: Record<string, unknown>) => titles((await list({ f })).page?.surveys);
    expect(await only({ assortment_ids: [fall] })).toEqual(["Summit 50%_Off"]);
    expect(await only({ brand_category: [catB] })).toEqual(["Summit 50%_Off"]);
    expect(await only({ season: ["fall"] })).toEqual(["Summit 50%_Off"]);
    expect(await only({ season: ["spring"] })).toEqual([]);
    expect(await only({ year: [2025] })).toEqual(["Summit 50%_Off"]);
    expect(await only({ decision_point: [dp] })).toEqual(["Summit 50%_Off"]);
    expect(await only({ gender: ["female"] })).toEqual(["Summit 50%_Off"]);
    expect(await only({ audiences: ["crm"] })).toEqual(["Summit 50%_Off"]);
    expect(await only({ audiences: ["social"] })).toEqual([]);
    expect(await only({ price: [400, 600] })).toEqual(["Summit 50%_Off"]);
    expect((await list({ f: { price: [0, 300] } })).page?.total).toBe(25);
    expect((await list({ f: { status: ["Closed"] } })).page?.total).toBe(9);
    expect((await list({ f: { status: ["Closed"], gender: ["female"] } })).page?.total).toBe(1);
    expect((await list({ f: { price: [600, 400] } })).errors?.[0]?.extensions?.code).toBe("invalid");
    // A price is never negative (P10): the server refuses what the panel raises to 0.
    const negative = await list({ f: { price: [-50, 400] } });
    expect(negative.errors?.[0]?.extensions?.code).toBe("invalid");
    expect(JSON.stringify(negative.errors)).toContain("A price cannot be negative.");
    expect((await list({ f: { status: ["Open"] } })).errors?.[0]?.extensions?.code).toBe("invalid");
  });

  it("non-admins never see templates; admins do; archived studies are never listed", async () => {
    const mine = await list({ s: "Template" });
    expect(mine.page?.total).toBe(0);
    const asAdmin = await list({ s: "Template" }, admin);
    expect(titles(asAdmin.page?.surveys).sort()).toEqual(["Internal Template X", "Type Template Y"]);
    expect((await list({}, admin)).page?.total).toBe(28);
    expect((await list({ s: "Archived" }, admin)).page?.total).toBe(0);
  });

  it("refuses users without survey read in the brand", async () => {
    expect((await list({}, outsider)).errors?.[0]?.extensions?.code).toBe("forbidden");
    const productOnly = (await createUser({ brands: { [brandId]: [["product", "read"]] } })).token;
    expect((await list({}, productOnly)).errors?.[0]?.extensions?.code).toBe("forbidden");
  });
});

describe("getAssortmentSurveys and surveyListFilters", () => {
  it("lists one assortment's studies; another brand's assortment is a 404", async () => {
    const res = await gql<{ getAssortmentSurveys: TSurveyPage }>(reader, BY_ASSORTMENT, { b: brandId, a: fall });
    expect(res.data?.getAssortmentSurveys).toMatchObject({ total: 1, surveys: [{ _id: summit }] });
    const other = await gql(reader, BY_ASSORTMENT, { b: brandId, a: otherBrandAssortment });
    expect(other.errors?.[0]?.extensions?.code).toBe("not_found");
  });

  it("defines every filter with options from the brand's data", async () => {
    const res = await gql<{ surveyListFilters: TSurveyFilter[] }>(reader, FILTERS, { b: brandId });
    const byKey = Object.fromEntries((res.data?.surveyListFilters ?? []).map((f) => [f.accessor, f]));
    expect(Object.keys(byKey)).toEqual(["assortment_ids", "brand_category", "season", "year", "decision_point", "gender", "status", "audiences", "price"]);
    expect(byKey.season?.options).toEqual(["resort", "spring", "summer", "fall", "holiday"]);
    expect(byKey.status?.options).toEqual(["Draft", "Active", "Closed"]);
    expect(byKey.year?.options).toEqual(["2026", "2025"]);
    expect(byKey.assortment_ids?.optionNames).toEqual(["Spring 2026", "Fall 2025"]);
    expect(byKey.brand_category?.optionNames).toEqual(["Apparel", "Footwear"]);
    expect(byKey.decision_point?.options).toContain(dp);
    expect(byKey.price).toMatchObject({ type: "range", options: ["250", "500"] });
    const scoped = await gql<{ surveyListFilters: TSurveyFilter[] }>(reader, FILTERS, { b: brandId, a: fall });
    expect(scoped.data?.surveyListFilters.map((f) => f.accessor)).toEqual(["decision_point", "gender", "status", "audiences", "price"]);
  });
});
