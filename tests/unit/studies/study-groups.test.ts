// Grouped-study rules (spec 3 §5) and links (spec 3 §2 "Grouped Studies modal"), as pure functions.
import { describe, expect, it } from "vitest";
import { STUDY_MSG } from "@/lib/studies/messages";
import { AppError } from "@/server/errors";
import { groupLinks } from "@/server/study-groups/group-links";
import { validateSurveyGroup } from "@/server/study-groups/validate-group";

const A = "a".repeat(24);
const B = "b".repeat(24);
const refused = (input: unknown): AppError => {
  try {
    validateSurveyGroup(input);
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error("accepted");
};

describe("validateSurveyGroup (spec 3 §5)", () => {
  it("needs a name", () => {
    for (const name of ["", "   "]) {
      const e = refused({ name, logic: "percent", surveys: [{ survey: A, order: 0 }] });
      expect([e.status, e.message]).toEqual([400, STUDY_MSG.groupNeedsName]);
    }
  });
  it("needs a logic among percent, reach and combined", () => {
    for (const logic of ["", "even", "PERCENT", undefined, 3]) expect(refused({ name: "G", logic, surveys: [{ survey: A, order: 0 }] }).status).toBe(400);
  });
  it("needs at least one study, each once", () => {
    expect(refused({ name: "G", logic: "percent", surveys: [] }).message).toBe(STUDY_MSG.groupNeedsStudy);
    expect(refused({ name: "G", logic: "percent", surveys: [{ survey: A, order: 0 }, { survey: A, order: 1 }] }).message).toBe(STUDY_MSG.groupDuplicateStudy);
  });
  it("reach and combined need every limit to be an integer of at least 1", () => {
    for (const logic of ["reach", "combined"]) {
      for (const limit of [0, -1, 1.5, null, undefined]) {
        const e = refused({ name: "G", logic, surveys: [{ survey: A, order: 0, limit: 10 }, { survey: B, order: 1, limit }] });
        expect([e.status, e.message]).toEqual([400, STUDY_MSG.groupNeedsLimits]);
      }
      expect(refused({ name: "G", logic, surveys: [{ survey: A, order: 0, limit: "12" }] }).status).toBe(400);
      expect(validateSurveyGroup({ name: " G ", logic, surveys: [{ survey: A, order: 0, limit: 1 }, { survey: B, order: 1, limit: 250 }] })).toEqual({
        name: "G",
        logic,
        members: [{ survey: A, order: 0, limit: 1 }, { survey: B, order: 1, limit: 250 }],
      });
    }
  });
  it("percent drops the limits, even when sent", () => {
    expect(validateSurveyGroup({ name: "G", logic: "percent", surveys: [{ survey: A, order: 1, limit: 40 }, { survey: B, order: 0 }] }).members).toEqual([
      { survey: A, order: 1, limit: null },
      { survey: B, order: 0, limit: null },
    ]);
  });
  it("refuses ids that are not 24-hex", () => {
    expect(refused({ name: "G", logic: "percent", surveys: [{ survey: "nope", order: 0 }] }).status).toBe(400);
  });
});

describe("groupLinks (links only for audiences common to all studies per country, excluding panel)", () => {
  const m = (...a: [string, string][]) => ({ audiences: a.map(([country, audience_type]) => ({ country, audience_type })) });

  it("keeps country × audience pairs present in every study, drops panel", () => {
    const links = groupLinks("grp123", [
      m(["US", "crm"], ["US", "social"], ["US", "panel"], ["FR", "crm"], ["DE", "social"]),
      m(["US", "crm"], ["US", "panel"], ["FR", "crm"], ["FR", "social"], ["DE", "crm"]),
      m(["FR", "crm"], ["US", "crm"], ["US", "social"], ["US", "panel"]),
    ], "https://app.example");
    expect(links).toEqual([
      { country: "FR", audience_type: "crm", url: "https://app.example/g/grp123?country=FR&audience=crm" },
      { country: "US", audience_type: "crm", url: "https://app.example/g/grp123?country=US&audience=crm" },
    ]);
  });
  it("gives none without members or with nothing in common, and relative links without a base", () => {
    expect(groupLinks("g", [], "")).toEqual([]);
    expect(groupLinks("g", [m(["US", "crm"]), m(["US", "social"])], "")).toEqual([]);
    expect(groupLinks("g", [m(["US", "panel"]), m(["US", "panel"])], "")).toEqual([]);
    expect(groupLinks("g", [m(["GB", "social"])], "")).toEqual([{ country: "GB", audience_type: "social", url: "/g/g?country=GB&audience=social" }]);
  });
});
