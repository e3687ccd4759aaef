// The decision view (spec 3 §2 /brand/{b}/decision/{decisionId}): the decision, its assortment and its studies,
// with the studies list's visibility rule; another brand's decision is not found.
import { beforeAll, describe, expect, it } from "vitest";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TBrandAccess } from "@/server/access/authorize";
import { getDecision } from "@/server/assortments/get-decision";
import { prisma } from "@/server/db";
import { grant } from "../support/access";
import { createBrand, createUser } from "../support/factories";
import { assortment, study } from "../studies-read/fixtures";

let brandId: string;
let otherBrand: string;
let reader: TBrandAccess;
let admin: TBrandAccess;
let decisionId: string;
let otherDecision: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  brandId = (await createBrand()).id;
  otherBrand = (await createBrand()).id;
  // The decision page declares survey.read; getDecision asks assortment.read of the same access.
  reader = await grant(await createUser({ brands: { [brandId]: [["survey", "read"], ["assortment", "read"]] } }), brandId, "survey.read");
  admin = await grant(await createUser({ is_admin: true }), brandId, "survey.read");
  const a = await assortment(brandId, { year: 2027, season: "spring" });
  decisionId = (await prisma.assortmentDecision.create({ data: { assortment_id: a.id, name: "Line freeze", date_start: new Date("2027-01-10") } })).id;
  const b = await assortment(otherBrand, { year: 2027, season: "fall" });
  otherDecision = (await prisma.assortmentDecision.create({ data: { assortment_id: b.id, name: "Theirs" } })).id;
  for (const [key, o] of Object.entries({ old: { dateCreated: new Date("2026-01-01") }, recent: { dateCreated: new Date("2026-06-01") }, template: { internalTemplate: true }, archived: { archived: true } })) {
    const s = await study(brandId, { title: key, assortmentId: a.id, ...o });
    await prisma.survey.update({ where: { id: s.id }, data: { decision_id: decisionId } });
    ids[key] = s.id;
  }
  await study(brandId, { title: "unrelated", assortmentId: a.id });
});

describe("decision view", () => {
  it("answers the decision, its assortment and its visible studies, newest first", async () => {
    const v = await getDecision(reader, decisionId);
    expect(v.decision).toMatchObject({ _id: decisionId, name: "Line freeze", date_start: "2027-01-10T00:00:00.000Z", date_end: null });
    expect(v.assortment).toMatchObject({ year: 2027, season: "spring" });
    expect(v.surveys.map((s) => s.title)).toEqual(["recent", "old"]);
  });

  it("shows internal templates to admins only and never archived studies", async () => {
    const v = await getDecision(admin, decisionId);
    expect(v.surveys.map((s) => s.title).sort()).toEqual(["old", "recent", "template"]);
  });

  it("does not find another brand's decision or a malformed id", async () => {
    await expect(getDecision(reader, otherDecision)).rejects.toMatchObject({ code: "not_found", message: STUDY_MSG.decisionNotFound });
    await expect(getDecision(reader, "x")).rejects.toMatchObject({ code: "not_found" });
  });

  it("needs survey and assortment read in the brand", async () => {
    // No route serves the decision view (only its page): the second right is asked by the service itself.
    const noSurvey = await grant(await createUser({ brands: { [brandId]: [["assortment", "read"]] } }), brandId, "assortment.read");
    await expect(getDecision(noSurvey, decisionId)).rejects.toMatchObject({ code: "forbidden" });
    const noAssortment = await grant(await createUser({ brands: { [brandId]: [["survey", "read"]] } }), brandId, "survey.read");
    await expect(getDecision(noAssortment, decisionId)).rejects.toMatchObject({ code: "forbidden" });
  });
});
