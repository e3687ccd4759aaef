// The addable list (spec 2 §5 ids 2, 3 and 6), the 15-question guidance and the weighting warning.
import { describe, expect, it } from "vitest";
import { addableLibrary, excludedLegacyIds, segmentationNotes } from "@/lib/demographics/library";
import { DEMOGRAPHIC_MSG } from "@/lib/study-rules/messages";

const lib = [1, 2, 3, 4, 5, 6].map((n) => ({ _id: `p${n}`, legacy_id: n, title: `Platform ${n}`, dashboard_title: n === 4 ? "Age" : null }))
  .concat([{ _id: "b1", legacy_id: null as unknown as number, title: "Brand loyalty", dashboard_title: null }]);
const ids = (list: { _id: string }[]) => list.map((q) => q._id);

describe("addableLibrary", () => {
  it("a domestic us study may add everything not already in it", () => {
    expect(ids(addableLibrary(lib, { international: false, brandDefaultCountry: "us", inStudy: ["p1"] }))).toEqual(["p2", "p3", "p4", "p5", "p6", "b1"]);
  });
  it("an international study or a non-us brand leaves out 2, 3 and 6", () => {
    const expected = ["p1", "p4", "p5", "b1"];
    expect(ids(addableLibrary(lib, { international: true, brandDefaultCountry: "us", inStudy: [] }))).toEqual(expected);
    expect(ids(addableLibrary(lib, { international: false, brandDefaultCountry: "GB", inStudy: [] }))).toEqual(expected);
  });
  it("a missing default country counts as us", () => {
    expect(addableLibrary(lib, { international: false, brandDefaultCountry: null, inStudy: [] })).toHaveLength(7);
  });
  it("searches title and dashboard title, case-insensitively", () => {
    expect(ids(addableLibrary(lib, { international: false, brandDefaultCountry: "us", inStudy: [], search: " AGE " }))).toEqual(["p4"]);
    expect(ids(addableLibrary(lib, { international: false, brandDefaultCountry: "us", inStudy: [], search: "loyal" }))).toEqual(["b1"]);
    expect(addableLibrary(lib, { international: false, brandDefaultCountry: "us", inStudy: [], search: "zzz" })).toEqual([]);
  });
});

describe("excludedLegacyIds", () => {
  it("names 2, 3 and 6 only when the rule applies", () => {
    expect(excludedLegacyIds({ international: false, brandDefaultCountry: "us" })).toEqual([]);
    expect(excludedLegacyIds({ international: true, brandDefaultCountry: "us" })).toEqual([2, 3, 6]);
    expect(excludedLegacyIds({ international: false, brandDefaultCountry: "de" })).toEqual([2, 3, 6]);
  });
});

describe("segmentationNotes", () => {
  const row = (id: string, audience_weighting = false) => ({ demographic: { _id: id, audience_weighting } });
  it("guidance above 15 questions only", () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => row(`q${i}`));
    expect(segmentationNotes({ has_audience_weighting: false, demographics: rows(15), segmentation_profiles: [] }).question_guidance).toBeNull();
    expect(segmentationNotes({ has_audience_weighting: false, demographics: rows(16), segmentation_profiles: [] }).question_guidance).toBe(DEMOGRAPHIC_MSG.tooManyQuestions);
  });
  it("the weighting warning needs weighting on and a weighted question missing from a profile", () => {
    const base = { demographics: [row("w", true), row("x")], segmentation_profiles: [{ questions: ["x"] }] };
    expect(segmentationNotes({ ...base, has_audience_weighting: true }).weighting_warning).toBe(DEMOGRAPHIC_MSG.weightingNotInProfiles);
    expect(segmentationNotes({ ...base, has_audience_weighting: false }).weighting_warning).toBeNull();
    expect(segmentationNotes({ ...base, has_audience_weighting: true, segmentation_profiles: [{ questions: ["x", "w"] }] }).weighting_warning).toBeNull();
  });
});
