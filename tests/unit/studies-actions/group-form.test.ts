// Grouped Studies modal validation and payload (spec 3 §5 "Grouped study is valid only with a name, a logic and at
// least one study…"): percent drops limits; reach and combined need every limit ≥ 1.
import { describe, expect, it } from "vitest";
import { emptyGroupForm, groupPayload, limitsRequired, parseLimit, validateGroupForm, type TGroupFormValues } from "@/lib/studies/group-form";
import { DEFAULT_GROUP_LOGIC, STUDY_MSG } from "@/lib/studies/messages";

const A = "a".repeat(24);
const B = "b".repeat(24);
const form = (over: Partial<TGroupFormValues> = {}): TGroupFormValues => ({
  name: "Spring split",
  logic: "percent",
  studies: [{ survey: A, limit: "" }, { survey: B, limit: "" }],
  ...over,
});
const messages = (v: TGroupFormValues) => {
  const r = validateGroupForm(v);
  return r.ok ? [] : r.errors.map((e) => e.message);
};

describe("group form validation", () => {
  it("starts empty with the default logic Even Split and the selected studies in order", () => {
    const f = emptyGroupForm([A, B]);
    expect(f).toEqual({ name: "", logic: DEFAULT_GROUP_LOGIC, studies: [{ survey: A, limit: "" }, { survey: B, limit: "" }] });
    expect(DEFAULT_GROUP_LOGIC).toBe("percent");
    expect(validateGroupForm(f).ok).toBe(false);
  });

  it("percent is valid without limits", () => {
    expect(validateGroupForm(form()).ok).toBe(true);
  });

  it("an empty or blank name is invalid", () => {
    expect(messages(form({ name: "" }))).toEqual([STUDY_MSG.groupNeedsName]);
    expect(messages(form({ name: "   " }))).toEqual([STUDY_MSG.groupNeedsName]);
  });

  it("no studies is invalid", () => {
    expect(messages(form({ studies: [] }))).toEqual([STUDY_MSG.groupNeedsStudy]);
  });

  it("an unknown logic is invalid", () => {
    expect(validateGroupForm(form({ logic: "random" as never })).ok).toBe(false);
  });

  it.each(["reach", "combined"] as const)("%s needs a limit of at least 1 on every study", (logic) => {
    expect(limitsRequired(logic)).toBe(true);
    expect(messages(form({ logic }))).toEqual([STUDY_MSG.groupNeedsLimits, STUDY_MSG.groupNeedsLimits]);
    expect(messages(form({ logic, studies: [{ survey: A, limit: "10" }, { survey: B, limit: "" }] }))).toEqual([STUDY_MSG.groupNeedsLimits]);
    expect(validateGroupForm(form({ logic, studies: [{ survey: A, limit: "0" }, { survey: B, limit: "5" }] })).ok).toBe(false);
    expect(validateGroupForm(form({ logic, studies: [{ survey: A, limit: "1" }, { survey: B, limit: "5" }] })).ok).toBe(true);
  });

  it("non-numeric, decimal and negative limits are invalid", () => {
    for (const limit of ["abc", "1.5", "-3", "1e3", " ", "0"]) {
      expect(parseLimit(limit)).toBeNull();
      expect(validateGroupForm(form({ logic: "reach", studies: [{ survey: A, limit }] })).ok).toBe(false);
    }
    expect(parseLimit(" 12 ")).toBe(12);
  });

  it("percent ignores whatever the hidden limits hold", () => {
    expect(limitsRequired("percent")).toBe(false);
    expect(validateGroupForm(form({ studies: [{ survey: A, limit: "abc" }] })).ok).toBe(true);
  });
});

describe("group payload", () => {
  it("percent sends no limits at all and orders by position", () => {
    const p = groupPayload("brand1", form({ name: "  Spring split  ", studies: [{ survey: B, limit: "7" }, { survey: A, limit: "" }] }));
    expect(p).toEqual({ brand: "brand1", name: "Spring split", logic: "percent", surveys: [{ survey: B, order: 0 }, { survey: A, order: 1 }] });
    for (const s of p.surveys) expect("limit" in s).toBe(false);
  });

  it("reach and combined send whole-number limits", () => {
    const p = groupPayload("brand1", form({ logic: "reach", studies: [{ survey: A, limit: "100" }, { survey: B, limit: "25" }] }));
    expect(p.surveys).toEqual([{ survey: A, order: 0, limit: 100 }, { survey: B, order: 1, limit: 25 }]);
    expect(groupPayload("b", form({ logic: "combined", studies: [{ survey: A, limit: "3" }] })).surveys).toEqual([{ survey: A, order: 0, limit: 3 }]);
  });

  it("refuses to build from an invalid form", () => {
    expect(() => groupPayload("b", form({ logic: "reach" }))).toThrow(STUDY_MSG.groupNeedsLimits);
    expect(() => groupPayload("b", form({ name: "" }))).toThrow(STUDY_MSG.groupNeedsName);
  });
});
