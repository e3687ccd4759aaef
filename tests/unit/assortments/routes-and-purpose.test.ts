import { describe, expect, it } from "vitest";
import { assortmentRoutes, sharedLearningsRedirect } from "@/components/assortments/assortment-routes";
import { ASSORTMENT_TABS } from "@/components/assortments/labels";
import { SURVEY_PURPOSES, PURPOSE_DESCRIPTION_ROWS } from "@/lib/studies/messages";
import { isSurveyPurpose, PURPOSE_ERRORS, purposeErrors, ZSurveyPurpose } from "@/lib/studies/purpose";

const B = "b".repeat(24);
const A = "a".repeat(24);

describe("assortment routes (spec 3 §2)", () => {
  it("has the tabs products, tests, line-reviews, shared-learnings in that order", () => {
    expect(ASSORTMENT_TABS.map((t) => t.slug)).toEqual(["products", "tests", "line-reviews", "shared-learnings"]);
    expect(assortmentRoutes.tab(B, A, "line-reviews")).toBe(`/brand/${B}/assortment/${A}/line-reviews`);
  });
  it("shows shared-learnings with snap-and-share, whatever the dashboard flag", () => {
    expect(sharedLearningsRedirect({ enableSnapShare: true, enableAssortmentDashboard: true }, B, A)).toBeNull();
    expect(sharedLearningsRedirect({ enableSnapShare: true, enableAssortmentDashboard: false }, B, A)).toBeNull();
  });
  it("without snap-and-share sends to the dashboard when the assortment dashboard is on, else to products", () => {
    expect(sharedLearningsRedirect({ enableSnapShare: false, enableAssortmentDashboard: true }, B, A)).toBe(`/brand/${B}/timeline`);
    expect(sharedLearningsRedirect({ enableSnapShare: false, enableAssortmentDashboard: false }, B, A)).toBe(`/brand/${B}/assortment/${A}/products`);
  });
});

describe("survey purpose (spec 3 §2 'Survey purpose form', §5, §9)", () => {
  it("has the 10 fixed purposes and an 8-row description", () => {
    expect(SURVEY_PURPOSES).toHaveLength(10);
    expect(SURVEY_PURPOSES.at(-1)).toBe("Other");
    expect(PURPOSE_DESCRIPTION_ROWS).toBe(8);
  });
  it("requires at least one purpose", () => {
    expect(ZSurveyPurpose.safeParse({ purposes: [], description: "x" }).success).toBe(false);
    expect(ZSurveyPurpose.safeParse({ description: "x" }).success).toBe(false);
    expect(purposeErrors({ purposes: [], description: "" })).toEqual({ purposes: PURPOSE_ERRORS.required });
  });
  it("refuses a purpose outside the list", () => {
    expect(isSurveyPurpose("Launch a rocket")).toBe(false);
    expect(ZSurveyPurpose.safeParse({ purposes: ["Launch a rocket"] }).success).toBe(false);
    expect(ZSurveyPurpose.safeParse({ purposes: [SURVEY_PURPOSES[0], "other"] }).success).toBe(false);
    expect(purposeErrors({ purposes: ["Launch a rocket"], description: "" })).toEqual({ purposes: PURPOSE_ERRORS.unknown });
  });
  it("takes the description as optional, defaulting to empty", () => {
    expect(ZSurveyPurpose.parse({ purposes: ["Other"] })).toEqual({ purposes: ["Other"], description: "" });
    expect(ZSurveyPurpose.parse({ purposes: ["Other"], description: "Why" }).description).toBe("Why");
    expect(purposeErrors({ purposes: ["Other"], description: "" })).toEqual({});
  });
  it("accepts every purpose, keeps the list's order and drops repeats", () => {
    expect(ZSurveyPurpose.parse({ purposes: [...SURVEY_PURPOSES].reverse() }).purposes).toEqual([...SURVEY_PURPOSES]);
    expect(ZSurveyPurpose.parse({ purposes: ["Other", "Other", SURVEY_PURPOSES[2]] }).purposes).toEqual([SURVEY_PURPOSES[2], "Other"]);
  });
});
