// Panel providers' parameter mappings (spec 2 §3 "Panel provider"), the panel-survey listing query (spec 2 §7,
// §9 page size 200 up to 3 pages) and the respondent limits sent by the admin panel (spec 2 §9 auto-close).
import { describe, expect, it } from "vitest";
import { toParameterMappings } from "@/lib/audiences/panel-providers";
import { PANEL_SURVEY_PAGE_SIZE, panelSurveyPages, ZPanelSurveysQuery } from "@/lib/audiences/panel-surveys";
import { limitsForSave, parseLimit } from "@/lib/audiences/limits";
import { AUDIENCE_MSG } from "@/lib/study-rules/messages";

describe("toParameterMappings", () => {
  it("maps the stored map form: respondent id both ways, others inbound, auto_append flags", () => {
    expect(toParameterMappings({ respondent_id: "RID", supplier_id: "PSID", auto_append: ["RID"] })).toEqual([
      { type: "both", ms_id: "respondent_id", panel_id: "RID", value: null, is_auto_appended: true },
      { type: "inbound", ms_id: "supplier_id", panel_id: "PSID", value: null, is_auto_appended: false },
    ]);
  });
  it("keeps the list form, dropping malformed entries", () => {
    expect(
      toParameterMappings([
        { type: "outbound", ms_id: "status", panel_id: "s", value: "1", is_auto_appended: true },
        { type: "weird", ms_id: "a", panel_id: "b" },
        { ms_id: 3 },
        "x",
      ]),
    ).toEqual([
      { type: "outbound", ms_id: "status", panel_id: "s", value: "1", is_auto_appended: true },
      { type: "inbound", ms_id: "a", panel_id: "b", value: null, is_auto_appended: false },
    ]);
  });
  it("anything else is an empty list", () => {
    expect(toParameterMappings(null)).toEqual([]);
    expect(toParameterMappings("RID")).toEqual([]);
    expect(toParameterMappings({})).toEqual([]);
  });
});

describe("panel survey listing query", () => {
  it("page_number defaults to 1 and is 1 to 3; status is one of the four", () => {
    expect(ZPanelSurveysQuery.parse({})).toEqual({ page_number: 1 });
    expect(ZPanelSurveysQuery.parse({ page_number: "3", status: "live" })).toEqual({ page_number: 3, status: "live" });
    const four = ZPanelSurveysQuery.safeParse({ page_number: "4" });
    expect(four.success).toBe(false);
    expect(four.error?.issues[0]?.message).toBe(AUDIENCE_MSG.panelSurveysPageTooHigh);
    expect(ZPanelSurveysQuery.safeParse({ page_number: "0" }).success).toBe(false);
    expect(ZPanelSurveysQuery.safeParse({ status: "open" }).success).toBe(false);
    expect(ZPanelSurveysQuery.safeParse({ other: "1" }).success).toBe(false);
  });
  it("pages: ceil(total / 200) between 1 and 3", () => {
    expect(PANEL_SURVEY_PAGE_SIZE).toBe(200);
    expect([0, 1, 200, 201, 400, 401, 5000].map(panelSurveyPages)).toEqual([1, 1, 1, 2, 2, 3, 3]);
  });
});

describe("respondent limits", () => {
  it("parseLimit: blank is no limit, whole numbers ≥ 0, else the message", () => {
    expect(parseLimit(" ")).toEqual({ ok: true, value: null });
    expect(parseLimit("250")).toEqual({ ok: true, value: 250 });
    for (const bad of ["-1", "2.5", "abc", "1e3"]) expect(parseLimit(bad)).toEqual({ ok: false, error: AUDIENCE_MSG.limitNotNumber });
  });
  it("matched countries get round(1.05 × study value ÷ countries); others keep theirs", () => {
    const out = limitsForSave(["US", "GB"], { US: { limit: 80, match_stat_sig: false }, GB: { limit: 10, match_stat_sig: true } }, { limitEqualsStatSignificance: false, studyStatSignificance: 400 });
    expect(out).toEqual({ US: { limit: 80, match_stat_sig: false }, GB: { limit: 210, match_stat_sig: true } });
  });
  it("the study's auto-close setting matches every country; unknown countries start empty", () => {
    const out = limitsForSave(["US", "GB", "FR"], {}, { limitEqualsStatSignificance: true, studyStatSignificance: 300 });
    expect(out).toEqual({ US: { limit: 105, match_stat_sig: true }, GB: { limit: 105, match_stat_sig: true }, FR: { limit: 105, match_stat_sig: true } });
  });
});
