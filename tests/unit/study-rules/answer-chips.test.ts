// Answer chips (spec 2 §5 "Answer options", §9 "Answers").
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  ANSWER_SUGGESTED_LENGTH,
  MAX_ANSWERS,
  addAnswers,
  answerKeyAction,
  answerWarnings,
  canAddAnswer,
  normaliseAnswers,
  removeAnswer,
  splitAnswers,
} from "@/lib/study-rules/answer-chips";
import { ANSWER_MSG } from "@/lib/study-rules/messages";

describe("spec texts", () => {
  it("quotes the spec verbatim", () => {
    expect(ANSWER_MSG.tooMany).toBe(
      "Getting excited about those options, eh? We find that anything more than 6 answers hurts the user's experience.",
    );
    expect(ANSWER_MSG.tooLong).toBe("To improve user experience, we suggest limiting answer choices to 25 characters.");
    expect(MAX_ANSWERS).toBe(6);
    expect(ANSWER_SUGGESTED_LENGTH).toBe(25);
  });
});

describe("splitAnswers", () => {
  it("splits on semicolons, trims and drops blanks", () => {
    expect(splitAnswers(" Red ; Blue;;  ;Green ")).toEqual(["Red", "Blue", "Green"]);
    expect(splitAnswers("")).toEqual([]);
    expect(splitAnswers("One answer")).toEqual(["One answer"]);
  });
});

describe("addAnswers", () => {
  it("adds several answers separated by semicolons", () => {
    expect(addAnswers(["Yes"], "No; Maybe")).toEqual({ options: ["Yes", "No", "Maybe"], warnings: [], refused: [] });
  });
  it("removes duplicates, trimmed and case-insensitive, against current options and within the input", () => {
    const r = addAnswers(["Red"], " red ;Blue;BLUE");
    expect(r.options).toEqual(["Red", "Blue"]);
    expect(r.refused).toEqual([
      { answer: "red", reason: "duplicate" },
      { answer: "BLUE", reason: "duplicate" },
    ]);
  });
  it("warns above 5 options, i.e. at the 6th", () => {
    expect(addAnswers(["a", "b", "c", "d"], "e").warnings).toEqual([]);
    expect(addAnswers(["a", "b", "c", "d", "e"], "f").warnings).toEqual([ANSWER_MSG.tooMany]);
  });
  it("refuses a 7th answer with the warning", () => {
    const r = addAnswers(["a", "b", "c", "d", "e", "f"], "g");
    expect(r.options).toHaveLength(6);
    expect(r.refused).toEqual([{ answer: "g", reason: "full" }]);
    expect(r.warnings).toContain(ANSWER_MSG.tooMany);
  });
  it("warns for an answer over 25 characters but keeps it", () => {
    const r = addAnswers([], "x".repeat(26));
    expect(r.options).toEqual(["x".repeat(26)]);
    expect(r.warnings).toEqual([ANSWER_MSG.tooLong]);
    expect(addAnswers([], "x".repeat(25)).warnings).toEqual([]);
  });
  it("counts characters, not UTF-16 units", () => {
    expect(answerWarnings(["😀".repeat(25)])).toEqual([]);
  });
  it("property: at most 6 options, no duplicates, current options kept first", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 8 }), { maxLength: 12 }), fc.string({ maxLength: 60 }), (cur, input) => {
        const current = normaliseAnswers(cur);
        const r = addAnswers(current, input);
        expect(r.options.length).toBeLessThanOrEqual(MAX_ANSWERS);
        expect(r.options.slice(0, current.length)).toEqual(current);
        const keys = r.options.map((o) => o.trim().toLocaleLowerCase());
        expect(new Set(keys).size).toBe(keys.length);
        expect(r.options.length - current.length + r.refused.length).toBe(splitAnswers(input).length);
        expect(r.warnings.includes(ANSWER_MSG.tooMany)).toBe(r.options.length > 5 || r.refused.some((x) => x.reason === "full"));
      }),
    );
  });
});

describe("chip helpers", () => {
  it("removes a chip and tells when more can be added", () => {
    expect(removeAnswer(["a", "b", "c"], 1)).toEqual(["a", "c"]);
    expect(removeAnswer(["a"], 5)).toEqual(["a"]);
    expect(canAddAnswer(["1", "2", "3", "4", "5"])).toBe(true);
    expect(canAddAnswer(["1", "2", "3", "4", "5", "6"])).toBe(false);
  });
  it("normalises a stored list", () => {
    expect(normaliseAnswers([" a", "A", "", "b;c"])).toEqual(["a", "b c"]);
  });
  it("Enter adds, shift-Enter moves back", () => {
    expect(answerKeyAction("Enter", false)).toBe("add");
    expect(answerKeyAction("Enter", true)).toBe("back");
    expect(answerKeyAction("a", false)).toBe("none");
  });
});
