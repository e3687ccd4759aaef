// Follow-up rules (spec 2 §2 "Product questions step", §3, §5, §9).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  FOLLOW_UP_TITLE_MAX,
  FOLLOW_UP_TYPES,
  TRUNCATE,
  addNewDisabled,
  addableFollowUpTypes,
  canSaveFollowUp,
  copyPositiveToNegative,
  defaultFollowUpTitles,
  followUpForSave,
  followUpProblems,
  followUpTitlePreview,
  newFollowUp,
  optionsPreview,
  showsAnswerChoices,
  showsScaleLabels,
  singleFollowUpViolation,
  validateFollowUp,
  type TFollowUp,
} from "@/lib/study-rules/follow-ups";
import { DEFAULT_FOLLOW_UP_TITLES, FOLLOW_UP_MSG, FOLLOW_UP_TYPE_LABELS } from "@/lib/study-rules/messages";

const fu = (over: Partial<TFollowUp> = {}): TFollowUp => ({
  ...newFollowUp("choice"),
  positive_title: "Which colour?",
  positive: { options: ["Red", "Blue"], min_label: "Low", max_label: "High" },
  ...over,
});

describe("spec constants", () => {
  it("quotes the defaults, types and limits of spec 2", () => {
    expect(DEFAULT_FOLLOW_UP_TITLES).toEqual({
      positive: "What do you like most about this product?",
      negative: "What do you like least about this product?",
      why: "What made you feel that way about this product?",
    });
    expect(FOLLOW_UP_TYPES).toEqual(["multi", "choice", "text", "star"]);
    expect(FOLLOW_UP_TYPE_LABELS).toEqual({ multi: "select multiple", choice: "single select", text: "free text", star: "rating" });
    expect(FOLLOW_UP_TITLE_MAX).toBe(150);
    expect(TRUNCATE).toEqual({
      productName: 20, colours: 15, decisionPointTitle: 40, followUpTitle: 80, optionsPreview: 60, questionText: 80, questionHeader: 50,
    });
  });
});

describe("validation", () => {
  it("requires a type", () => {
    expect(followUpProblems(fu({ type: null }))).toEqual([{ field: "type", message: FOLLOW_UP_MSG.typeRequired }]);
    expect(canSaveFollowUp(fu({ type: null }))).toBe(false);
    expect(canSaveFollowUp(fu())).toBe(true);
  });
  it("requires the title of a free-text follow-up only", () => {
    expect(followUpProblems(fu({ type: "text", positive_title: "  " }))).toEqual([
      { field: "positive_title", message: FOLLOW_UP_MSG.titleRequired },
    ]);
    expect(canSaveFollowUp(fu({ type: "choice", positive_title: "" }))).toBe(true);
  });
  it("limits question text to 150 characters", () => {
    expect(canSaveFollowUp(fu({ positive_title: "x".repeat(150) }))).toBe(true);
    expect(followUpProblems(fu({ positive_title: "x".repeat(151) }))[0]?.message).toBe(FOLLOW_UP_MSG.titleTooLong(150));
  });
  it("property: savable iff a known type, a title for text, at most 150 characters", () => {
    fc.assert(
      fc.property(fc.constantFrom(null, ...FOLLOW_UP_TYPES), fc.string({ maxLength: 200 }), (type, title) => {
        const expected = type !== null && (type !== "text" || title.trim() !== "") && [...title].length <= 150;
        expect(canSaveFollowUp({ type, positive_title: title })).toBe(expected);
      }),
    );
  });
  it("single-follow-up studies validate after copying positive to negative", () => {
    const f = fu({ negative_title: "different" });
    expect(validateFollowUp(f, true)).toEqual([]);
    expect(validateFollowUp(fu({ type: null }), false)).toHaveLength(1);
  });
});

describe("answer choices", () => {
  it("are hidden for text (and for star and no type: our decision)", () => {
    expect(showsAnswerChoices("multi")).toBe(true);
    expect(showsAnswerChoices("choice")).toBe(true);
    expect(showsAnswerChoices("text")).toBe(false);
    expect(showsAnswerChoices("star")).toBe(false);
    expect(showsAnswerChoices(null)).toBe(false);
    expect(showsScaleLabels("star")).toBe(true);
  });
});

describe("saving", () => {
  it("copies the positive title, options and labels to the negative side", () => {
    const saved = followUpForSave(fu({ negative_title: "old", negative: { options: ["x"], min_label: null, max_label: null } }));
    expect(saved.negative_title).toBe("Which colour?");
    expect(saved.negative).toEqual({ options: ["Red", "Blue"], min_label: "Low", max_label: "High" });
    expect(saved.negative.options).not.toBe(saved.positive.options);
  });
  it("keeps no options for text and cleans options", () => {
    expect(followUpForSave(fu({ type: "text" })).positive.options).toEqual([]);
    expect(followUpForSave(fu({ type: "text" })).negative.options).toEqual([]);
    const f = fu({ positive: { options: [" a", "A", "", "b"], min_label: null, max_label: null } });
    expect(followUpForSave(f).positive.options).toEqual(["a", "b"]);
  });
  it("property: after copying, both sides are equal", () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string(), { maxLength: 8 }), fc.option(fc.string()), (title, options, label) => {
        const c = copyPositiveToNegative(fu({ positive_title: title, positive: { options, min_label: label, max_label: null } }));
        expect(c.negative_title).toBe(c.positive_title);
        expect(c.negative).toEqual(c.positive);
      }),
    );
  });
});

describe("single-follow-up view", () => {
  it("disables Add New for a type once one exists, and for types other than choice and text", () => {
    expect(addNewDisabled([], "choice", true)).toBe(false);
    expect(addNewDisabled([{ type: "choice" }], "choice", true)).toBe(true);
    expect(addNewDisabled([{ type: "choice" }], "text", true)).toBe(false);
    expect(addNewDisabled([], "multi", true)).toBe(true);
    expect(addNewDisabled([{ type: "choice" }, { type: "choice" }], "choice", false)).toBe(false);
    expect(addableFollowUpTypes([{ type: "text" }], true)).toEqual(["choice"]);
    expect(addableFollowUpTypes([{ type: "text" }], false)).toEqual([...FOLLOW_UP_TYPES]);
  });
  it("flags a list with two follow-ups of one type", () => {
    expect(singleFollowUpViolation([{ type: "choice" }, { type: "text" }])).toBeNull();
    expect(singleFollowUpViolation([{ type: "choice" }, { type: "choice" }])).toBe(FOLLOW_UP_MSG.singleTypeTaken("single select"));
    expect(singleFollowUpViolation([{ type: "star" }])).toBe(FOLLOW_UP_MSG.singleTypeTaken("rating"));
  });
});

describe("defaults and previews", () => {
  it("uses the default titles of §9", () => {
    expect(defaultFollowUpTitles(false)).toEqual({
      positive_title: "What do you like most about this product?",
      negative_title: "What do you like least about this product?",
    });
    expect(defaultFollowUpTitles(true).positive_title).toBe("What made you feel that way about this product?");
    expect(newFollowUp("text").positive.options).toEqual([]);
  });
  it("truncates the title at 80 and the options preview at 60", () => {
    expect(followUpTitlePreview("x".repeat(80))).toBe("x".repeat(80));
    expect(followUpTitlePreview("x".repeat(81))).toHaveLength(80);
    expect(optionsPreview(["Red", "Blue"])).toBe("Red, Blue");
    expect(optionsPreview(Array(20).fill("Option"))).toHaveLength(60);
  });
});
