// audiences[] of the wizard save (spec 2 §3 "Audience", §4, §5 country/audience and redirect URL rules, §6
// admin-only provider and redirect URLs, §9 lucid default), against a real database. Each refusal is checked to
// leave the study's countries and audience rows exactly as they were.
import { beforeAll, describe, expect, it } from "vitest";
import { AUDIENCE_MSG } from "@/lib/study-rules/messages";
import { prisma } from "@/server/db";
import { api, audienceSetup, draftStudy, modified, profile, snapshotAudiences, study, withCountries } from "./fixtures";

let ctx: Awaited<ReturnType<typeof audienceSetup>>;
let A: ReturnType<typeof api>;
beforeAll(async () => {
  ctx = await audienceSetup();
  A = api(ctx.brandId);
});

type TRow = { country: string; audience_type: "panel" | "crm" | "social"; consumer_profile: string | null; panel_provider: "lucid" | "toluna" | null; redirect_links?: Record<string, string | null> };
const crm = (country = "US"): TRow => ({ country, audience_type: "crm", consumer_profile: null, panel_provider: null });
const panel = (country: string, consumer_profile: string | null, panel_provider: TRow["panel_provider"] = null, redirect_links: Record<string, string | null> = {}): TRow => ({
  country, audience_type: "panel", consumer_profile, panel_provider, redirect_links,
});

async function save(token: string, surveyId: string, audiences: TRow[]) {
  return A.save(token, surveyId, { date_modified: await modified(surveyId), audiences });
}

/** A refused save: the status and detail, and nothing changed. */
async function refused(token: string, surveyId: string, audiences: TRow[], status: number, detail: string) {
  const before = await snapshotAudiences(surveyId);
  const res = await save(token, surveyId, audiences);
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  expect(res.json.detail).toBe(detail);
  expect(await snapshotAudiences(surveyId)).toEqual(before);
}

describe("PUT …/survey/{s} audiences[]", () => {
  it("a fresh study saves the default country's CRM row and gets its country row; panel rows default to lucid", async () => {
    const s = await draftStudy(ctx.brandId, { products: 0 });
    const p = await profile(ctx.brandId);
    const res = await save(ctx.writer, s.id, [crm("us"), panel("US", p.id)]);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const w = study(res);
    expect(w.study_countries.map((c) => c.code)).toEqual(["US"]);
    expect(w.audiences.map((a) => [a.country, a.audience_type, a.consumer_profile, a.panel_provider])).toEqual([
      ["US", "crm", null, null],
      ["US", "panel", p.id, "lucid"],
    ]);
    const sc = await prisma.surveyCountry.findMany({ where: { survey_id: s.id } });
    expect(sc).toHaveLength(1);
    expect(sc[0]!.country_id).toBe(ctx.usId);
  });

  it("replaces the rows in order, keeping the ids of rows that stay", async () => {
    const s = await draftStudy(ctx.brandId, { products: 0 });
    const [p1, p2] = [await profile(ctx.brandId), await profile(ctx.brandId)];
    const first = study(await save(ctx.writer, s.id, [crm(), panel("US", p1.id)]));
    const kept = first.audiences.find((a) => a.consumer_profile === p1.id)!._id;
    const second = study(await save(ctx.writer, s.id, [panel("US", p2.id), panel("US", p1.id)]));
    expect(second.audiences.map((a) => a.consumer_profile)).toEqual([p2.id, p1.id]);
    expect(second.audiences[1]!._id).toBe(kept);
    expect(await prisma.audience.count({ where: { survey_id: s.id } })).toBe(2);
  });

  it("every study country keeps at least one row (400, nothing changed)", async () => {
    const s = await draftStudy(ctx.brandId, { products: 0 });
    await withCountries(s.id, ["US", "GB"]);
    await refused(ctx.writer, s.id, [crm()], 400, AUDIENCE_MSG.countryNeedsRow("GB"));
    await refused(ctx.writer, s.id, [], 400, AUDIENCE_MSG.countryNeedsRow("US"));
    expect((await save(ctx.writer, s.id, [crm(), panel("gb", null)])).status).toBe(200);
  });

  it("a country that is neither a study country nor the brand default is refused", async () => {
    const s = await draftStudy(ctx.brandId, { products: 0 });
    await withCountries(s.id, ["US"]);
    await refused(ctx.writer, s.id, [crm(), panel("FR", null)], 400, AUDIENCE_MSG.unknownCountry("FR"));
  });

  it("a duplicate (country, type, profile) is refused", async () => {
    const s = await draftStudy(ctx.brandId, { products: 0 });
    const p = await profile(ctx.brandId);
    await refused(ctx.writer, s.id, [crm(), panel("US", p.id), panel("US", p.id, "toluna")], 400, AUDIENCE_MSG.duplicateRow);
    await refused(ctx.writer, s.id, [crm(), crm("us")], 400, AUDIENCE_MSG.duplicateRow);
  });

  it("unknown, other brands' and archived profiles are refused; one archived after it was chosen stays saveable", async () => {
    const s = await draftStudy(ctx.brandId, { products: 0 });
    const foreign = await profile(ctx.otherBrandId);
    const archived = await profile(ctx.brandId, { archived: true });
    await refused(ctx.writer, s.id, [crm(), panel("US", "f".repeat(24))], 400, AUDIENCE_MSG.unknownProfile);
    await refused(ctx.writer, s.id, [crm(), panel("US", foreign.id)], 400, AUDIENCE_MSG.unknownProfile);
    await refused(ctx.writer, s.id, [crm(), panel("US", archived.id)], 400, AUDIENCE_MSG.unknownProfile);
    const later = await profile(ctx.brandId);
    expect((await save(ctx.writer, s.id, [crm(), panel("US", later.id)])).status).toBe(200);
    await prisma.consumerProfile.update({ where: { id: later.id }, data: { archived: true } });
    expect((await save(ctx.writer, s.id, [panel("US", later.id), crm()])).status).toBe(200);
  });

  it("javascript:alert(1) as a redirect link → 400 \"Enter a valid URL.\" and nothing changed", async () => {
    const s = await draftStudy(ctx.brandId, { products: 0 });
    expect((await save(ctx.admin, s.id, [crm(), panel("US", null, "toluna", { complete: "https://ok.example.com/c" })])).status).toBe(200);
    await refused(ctx.admin, s.id, [crm(), panel("US", null, "toluna", { complete: "javascript:alert(1)" })], 400, AUDIENCE_MSG.invalidUrl);
    await refused(ctx.admin, s.id, [crm(), panel("US", null, "toluna", { terminate: "ftp://x.y" })], 400, AUDIENCE_MSG.invalidUrl);
    const row = await prisma.audience.findFirstOrThrow({ where: { survey_id: s.id, audience_type: "panel" } });
    expect(row.redirect_complete).toBe("https://ok.example.com/c");
  });

  it("redirect links are stored for toluna rows only; an omitted key keeps the stored link, null clears it", async () => {
    const s = await draftStudy(ctx.brandId, { products: 0 });
    const p = await profile(ctx.brandId);
    const links = { complete: " https://a.example.com/done ", terminate: "https://a.example.com/t", quota_full: "" };
    let w = study(await save(ctx.admin, s.id, [crm(), panel("US", null, "lucid", links), panel("US", p.id, "toluna", links)]));
    expect(w.audiences[1]!.redirect_links).toEqual({ complete: null, terminate: null, quota_full: null });
    expect(w.audiences[2]!.redirect_links).toEqual({ complete: "https://a.example.com/done", terminate: "https://a.example.com/t", quota_full: null });
    w = study(await save(ctx.admin, s.id, [crm(), panel("US", null, "lucid"), panel("US", p.id, null, { terminate: null })]));
    expect(w.audiences[2]!.panel_provider).toBe("toluna"); // null keeps the stored row's provider
    expect(w.audiences[2]!.redirect_links).toEqual({ complete: "https://a.example.com/done", terminate: null, quota_full: null });
    w = study(await save(ctx.admin, s.id, [crm(), panel("US", null, "lucid"), panel("US", p.id, "lucid")]));
    expect(w.audiences[2]!.redirect_links).toEqual({ complete: null, terminate: null, quota_full: null });
  });

  it("non-admins may not change the provider or redirect links (403, nothing changed), but keep and reorder rows", async () => {
    const s = await draftStudy(ctx.brandId, { products: 0 });
    const [p1, p2, p3] = [await profile(ctx.brandId), await profile(ctx.brandId), await profile(ctx.brandId)];
    const toluna = panel("US", p1.id, "toluna", { complete: "https://t.example.com/c" });
    expect((await save(ctx.admin, s.id, [crm(), toluna])).status).toBe(200);
    // Unchanged rows (sent as the wizard sends them, or with null provider / no links) are fine for a writer.
    expect((await save(ctx.writer, s.id, [toluna, crm()])).status).toBe(200);
    expect((await save(ctx.writer, s.id, [crm(), panel("US", p1.id)])).status).toBe(200);
    // A new panel row with the defaults is fine, and so is removing it again.
    expect((await save(ctx.writer, s.id, [crm(), toluna, panel("US", p2.id)])).status).toBe(200);
    expect((await save(ctx.writer, s.id, [crm(), toluna])).status).toBe(200);
    // Switching the toluna row to another, unused profile keeps its provider and links.
    expect((await save(ctx.writer, s.id, [crm(), { ...toluna, consumer_profile: p3.id }])).status).toBe(200);
    const w = study(await A.get(ctx.writer, s.id, "wizard"));
    expect(w.audiences[1]).toMatchObject({ consumer_profile: p3.id, panel_provider: "toluna", redirect_links: { complete: "https://t.example.com/c" } });
    const moved = { ...toluna, consumer_profile: p3.id };
    await refused(ctx.writer, s.id, [crm(), { ...moved, panel_provider: "lucid" }], 403, AUDIENCE_MSG.adminOnly);
    await refused(ctx.writer, s.id, [crm(), { ...moved, redirect_links: { complete: "https://evil.example.com" } }], 403, AUDIENCE_MSG.adminOnly);
    await refused(ctx.writer, s.id, [crm(), moved, panel("US", p1.id, "toluna")], 403, AUDIENCE_MSG.adminOnly);
    await refused(ctx.writer, s.id, [crm(), moved, panel("US", p2.id, "toluna", { complete: "https://other.example.com" })], 403, AUDIENCE_MSG.adminOnly);
    // The same changes are fine for an admin.
    expect((await save(ctx.admin, s.id, [crm(), { ...moved, panel_provider: "lucid" }])).status).toBe(200);
  });

  it("a study that is not a Draft refuses the save (409)", async () => {
    const s = await draftStudy(ctx.brandId, { products: 0, status: "Active" });
    const before = await snapshotAudiences(s.id);
    expect((await save(ctx.writer, s.id, [crm()])).status).toBe(409);
    expect(await snapshotAudiences(s.id)).toEqual(before);
  });

  it("bad row shapes are 400 before anything is written", async () => {
    const s = await draftStudy(ctx.brandId, { products: 0 });
    const res = await A.save(ctx.writer, s.id, { date_modified: await modified(s.id), audiences: [{ ...crm(), audience_type: "email" }] });
    expect(res.status).toBe(400);
    const res2 = await A.save(ctx.writer, s.id, { date_modified: await modified(s.id), audiences: [{ ...crm(), panel_provider: "cint" }] });
    expect(res2.status).toBe(400);
  });
});
