// The decision view (spec 3 §2 /brand/{b}/decision/{decisionId}): the decision, its assortment and its studies,
// with the studies list's visibility rule; another brand's decision is not found.
import { beforeAll, describe, expect, it } from "vitest";
import { STUDY_MSG } from "@/lib/studies/messages";
import { loadActor, type Actor } from "@/server/access/actor";
import { getDecision } from "@/server/assortments/get-decision";
import { prisma } from "@/server/db";
import { createBrand, createUser } from "../support/factories";
import { assortment, study } from "../studies-read/fixtures";

let brandId: string;
let otherBrand: string;
let reader: Actor;
let admin: Actor;
let decisionId: string;
let otherDecision: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  brandId = (await createBrand()).id;
  otherBrand = (await createBrand()).id;
  reader = (await loadActor((await createUser({ brands: { [brandId]: [["survey", "read"], ["assortment", "read"]] } })).id))!;
  admin = (await loadActor((await createUser({ is_admin: true })).id))!;
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
    const v = await getDecision(reader, brandId, decisionId);
    expect(v.decision).toMatchObject({ _id: decisionId, name: "Line freeze", date_start: "2027-01-10T00:00:00.000Z", date_end: null });
    expect(v.assortment).toMatchObject({ year: 2027, season: "spring" });
    expect(v.surveys.map((s) => s.title)).toEqual(["recent", "old"]);
  });

  it("shows internal templates to admins only and never archived studies", async () => {
    const v = await getDecision(admin, brandId, decisionId);
    expect(v.surveys.map((s) => s.title).sort()).toEqual(["old", "recent", "template"]);
  });

  it("does not find another brand's decision or a malformed id", async () => {
    await expect(getDecision(reader, brandId, otherDecision)).rejects.toMatchObject({ code: "not_found", message: STUDY_MSG.decisionNotFound });
    await expect(getDecision(reader, brandId, "x")).rejects.toMatchObject({ code: "not_found" });
  });

  it("needs survey and assortment read in the brand", async () => {
    const outsider = (await loadActor((await createUser({ brands: { [brandId]: [["assortment", "read"]] } })).id))!;
    await expect(getDecision(outsider, brandId, decisionId)).rejects.toMatchObject({ code: "forbidden" });
  });
});
