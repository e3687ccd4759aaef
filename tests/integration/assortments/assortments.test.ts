// Assortments (spec 3 §2 "Assortment page", timeline, §3 "Assortment", §6): create needs year, season and the
// brand's category (400, nothing created); assortment write needed (403); header counts; homepage order by
// year descending then resort, spring, summer, fall, holiday; update replaces decisions and events; delete scoped.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "@/lib/ids";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TAssortment, TAssortmentHeaderInfo } from "@/lib/studies/wire";
import { prisma } from "@/server/db";
import * as categoriesRoute from "@/app/api/v1/brand/[id]/brand_category/route";
import * as categoryRoute from "@/app/api/v1/brand/[id]/brand_category/[categoryId]/route";
import { call, createBrand, createUser } from "../support/factories";
import { createProduct, gql } from "../support/product-factories";
import { assortment, category, study } from "../studies-read/fixtures";

const FIELDS = `_id year season name brand brand_category { _id name gender } products surveys consumer_profiles snips_count
  decisions { _id name date_start date_end } calendar_events { _id name description date_start date_end assortment } date_modified backgroundImageUrl`;
const CREATE = `mutation($b: ID!, $a: AssortmentInput!) { createAssortment(brand_id: $b, assortment: $a) { ${FIELDS} } }`;
const UPDATE = `mutation($b: ID!, $a: AssortmentInput!) { updateAssortment(brand_id: $b, assortment: $a) { ${FIELDS} } }`;
const DELETE = `mutation($b: ID!, $id: ID!) { deleteAssortment(brand_id: $b, _id: $id) }`;
const HEADER = `query($b: ID!, $id: ID!) { getAssortmentHeaderInfo(brand_id: $b, _id: $id) { _id products surveys profiles shared_items } }`;
const HOME = `query($b: ID!) { getAssortmentsForHomepage(brand_id: $b) { _id year season } }`;
const GET = `query($b: ID!, $id: ID!) { getAssortment(brand_id: $b, _id: $id) { ${FIELDS} } }`;
const PROFILES = `query($b: ID!, $id: ID!) { getAssortmentWithConsumerProfiles(brand_id: $b, _id: $id) { _id consumer_profiles { _id name } } }`;

let brandId: string;
let otherBrand: string;
let writer: string;
let reader: string;
let catId: string;
let otherCat: string;

beforeAll(async () => {
  brandId = (await createBrand()).id;
  otherBrand = (await createBrand()).id;
  writer = (await createUser({ brands: { [brandId]: [["assortment", "write"], ["survey", "read"]] } })).token;
  reader = (await createUser({ brands: { [brandId]: [["assortment", "read"]] } })).token;
  catId = (await category(brandId, "Outerwear", "male")).id;
  otherCat = (await category(otherBrand, "Not mine")).id;
});

const count = () => prisma.assortment.count({ where: { brand_id: brandId } });

describe("createAssortment", () => {
  it("creates with decisions and calendar events", async () => {
    const res = await gql<{ createAssortment: TAssortment }>(writer, CREATE, {
      b: brandId,
      a: {
        year: 2027, season: "summer", brand_category: catId, name: "Summer drop",
        decisions: [{ name: "Line lock", date_start: "2027-01-10T00:00:00.000Z" }],
        calendar_events: [{ name: "Gate 1", description: "Design gate", date_start: "2027-02-01T00:00:00.000Z", date_end: "2027-02-02T00:00:00.000Z" }],
      },
    });
    expect(res.errors).toBeUndefined();
    const a = res.data!.createAssortment;
    expect(a).toMatchObject({ year: 2027, season: "summer", name: "Summer drop", brand: brandId, brand_category: { _id: catId, name: "Outerwear", gender: "male" }, products: 0, surveys: 0 });
    expect(a.decisions).toMatchObject([{ name: "Line lock", date_start: "2027-01-10T00:00:00.000Z", date_end: null }]);
    expect(a.calendar_events).toMatchObject([{ name: "Gate 1", description: "Design gate", assortment: a._id }]);
  });

  it("without a category (or year/season invalid, or another brand's category) is a 400 and nothing is created", async () => {
    const before = await count();
    const missing = await gql(writer, CREATE, { b: brandId, a: { year: 2027, season: "fall", brand_category: "" } });
    expect(missing.errors?.[0]).toMatchObject({ message: STUDY_MSG.assortmentNeeds, extensions: { code: "invalid" } });
    const badSeason = await gql(writer, CREATE, { b: brandId, a: { year: 2027, season: "winter", brand_category: catId } });
    expect(badSeason.errors?.[0]?.extensions?.code).toBe("invalid");
    const theirs = await gql(writer, CREATE, { b: brandId, a: { year: 2027, season: "fall", brand_category: otherCat, decisions: [{ name: "x" }] } });
    expect(theirs.errors?.[0]?.extensions?.code).toBe("invalid");
    expect(await count()).toBe(before);
    expect(await prisma.assortmentDecision.count({ where: { name: "x" } })).toBe(0);
  });

  it("a read-only user cannot create assortments", async () => {
    const before = await count();
    const res = await gql(reader, CREATE, { b: brandId, a: { year: 2027, season: "fall", brand_category: catId } });
    expect(res.errors?.[0]?.extensions?.code).toBe("forbidden");
    expect(await count()).toBe(before);
  });
});

describe("updateAssortment and deleteAssortment", () => {
  it("replaces the decisions and events lists when given and keeps them when left out", async () => {
    const created = (await gql<{ createAssortment: TAssortment }>(writer, CREATE, {
      b: brandId, a: { year: 2028, season: "resort", brand_category: catId, decisions: [{ name: "A" }, { name: "B" }], calendar_events: [{ name: "E" }] },
    })).data!.createAssortment;
    const keep = created.decisions.find((d) => d.name === "A")!;
    const res = await gql<{ updateAssortment: TAssortment }>(writer, UPDATE, {
      b: brandId, a: { _id: created._id, year: 2028, season: "holiday", brand_category: catId, decisions: [{ _id: keep._id, name: "A renamed" }, { name: "C" }] },
    });
    expect(res.errors).toBeUndefined();
    const u = res.data!.updateAssortment;
    expect(u.season).toBe("holiday");
    expect(u.decisions.map((d) => d.name).sort()).toEqual(["A renamed", "C"]);
    expect(u.decisions.find((d) => d.name === "A renamed")?._id).toBe(keep._id);
    expect(u.calendar_events.map((e) => e.name)).toEqual(["E"]);
  });

  it("deleting another brand's assortment is a 404 and leaves it", async () => {
    const theirs = await assortment(otherBrand);
    const res = await gql(writer, DELETE, { b: brandId, id: theirs.id });
    expect(res.errors?.[0]?.extensions?.code).toBe("not_found");
    expect(await prisma.assortment.count({ where: { id: theirs.id } })).toBe(1);
    const mine = await assortment(brandId, { year: 2030 });
    expect((await gql<{ deleteAssortment: boolean }>(reader, DELETE, { b: brandId, id: mine.id })).errors?.[0]?.extensions?.code).toBe("forbidden");
    expect((await gql<{ deleteAssortment: boolean }>(writer, DELETE, { b: brandId, id: mine.id })).data?.deleteAssortment).toBe(true);
    expect(await prisma.assortment.count({ where: { id: mine.id } })).toBe(0);
  });
});

describe("reading assortments", () => {
  it("counts products, studies, profiles and shared items in the header", async () => {
    const a = await assortment(brandId, { year: 2024, categoryId: catId });
    await createProduct(brandId, { assortmentIds: [a.id] });
    await createProduct(brandId, { assortmentIds: [a.id] });
    await createProduct(brandId, { assortmentIds: [a.id], deleted: true });
    const s1 = await study(brandId, { assortmentId: a.id });
    await study(brandId, { assortmentId: a.id });
    await study(brandId, { assortmentId: a.id, archived: true });
    await study(brandId, { assortmentId: a.id, internalTemplate: true });
    for (const title of ["P1", "P2", "P3"]) {
      const p = await prisma.consumerProfile.create({ data: { id: newId(), brand_id: brandId, title } });
      await prisma.assortmentConsumerProfile.create({ data: { assortment_id: a.id, consumer_profile_id: p.id } });
    }
    await prisma.snip.create({ data: { id: newId(), brand_id: brandId, survey_id: s1.id, assortment_id: a.id } });
    const res = await gql<{ getAssortmentHeaderInfo: TAssortmentHeaderInfo }>(reader, HEADER, { b: brandId, id: a.id });
    expect(res.data?.getAssortmentHeaderInfo).toEqual({ _id: a.id, products: 2, surveys: 2, profiles: 3, shared_items: 1 });
    const full = await gql<{ getAssortment: TAssortment }>(reader, GET, { b: brandId, id: a.id });
    expect(full.data?.getAssortment).toMatchObject({ products: 2, surveys: 2, consumer_profiles: 3, snips_count: 1 });
    const profiles = await gql<{ getAssortmentWithConsumerProfiles: { consumer_profiles: { name: string }[] } }>(reader, PROFILES, { b: brandId, id: a.id });
    expect(profiles.data?.getAssortmentWithConsumerProfiles.consumer_profiles.map((p) => p.name)).toEqual(["P1", "P2", "P3"]);
    expect((await gql(reader, HEADER, { b: otherBrand, id: a.id })).errors?.[0]?.extensions?.code).toBe("forbidden");
    expect((await gql(reader, HEADER, { b: brandId, id: newId() })).errors?.[0]?.extensions?.code).toBe("not_found");
  });

  it("orders the homepage by year descending then resort, spring, summer, fall, holiday", async () => {
    const b = (await createBrand()).id;
    const token = (await createUser({ brands: { [b]: [["assortment", "read"]] } })).token;
    for (const [year, season] of [[2025, "holiday"], [2026, "fall"], [2025, "resort"], [2026, "spring"], [2026, "resort"], [2026, "holiday"], [2026, "summer"], [2024, "spring"]] as const) {
      await assortment(b, { year, season });
    }
    const res = await gql<{ getAssortmentsForHomepage: { year: number; season: string }[] }>(token, HOME, { b });
    expect(res.data?.getAssortmentsForHomepage.map((a) => `${a.year} ${a.season}`)).toEqual([
      "2026 resort", "2026 spring", "2026 summer", "2026 fall", "2026 holiday", "2025 resort", "2025 holiday", "2024 spring",
    ]);
  });

  it("lists the brand categories over REST", async () => {
    const res = await call(categoriesRoute.GET, { token: reader, params: { id: brandId } });
    expect(res.status).toBe(200);
    expect(res.json.results).toEqual([{ _id: catId, name: "Outerwear", gender: "male" }]);
    expect((await call(categoriesRoute.GET, { token: reader, params: { id: otherBrand } })).status).toBe(403);
  });

  it("reads one brand category over REST; another brand's or a malformed id is not found", async () => {
    const one = await call(categoryRoute.GET, { token: reader, params: { id: brandId, categoryId: catId } });
    expect(one.status).toBe(200);
    expect(one.json.results).toEqual({ _id: catId, name: "Outerwear", gender: "male" });
    for (const categoryId of [otherCat, "nope"]) {
      const res = await call(categoryRoute.GET, { token: reader, params: { id: brandId, categoryId } });
      expect(res.status).toBe(404);
      expect(res.json.detail).toBe("Brand category not found.");
    }
  });
});
