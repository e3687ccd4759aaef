// Grouped studies (spec 3 §5 validation, §3 SurveyGroup, §2 links, §7 "Study groups"): REST create/replace and
// the list/get services GraphQL uses; invalid input is a 400/404 that writes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TSurveyGroup } from "@/lib/studies/wire";
import { prisma } from "@/server/db";
import { MSG } from "@/lib/messages";
import { getSurveyGroup, listSurveyGroups } from "@/server/study-groups";
import * as createRoute from "@/app/api/v1/admin/brand/[id]/group/route";
import * as updateRoute from "@/app/api/v1/admin/brand/[id]/group/[groupId]/route";
import { call, createBrand, createUser } from "../support/factories";
import { createStudyWith } from "../support/study-factories";
import { grant } from "../support/access";
import { gql } from "../support/product-factories";

let brandId: string;
let otherBrandId: string;
let writer: { id: string; token: string };
let reader: { id: string; token: string };
let s1: string;
let s2: string;
let s3: string;
let foreignStudy: string;

beforeAll(async () => {
  brandId = (await createBrand()).id;
  otherBrandId = (await createBrand()).id;
  writer = await createUser({ brands: { [brandId]: [["survey", "write"]] } });
  reader = await createUser({ brands: { [brandId]: [["survey", "read"]] } });
  // Common to all three: US crm and FR crm. US social is missing from s3; US panel is common but never linked.
  s1 = (await createStudyWith(brandId, { status: "Active", audiences: [["US", "crm"], ["US", "social"], ["US", "panel"], ["FR", "crm"], ["DE", "social"]] })).id;
  s2 = (await createStudyWith(brandId, { status: "Active", audiences: [["US", "panel"], ["US", "crm"], ["US", "social"], ["FR", "crm"], ["FR", "social"]] })).id;
  s3 = (await createStudyWith(brandId, { status: "Draft", audiences: [["FR", "crm"], ["US", "crm"], ["US", "panel"], ["DE", "crm"]] })).id;
  foreignStudy = (await createStudyWith(otherBrandId, {})).id;
});

const create = (json: unknown, token = writer.token) => call(createRoute.POST, { method: "POST", token, json, params: { id: brandId } });
const update = (groupId: string, json: unknown, token = writer.token) =>
  call(updateRoute.PUT, { method: "PUT", token, json, params: { id: brandId, groupId } });
const groupsCount = async () => [await prisma.surveyGroup.count(), await prisma.surveyGroupMember.count()];

describe("POST /admin/brand/{b}/group", () => {
  it("creates a draft group with a short id, members in order with limits (reach), and links for common non-panel audiences", async () => {
    const res = await create({ name: "  Spring split ", logic: "reach", surveys: [{ survey: s2, order: 1, limit: 50 }, { survey: s1, order: 0, limit: 100 }, { survey: s3, order: 2, limit: 25 }] });
    expect(res.status).toBe(201);
    const g = res.json.results as TSurveyGroup;
    expect(g).toMatchObject({ name: "Spring split", status: "draft", logic: "reach" });
    expect(g.short_id).toMatch(/^[a-z0-9]{12}$/);
    expect(g.surveys.map((m) => [m.survey._id, m.order, m.limit])).toEqual([[s1, 0, 100], [s2, 1, 50], [s3, 2, 25]]);
    expect(g.surveys[0]!.survey).toMatchObject({ status: "Active", countries: ["US", "FR", "DE"] });
    expect(g.links.map((l) => [l.country, l.audience_type])).toEqual([["FR", "crm"], ["US", "crm"]]);
    expect(g.links[1]!.url).toMatch(new RegExp(`/g/${g.short_id}\\?country=US&audience=crm$`));
    const stored = await prisma.surveyGroup.findUniqueOrThrow({ where: { id: g._id }, include: { surveys: { orderBy: { order: "asc" } } } });
    expect(stored).toMatchObject({ brand_id: brandId, status: "draft", logic: "reach" });
    expect(stored.surveys.map((m) => m.limit)).toEqual([100, 50, 25]);
  });

  it("links exclude panel even when every study has it, and include social where all share it", async () => {
    const g = (await create({ name: "Pair", logic: "percent", surveys: [{ survey: s1, order: 0 }, { survey: s2, order: 1 }] })).json.results as TSurveyGroup;
    expect(g.links.map((l) => `${l.country}:${l.audience_type}`)).toEqual(["FR:crm", "US:crm", "US:social"]);
  });

  it("percent logic stores limits as null even when they are sent; combined keeps them", async () => {
    const p = (await create({ name: "Even", logic: "percent", surveys: [{ survey: s1, order: 0, limit: 40 }, { survey: s2, order: 1, limit: 60 }] })).json.results as TSurveyGroup;
    expect(p.surveys.map((m) => m.limit)).toEqual([null, null]);
    expect((await prisma.surveyGroupMember.findMany({ where: { group_id: p._id } })).map((m) => m.limit)).toEqual([null, null]);
    const c = (await create({ name: "Combined", logic: "combined", surveys: [{ survey: s1, order: 0, limit: 1 }] })).json.results as TSurveyGroup;
    expect(c.surveys.map((m) => m.limit)).toEqual([1]);
  });

  const refusals: [string, unknown, number, string | null][] = [
    ["no studies", { name: "G", logic: "percent", surveys: [] }, 400, STUDY_MSG.groupNeedsStudy],
    ["an empty name", { name: "  ", logic: "percent", surveys: [{ survey: "s1", order: 0 }] }, 400, STUDY_MSG.groupNeedsName],
    ["a negative limit (reach)", { name: "G", logic: "reach", surveys: [{ survey: "s1", order: 0, limit: -5 }] }, 400, STUDY_MSG.groupNeedsLimits],
    ["a zero limit (combined)", { name: "G", logic: "combined", surveys: [{ survey: "s1", order: 0, limit: 0 }] }, 400, STUDY_MSG.groupNeedsLimits],
    ["a missing limit (reach)", { name: "G", logic: "reach", surveys: [{ survey: "s1", order: 0 }] }, 400, STUDY_MSG.groupNeedsLimits],
    ["a fractional limit (reach)", { name: "G", logic: "reach", surveys: [{ survey: "s1", order: 0, limit: 2.5 }] }, 400, STUDY_MSG.groupNeedsLimits],
    ["a non-numeric limit", { name: "G", logic: "reach", surveys: [{ survey: "s1", order: 0, limit: "ten" }] }, 400, null],
    ["an unknown logic", { name: "G", logic: "random", surveys: [{ survey: "s1", order: 0 }] }, 400, null],
    ["no logic", { name: "G", surveys: [{ survey: "s1", order: 0 }] }, 400, null],
    ["a study twice", { name: "G", logic: "percent", surveys: [{ survey: "s1", order: 0 }, { survey: "s1", order: 1 }] }, 400, STUDY_MSG.groupDuplicateStudy],
    ["a study of another brand", { name: "G", logic: "percent", surveys: [{ survey: "s1", order: 0 }, { survey: "foreign", order: 1 }] }, 404, STUDY_MSG.groupStudyOtherBrand],
    ["an unknown study", { name: "G", logic: "percent", surveys: [{ survey: "0".repeat(24), order: 0 }] }, 404, STUDY_MSG.groupStudyOtherBrand],
    ["a malformed study id", { name: "G", logic: "percent", surveys: [{ survey: "xyz", order: 0 }] }, 400, null],
  ];
  for (const [what, body, status, text] of refusals) {
    it(`refuses ${what} with ${status} and writes nothing`, async () => {
      const json = JSON.parse(JSON.stringify(body).replaceAll('"s1"', `"${s1}"`).replaceAll('"foreign"', `"${foreignStudy}"`));
      const before = await groupsCount();
      const res = await create(json);
      expect(res.status).toBe(status);
      if (text) expect(res.json.detail).toBe(text);
      expect(await groupsCount()).toEqual(before);
    });
  }

  it("needs survey write (403 for a read-only user)", async () => {
    const before = await groupsCount();
    const res = await create({ name: "G", logic: "percent", surveys: [{ survey: s1, order: 0 }] }, reader.token);
    expect(res.status).toBe(403);
    expect(await groupsCount()).toEqual(before);
  });
});

describe("PUT /admin/brand/{b}/group/{groupId}", () => {
  it("replaces name, logic and members in one go, keeping id, short id and status", async () => {
    const g = (await create({ name: "Old", logic: "reach", surveys: [{ survey: s1, order: 0, limit: 10 }, { survey: s2, order: 1, limit: 20 }] })).json.results as TSurveyGroup;
    const res = await update(g._id, { name: "New", logic: "percent", surveys: [{ survey: s3, order: 0, limit: 5 }, { survey: s1, order: 1 }] });
    expect(res.status).toBe(200);
    const u = res.json.results as TSurveyGroup;
    expect(u).toMatchObject({ _id: g._id, short_id: g.short_id, status: "draft", name: "New", logic: "percent" });
    expect(u.surveys.map((m) => [m.survey._id, m.order, m.limit])).toEqual([[s3, 0, null], [s1, 1, null]]);
    expect(await prisma.surveyGroupMember.count({ where: { group_id: g._id } })).toBe(2);
  });

  it("an invalid replacement leaves the group as it was; another brand's group or an unknown id → 404", async () => {
    const g = (await create({ name: "Keep", logic: "combined", surveys: [{ survey: s1, order: 0, limit: 10 }] })).json.results as TSurveyGroup;
    const bad = await update(g._id, { name: "Keep", logic: "combined", surveys: [{ survey: s1, order: 0, limit: 10 }, { survey: foreignStudy, order: 1, limit: 3 }] });
    expect(bad.status).toBe(404);
    const kept = await prisma.surveyGroup.findUniqueOrThrow({ where: { id: g._id }, include: { surveys: true } });
    expect(kept.surveys.map((m) => [m.survey_id, m.limit])).toEqual([[s1, 10]]);

    const foreignGroup = await prisma.surveyGroup.create({ data: { brand_id: otherBrandId, short_id: `fg${g.short_id}`, name: "Theirs" } });
    const res = await update(foreignGroup.id, { name: "Mine", logic: "percent", surveys: [{ survey: s1, order: 0 }] });
    expect(res.status).toBe(404);
    expect(res.json.detail).toBe(STUDY_MSG.groupNotFound);
    expect((await prisma.surveyGroup.findUniqueOrThrow({ where: { id: foreignGroup.id } })).name).toBe("Theirs");
    expect((await update("f".repeat(24), { name: "X", logic: "percent", surveys: [{ survey: s1, order: 0 }] })).status).toBe(404);
  });
});

describe("listSurveyGroups / getSurveyGroup (GraphQL surveyGroups, surveyGroup)", () => {
  it("lists the brand's groups newest first for a reader, and gets one; another brand's group is a 404", async () => {
    const brand = (await createBrand()).id;
    const a = (await createStudyWith(brand, { audiences: [["US", "crm"]] })).id;
    const owner = await createUser({ brands: { [brand]: [["survey", "write"]] } });
    const viewer = await createUser({ brands: { [brand]: [["survey", "read"]] } });
    const first = (await call(createRoute.POST, { method: "POST", token: owner.token, json: { name: "First", logic: "percent", surveys: [{ survey: a, order: 0 }] }, params: { id: brand } })).json.results as TSurveyGroup;
    await new Promise((r) => setTimeout(r, 5));
    const second = (await call(createRoute.POST, { method: "POST", token: owner.token, json: { name: "Second", logic: "percent", surveys: [{ survey: a, order: 0 }] }, params: { id: brand } })).json.results as TSurveyGroup;
    const access = await grant(viewer, brand, "survey.read");
    const list = await listSurveyGroups(access);
    expect(list.map((g) => g.name)).toEqual(["Second", "First"]);
    expect(list[0]!.links).toEqual([{ country: "US", audience_type: "crm", url: expect.stringMatching(new RegExp(`/g/${second.short_id}\\?country=US&audience=crm$`)) }]);
    expect(await getSurveyGroup(access, first._id)).toEqual(first);
    // Another brand's id: refused before the group is looked at (through GraphQL, where access is declared).
    const refused = await gql(viewer.token, `query($b: ID!, $g: ID!) { surveyGroup(brand_id: $b, _id: $g) { _id } }`, { b: brandId, g: first._id });
    expect(refused.errors?.[0]).toMatchObject({ message: MSG.noBrandAccess, extensions: { code: "forbidden" } });
    const writerAccess = await grant(writer, brandId, "survey.read");
    await expect(getSurveyGroup(writerAccess, first._id)).rejects.toMatchObject({ status: 404, message: STUDY_MSG.groupNotFound });
  });

  it("a deleted member study disappears from the group (cascade)", async () => {
    const x = (await createStudyWith(brandId, {})).id;
    const g = (await create({ name: "Shrinks", logic: "percent", surveys: [{ survey: s1, order: 0 }, { survey: x, order: 1 }] })).json.results as TSurveyGroup;
    await prisma.survey.delete({ where: { id: x } });
    const access = await grant(writer, brandId, "survey.read");
    expect((await getSurveyGroup(access, g._id)).surveys.map((m) => m.survey._id)).toEqual([s1]);
  });
});
