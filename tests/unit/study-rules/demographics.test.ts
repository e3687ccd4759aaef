// Demographic (segmentation) question rules (spec 2 §5 "Demographic question", §9).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  addableDemographics,
  canSaveDemographic,
  deleteDemographicProblem,
  demographicErrors,
  demographicForSave,
  demographicWarnings,
  editDemographicProblem,
  effectiveRequired,
  imageSlotsLeft,
  parsePointValue,
  questionCountGuidance,
  requiredToggleDisabled,
  setPointable,
  showImageUploader,
  weightingWarning,
  type TDemographicDraft,
} from "@/lib/study-rules/demographics";
import { DEMOGRAPHIC_MSG } from "@/lib/study-rules/messages";

const q = (over: Partial<TDemographicDraft> = {}): TDemographicDraft => ({
  type: "choice",
  title: "Age?",
  options: ["18-24", "25-34"],
  images: [],
  pointable: false,
  point_values: [],
  country_options: {},
  required: false,
  editable: true,
  ...over,
});
const img = (label: string) => ({ label, original: `${label}.png` });
const ok = { viewOnly: false, saving: false };

describe("spec texts", () => {
  it("quotes spec 2 §5 verbatim", () => {
    expect(DEMOGRAPHIC_MSG.pointValueTooHigh).toBe("We recommend that you use point values smaller than 1000 for the best experience.");
    expect(DEMOGRAPHIC_MSG.weightingNotInProfiles).toBe(
      "You have weighted questions that do not belong to some or all of your consumer profiles. This may produce errors in your results, please speak with your CSM to understand the implication of this setup.",
    );
  });
});

describe("validation", () => {
  it("requires a title for all types", () => {
    for (const type of ["choice", "multi", "image", "text"] as const) {
      const issues = demographicErrors(q({ type, title: " ", images: [img("a"), img("b")] }));
      expect(issues).toContainEqual({ field: "title", message: DEMOGRAPHIC_MSG.titleRequired });
    }
    expect(demographicErrors(q({ type: "text", options: [] }))).toEqual([]);
  });
  it("needs 2 non-empty options for choice and multi", () => {
    expect(demographicErrors(q({ options: ["a", " "] }))).toEqual([{ field: "options", message: DEMOGRAPHIC_MSG.twoOptions }]);
    expect(demographicErrors(q({ type: "multi", options: ["a", "", "b"] }))).toEqual([]);
  });
  it("pointable: each non-empty option needs a numeric value >= 0, an empty option none", () => {
    expect(demographicErrors(q({ pointable: true, point_values: [0, "5"] }))).toEqual([]);
    expect(demographicErrors(q({ pointable: true, point_values: [1, ""] }))).toEqual([
      { field: "point_values", index: 1, message: DEMOGRAPHIC_MSG.pointValueRequired },
    ]);
    expect(demographicErrors(q({ pointable: true, point_values: [-1, "x"] })).map((i) => i.index)).toEqual([0, 1]);
    expect(demographicErrors(q({ pointable: true, options: ["a", "b", ""], point_values: [1, 2, 3] }))).toEqual([
      { field: "point_values", index: 2, message: DEMOGRAPHIC_MSG.pointValueOnEmpty },
    ]);
    expect(demographicErrors(q({ pointable: true, options: ["a", "b", ""], point_values: [1, 2, null] }))).toEqual([]);
  });
  it("property: a pointable value is accepted iff numeric and >= 0", () => {
    fc.assert(
      fc.property(fc.oneof(fc.double({ noNaN: true }), fc.string({ maxLength: 6 }), fc.constant(null)), (v) => {
        const n = parsePointValue(v);
        const accepted = demographicErrors(q({ pointable: true, point_values: [v, 1] })).length === 0;
        expect(accepted).toBe(n !== null && n >= 0);
      }),
    );
  });
  it("warns above 1000 only", () => {
    expect(demographicWarnings(q({ pointable: true, point_values: [1000, 0] }))).toEqual([]);
    expect(demographicWarnings(q({ pointable: true, point_values: ["1001", 0] }))).toEqual([DEMOGRAPHIC_MSG.pointValueTooHigh]);
    expect(demographicWarnings(q({ pointable: false, point_values: [5000] }))).toEqual([]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (v) => {
        expect(demographicWarnings(q({ pointable: true, point_values: [v, 0] })).length).toBe(v > 1000 ? 1 : 0);
      }),
    );
  });
  it("image: more than 1 image, labels non-empty and unique, at most 25", () => {
    expect(demographicErrors(q({ type: "image", images: [img("a")] }))).toEqual([{ field: "images", message: DEMOGRAPHIC_MSG.twoImages }]);
    expect(demographicErrors(q({ type: "image", images: [img("a"), img(" ")] }))).toEqual([
      { field: "images", index: 1, message: DEMOGRAPHIC_MSG.imageLabelRequired },
    ]);
    expect(demographicErrors(q({ type: "image", images: [img("Cat"), img(" cat")] }))).toEqual([
      { field: "images", index: 1, message: DEMOGRAPHIC_MSG.imageLabelUnique },
    ]);
    const many = Array.from({ length: 26 }, (_, i) => img(`i${i}`));
    expect(demographicErrors(q({ type: "image", images: many.slice(0, 25) }))).toEqual([]);
    expect(demographicErrors(q({ type: "image", images: many }))).toEqual([{ field: "images", message: DEMOGRAPHIC_MSG.tooManyImages }]);
    expect(showImageUploader(25)).toBe(true);
    expect(showImageUploader(26)).toBe(false);
    expect(imageSlotsLeft(25)).toBe(0);
    expect(imageSlotsLeft(3)).toBe(22);
  });
  it("Save needs not view-only, not saving, editable and no error", () => {
    expect(canSaveDemographic(q(), ok)).toBe(true);
    expect(canSaveDemographic(q(), { viewOnly: true, saving: false })).toBe(false);
    expect(canSaveDemographic(q(), { viewOnly: false, saving: true })).toBe(false);
    expect(canSaveDemographic(q({ editable: false }), ok)).toBe(false);
    expect(canSaveDemographic(q({ title: "" }), ok)).toBe(false);
  });
});

describe("required and pointable", () => {
  it("pointable disables the toggle and forces required", () => {
    expect(requiredToggleDisabled(q({ pointable: true }))).toBe(true);
    expect(effectiveRequired(q({ pointable: true, required: false }))).toBe(true);
    expect(setPointable(q(), true).required).toBe(true);
    expect(setPointable(q({ pointable: true, required: true }), false).required).toBe(true);
  });
});

describe("save shape", () => {
  it("drops blank options with their country options and point values", () => {
    const saved = demographicForSave(
      q({ options: ["a", " ", "b"], pointable: true, point_values: ["1", null, 2], country_options: { us: [true, false, true], fr: [false, true, true] } }),
    );
    expect(saved.options).toEqual(["a", "b"]);
    expect(saved.point_values).toEqual([1, 2]);
    expect(saved.country_options).toEqual({ us: [true, true], fr: [false, true] });
    expect(saved.required).toBe(true);
  });
  it("text keeps no options; image keeps images", () => {
    expect(demographicForSave(q({ type: "text", options: ["a"] }))).toMatchObject({ options: [], point_values: [], country_options: {} });
    expect(demographicForSave(q({ type: "image", images: [img("a"), img("b")] })).images).toHaveLength(2);
  });
  it("property: options, point values and country options stay aligned", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom("", " ", "x", "y"), fc.nat(50), fc.boolean()), { maxLength: 10 }), (rows) => {
        const saved = demographicForSave(
          q({ pointable: true, options: rows.map((r) => r[0]), point_values: rows.map((r) => r[1]), country_options: { us: rows.map((r) => r[2]) } }),
        );
        const kept = rows.filter((r) => r[0].trim() !== "");
        expect(saved.options).toEqual(kept.map((r) => r[0]));
        expect(saved.point_values).toEqual(kept.map((r) => r[1]));
        expect(saved.country_options.us).toEqual(kept.map((r) => r[2]));
      }),
    );
  });
});

describe("addable list, guidance, weighting, delete/edit blocks", () => {
  const list = [1, 2, 3, 4, 5, 6].map((n) => ({ _id: String(n) }));
  it("excludes ids 2, 3 and 6 for international studies or a non-us default country", () => {
    expect(addableDemographics(list, { international: false, brandDefaultCountry: "us" })).toHaveLength(6);
    expect(addableDemographics(list, { international: false, brandDefaultCountry: "US" })).toHaveLength(6);
    expect(addableDemographics(list, { international: true, brandDefaultCountry: "us" }).map((d) => d._id)).toEqual(["1", "4", "5"]);
    expect(addableDemographics(list, { international: false, brandDefaultCountry: "fr" }).map((d) => d._id)).toEqual(["1", "4", "5"]);
    expect(addableDemographics([{ _id: 2 }], { international: true, brandDefaultCountry: null })).toEqual([]);
  });
  it("guides above 15 questions", () => {
    expect(questionCountGuidance(15)).toBeNull();
    expect(questionCountGuidance(16)).toBe(DEMOGRAPHIC_MSG.tooManyQuestions);
  });
  it("warns when a weighted question is missing from a selected profile", () => {
    const qs = [{ _id: "a", audience_weighting: true }, { _id: "b" }];
    expect(weightingWarning(qs, [{ questions: ["a", "b"] }, { questions: ["a"] }])).toBeNull();
    expect(weightingWarning(qs, [{ questions: ["a"] }, { questions: ["b"] }])).toBe(DEMOGRAPHIC_MSG.weightingNotInProfiles);
    expect(weightingWarning(qs, [])).toBeNull();
    expect(weightingWarning([{ _id: "b" }], [{ questions: [] }])).toBeNull();
  });
  it("blocks deleting a profile's question and editing a weighting question", () => {
    expect(deleteDemographicProblem("a", [{ questions: ["a"] }])).toBe(DEMOGRAPHIC_MSG.inUseByProfile);
    expect(deleteDemographicProblem("z", [{ questions: ["a"] }])).toBeNull();
    expect(editDemographicProblem({ audience_weighting: true })).toBe(DEMOGRAPHIC_MSG.weightingLocked);
    expect(editDemographicProblem({})).toBeNull();
  });
});
