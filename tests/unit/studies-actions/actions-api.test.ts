// The study card menu's calls and links (spec 3 §2 "Study card action menu", §7 "Study actions", "Study groups"):
// each action hits the contract's method, path and body; links follow the v1/v2 routes.
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  archiveStudy,
  changeDecisionPoint,
  createSurveyGroup,
  deleteStudy,
  duplicateStudy,
  editHref,
  liveLink,
  publishHref,
  resultsHref,
  salesImportHref,
  salesPlanHref,
  submissionStats,
  transitionStudy,
  viewAsUserHref,
} from "@/components/studies/actions-api";
import { groupPayload } from "@/lib/studies/group-form";

const B = "b".repeat(24);
const S = "c".repeat(24);
const v1 = { _id: S, is_v2: false };
const v2 = { _id: S, is_v2: true };

type Call = { url: string; method: string; body: unknown };
function stubFetch(status: number, body: unknown): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method ?? "GET", body: init.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
  return calls;
}
afterEach(() => vi.unstubAllGlobals());

describe("links", () => {
  it("v1 studies use /campaign; v2 studies use /survey only when the brand has the v2 creator", () => {
    expect(editHref(B, v1, true)).toBe(`/brand/${B}/campaign/${S}/edit`);
    expect(editHref(B, v2, true)).toBe(`/brand/${B}/survey/${S}/edit`);
    expect(editHref(B, v2, false)).toBe(`/brand/${B}/campaign/${S}/edit`);
    expect(resultsHref(B, v1, true)).toBe(`/brand/${B}/campaign/${S}/results`);
    expect(resultsHref(B, v2, true)).toBe(`/brand/${B}/survey/${S}/results`);
  });

  it("publish opens the wizard's review step; view as user, sales plan and sales import open results", () => {
    expect(publishHref(B, v1, false)).toBe(`/brand/${B}/campaign/${S}/edit?step=review`);
    expect(viewAsUserHref(B, v1, false)).toBe(`/brand/${B}/campaign/${S}/results?view=user`);
    expect(salesPlanHref(B, v1, false)).toBe(`/brand/${B}/campaign/${S}/results?tab=line-efficiency-graph&show=sales-plan`);
    expect(salesImportHref(B, v1)).toBe(`/brand/${B}/campaign/${S}/sales-data`);
  });

  it("the live link is the origin plus /s/{short_id}", () => {
    expect(liveLink("http://localhost:3000/", "Ab12")).toBe("http://localhost:3000/s/Ab12");
  });

  it("submission stats: waiting = raw − processed, never negative", () => {
    expect(submissionStats({ raw_submission_count: 60, total_submissions_processed: 45 })).toEqual({ raw: 60, processed: 45, waiting: 15 });
    expect(submissionStats({ raw_submission_count: 3, total_submissions_processed: 5 }).waiting).toBe(0);
  });
});

describe("calls", () => {
  it.each(["close", "reopen", "to_draft", "clear_answers"] as const)("%s is PUT …/survey/{s}/%s with {}", async (action) => {
    const calls = stubFetch(200, { results: { _id: S } });
    await transitionStudy(B, S, action);
    expect(calls).toEqual([{ url: `/api/v1/admin/brand/${B}/survey/${S}/${action}`, method: "PUT", body: {} }]);
  });

  it("delete is DELETE …/delete", async () => {
    const calls = stubFetch(200, { results: { _id: S } });
    await deleteStudy(B, S);
    expect(calls).toEqual([{ url: `/api/v1/admin/brand/${B}/survey/${S}/delete`, method: "DELETE", body: undefined }]);
  });

  it("duplicate: v1 sends {full}, v2 sends {should_include_products}", async () => {
    let calls = stubFetch(201, { results: { _id: "d".repeat(24), assortment: null } });
    expect(await duplicateStudy(B, v1, true)).toBe("d".repeat(24));
    expect(calls).toEqual([{ url: `/api/v1/brand/${B}/survey/${S}/duplicate`, method: "POST", body: { full: true } }]);
    calls = stubFetch(201, { survey_id: "e".repeat(24) });
    expect(await duplicateStudy(B, v2, false)).toBe("e".repeat(24));
    expect(calls).toEqual([{ url: `/api/v2/surveys/${S}/duplicates`, method: "POST", body: { should_include_products: false } }]);
  });

  it("a refused call throws with the server's text", async () => {
    stubFetch(409, { status: 409, detail: "A Closed study cannot be closed." });
    await expect(transitionStudy(B, S, "close")).rejects.toThrow("A Closed study cannot be closed.");
  });

  it("archive is PATCH /api/v2/surveys/{id} {archived: true}", async () => {
    const calls = stubFetch(200, { id: S, archived: true });
    await archiveStudy(S);
    expect(calls).toEqual([{ url: `/api/v2/surveys/${S}`, method: "PATCH", body: { archived: true } }]);
  });

  it("change DP sends updateSurvey with the study's date_modified", async () => {
    const calls = stubFetch(200, { data: { updateSurvey: { _id: S, date_modified: "2026-01-02T00:00:00.000Z" } } });
    await changeDecisionPoint(B, { _id: S, date_modified: "2026-01-01T00:00:00.000Z" }, "f".repeat(24));
    expect(calls[0]?.url).toBe("/api/v1/graphql");
    expect((calls[0]?.body as { variables: unknown }).variables).toEqual({
      brand_id: B,
      survey: { _id: S, date_modified: "2026-01-01T00:00:00.000Z", decision_point: "f".repeat(24) },
    });
  });

  it("createSurveyGroup sends the payload as the group variable (percent: no limits)", async () => {
    const calls = stubFetch(200, { data: { createSurveyGroup: { _id: "1", links: [] } } });
    const group = groupPayload(B, { name: "G", logic: "percent", studies: [{ survey: S, limit: "9" }] });
    await createSurveyGroup(group);
    const sent = calls[0]?.body as { query: string; variables: { group: unknown } };
    expect(sent.query).toContain("createSurveyGroup(group: $group)");
    expect(sent.variables.group).toEqual({ brand: B, name: "G", logic: "percent", surveys: [{ survey: S, order: 0 }] });
  });

  it("a GraphQL error rejects with its message", async () => {
    stubFetch(200, { errors: [{ message: "Every study of a grouped test must belong to this brand." }] });
    await expect(createSurveyGroup(groupPayload(B, { name: "G", logic: "percent", studies: [{ survey: S, limit: "" }] }))).rejects.toThrow(
      "Every study of a grouped test must belong to this brand.",
    );
  });
});
