// GET /api/v1/panel-providers (spec 2 §7, §3 "Panel provider", §9 lucid default) and the admin panel-survey listing
// GET /api/v1/admin/brand/{b}/survey/{s}/panel_surveys (spec 2 §6, §7: status, page_size 200, up to 3 pages).
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "@/lib/ids";
import type { TWirePanelProvider } from "@/lib/audiences/panel-providers";
import type { TWirePanelSurveyPage } from "@/lib/audiences/panel-surveys";
import { AUDIENCE_MSG } from "@/lib/study-rules/messages";
import { prisma } from "@/server/db";
import { audienceSetup, draftStudy, panelSurveys, providers } from "./fixtures";

let ctx: Awaited<ReturnType<typeof audienceSetup>>;
beforeAll(async () => {
  ctx = await audienceSetup();
});

describe("GET /panel-providers", () => {
  it("signed-in users get lucid (default) and toluna with their parameter mappings", async () => {
    const res = await providers(ctx.reader);
    expect(res.status).toBe(200);
    const list = res.json.results as TWirePanelProvider[];
    expect(list.map((p) => [p.name, p.is_default])).toEqual([["lucid", true], ["toluna", false]]);
    expect(list[0]!._id).toMatch(/^[0-9a-f]{24}$/);
    expect(list[0]!.parameterMappings).toContainEqual({ type: "both", ms_id: "respondent_id", panel_id: "RID", value: null, is_auto_appended: true });
    expect(list[1]!.parameterMappings).toContainEqual({ type: "inbound", ms_id: "supplier_id", panel_id: "SID", value: null, is_auto_appended: false });
  });
  it("is 401 without a session", async () => {
    expect((await providers(null)).status).toBe(401);
  });
});

describe("GET …/survey/{s}/panel_surveys", () => {
  let surveyId: string;
  beforeAll(async () => {
    surveyId = (await draftStudy(ctx.brandId, { products: 0, status: "Active" })).id;
    const statuses = ["live", "complete", "pending", "archived"] as const;
    // 450 records: 300 live, 50 of each other status; external ids zero-padded so id order is numeric order.
    await prisma.panelSurveyRecord.createMany({
      data: Array.from({ length: 450 }, (_, i) => ({
        survey_id: surveyId,
        provider: i % 2 ? "toluna" : "lucid",
        external_id: `${surveyId.slice(-6)}-${String(i).padStart(4, "0")}`,
        locale: "eng_us",
        status: i < 300 ? "live" : statuses[1 + ((i - 300) % 3)]!,
        total_completes: i,
        total_screens: 2 * i,
        survey_cpi_usd: 2.5,
        first_complete_date: new Date("2024-03-01T00:00:00Z"),
        name: `Panel ${i}`,
      })),
    });
    await prisma.panelSurveyRecord.create({ data: { id: newId(), survey_id: (await draftStudy(ctx.brandId, { products: 0 })).id, provider: "lucid", external_id: `other-${newId()}`, locale: "eng_us", status: "live" } });
  });

  it("admins get page 1 of 200 ordered by id with every record field and the total", async () => {
    const res = await panelSurveys(ctx.admin, ctx.brandId, surveyId);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const page = res.json.results as TWirePanelSurveyPage;
    expect([page.page_number, page.page_size, page.total, page.records.length]).toEqual([1, 200, 450, 200]);
    const ids = page.records.map((r) => r.id);
    expect(ids).toEqual([...ids].sort());
    expect(page.records[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      id: `${surveyId.slice(-6)}-0000`,
      provider: "lucid",
      locale: "eng_us",
      status: "live",
      total_completes: 0,
      total_screens: 0,
      survey_cpi_usd: 2.5,
      first_complete_date: "2024-03-01T00:00:00.000Z",
      last_complete_date: null,
      name: "Panel 0",
    });
  });

  it("pages 2 and 3, the status filter, and page_number 4 → 400", async () => {
    const p3 = (await panelSurveys(ctx.admin, ctx.brandId, surveyId, "page_number=3")).json.results as TWirePanelSurveyPage;
    expect([p3.page_number, p3.records.length, p3.records[0]!.id]).toEqual([3, 50, `${surveyId.slice(-6)}-0400`]);
    const live2 = (await panelSurveys(ctx.admin, ctx.brandId, surveyId, "status=live&page_number=2")).json.results as TWirePanelSurveyPage;
    expect([live2.total, live2.records.length]).toEqual([300, 100]);
    expect(live2.records.every((r) => r.status === "live")).toBe(true);
    const pending = (await panelSurveys(ctx.admin, ctx.brandId, surveyId, "status=pending")).json.results as TWirePanelSurveyPage;
    expect(pending.total).toBe(50);
    const four = await panelSurveys(ctx.admin, ctx.brandId, surveyId, "page_number=4");
    expect(four.status).toBe(400);
    expect(JSON.stringify(four.json)).toContain(AUDIENCE_MSG.panelSurveysPageTooHigh);
    expect((await panelSurveys(ctx.admin, ctx.brandId, surveyId, "status=open")).status).toBe(400);
  });

  it("admins only: writers and admins viewing as a user get 403; another brand's study is 404", async () => {
    const w = await panelSurveys(ctx.writer, ctx.brandId, surveyId);
    expect(w.status).toBe(403);
    expect(w.json.detail).toBe(AUDIENCE_MSG.panelSurveysAdminOnly);
    expect((await panelSurveys(ctx.admin, ctx.brandId, surveyId, "view=user")).status).toBe(403);
    expect((await panelSurveys(ctx.admin, ctx.otherBrandId, surveyId)).status).toBe(404);
  });
});

describe("seedPanelSurveys (prisma/seed/panel-surveys.ts)", () => {
  it("records for the brand's Active and Closed studies only, idempotent", async () => {
    const { seedPanelSurveys } = await import("@/prisma/seed/panel-surveys");
    const { createBrand } = await import("../support/factories");
    const brandId = (await createBrand()).id;
    const active = await draftStudy(brandId, { products: 0, status: "Active" });
    const closed = await draftStudy(brandId, { products: 0, status: "Closed" });
    const draft = await draftStudy(brandId, { products: 0 });
    await seedPanelSurveys(prisma, [brandId]);
    await seedPanelSurveys(prisma, [brandId]);
    const rows = await prisma.panelSurveyRecord.findMany({ where: { survey_id: { in: [active.id, closed.id, draft.id] } }, orderBy: [{ survey_id: "asc" }, { status: "asc" }] });
    expect(rows.filter((r) => r.survey_id === active.id).map((r) => r.status).sort()).toEqual(["live", "pending"]);
    expect(rows.filter((r) => r.survey_id === closed.id).map((r) => r.status).sort()).toEqual(["archived", "complete"]);
    expect(rows.some((r) => r.survey_id === draft.id)).toBe(false);
  });
});
