// The Start step's rules (spec 2 §2 "Start step", §5 "Start", §9 default due date and decision point truncation).
import { describe, expect, it } from "vitest";
import { BUILDER_MSG } from "@/lib/builder/messages";
import {
  alternateQuestionWarning,
  CHOOSER_TYPES,
  decisionChoicePatch,
  decisionPointForType,
  defaultDueDate,
  dueDateError,
  dueDateToInput,
  inputToDueDate,
  needsDecisionChooser,
  startErrors,
  titleError,
  toDateInput,
  truncate,
  ZStartForm,
} from "@/lib/builder/start-rules";

const NOW = new Date(2026, 10, 22, 15, 30); // 22 Nov 2026, local time

describe("Study Title", () => {
  it('is required ("This is required!")', () => {
    expect(BUILDER_MSG.required).toBe("This is required!");
    for (const t of ["", "   ", null, undefined]) expect(titleError(t)).toBe("This is required!");
    expect(titleError("Spring line")).toBeNull();
  });
});

describe("due date", () => {
  it('is required ("This is required!")', () => {
    for (const d of ["", "  ", null, undefined]) expect(dueDateError(d, NOW)).toBe("This is required!");
  });
  it('must be a date ("The entered value is not a date")', () => {
    for (const d of ["tomorrow", "2026-13-01", "2026-02-30", "22/12/2026", "2026-1-5"]) expect(dueDateError(d, NOW)).toBe("The entered value is not a date");
  });
  it("must be on or after today (\"Date must be on or after today's date\")", () => {
    expect(dueDateError("2026-11-21", NOW)).toBe("Date must be on or after today's date");
    expect(dueDateError("2020-01-01", NOW)).toBe("Date must be on or after today's date");
    expect(dueDateError("2026-11-22", NOW)).toBeNull();
    expect(dueDateError("2026-12-22", NOW)).toBeNull();
    expect(dueDateError("2026-12-22T12:00:00.000Z", NOW)).toBeNull();
  });
  it("defaults to one month from now (the month's last day when the day does not exist)", () => {
    expect(toDateInput(defaultDueDate(NOW))).toBe("2026-12-22");
    expect(toDateInput(defaultDueDate(new Date(2027, 0, 31)))).toBe("2027-02-28");
    expect(toDateInput(defaultDueDate(new Date(2028, 0, 31)))).toBe("2028-02-29");
    expect(toDateInput(defaultDueDate(new Date(2026, 11, 15)))).toBe("2027-01-15");
    expect(dueDateError(toDateInput(defaultDueDate(NOW)), NOW)).toBeNull();
  });
  it("is stored at noon UTC and read back as the same day", () => {
    expect(inputToDueDate("2026-12-22")).toBe("2026-12-22T12:00:00.000Z");
    expect(dueDateToInput(inputToDueDate("2026-12-22"))).toBe("2026-12-22");
    expect(dueDateToInput(null)).toBe("");
  });
});

describe("the Start step as a whole (a title, a due date and a purpose are needed)", () => {
  it("lists each missing piece", () => {
    expect(startErrors({ title: "", dueDate: "", purposes: [], description: "" }, NOW)).toEqual({
      title: "This is required!",
      dueDate: "This is required!",
      purposes: "Choose at least one purpose.",
    });
    expect(startErrors({ title: "T", dueDate: "2026-12-01", purposes: ["Other"], description: "" }, NOW)).toEqual({});
  });
});

describe("who the study is sent to", () => {
  it("warns only when the choice differs from the default", () => {
    expect(alternateQuestionWarning(null)).toBeNull();
    expect(alternateQuestionWarning("Your customers")).toBeNull();
    expect(alternateQuestionWarning("Parents purchasing for their children")).toContain("Would you consider buying this item for your child?");
    expect(alternateQuestionWarning("Store associates")).toContain("Would your customers consider buying this item?");
  });
});

describe("decision-point chooser", () => {
  it("offers concept, sketch_review, line_adoption, sell_in and other", () => {
    expect(CHOOSER_TYPES).toEqual(["concept", "sketch_review", "line_adoption", "sell_in", "other"]);
    expect(BUILDER_MSG.chooserTitle).toBe("Which product creation or go-to-market phase are you working on?");
  });
  it("shows while the study has no type, decision or decision point", () => {
    expect(needsDecisionChooser({ type: null, decision_id: null, decision_point: null })).toBe(true);
    expect(needsDecisionChooser({ type: "concept", decision_id: null, decision_point: null })).toBe(false);
    expect(needsDecisionChooser({ type: null, decision_id: "x", decision_point: null })).toBe(false);
    expect(needsDecisionChooser({ type: null, decision_id: null, decision_point: { _id: "x" } })).toBe(false);
  });
  it("card titles are cut to 40 characters", () => {
    expect(truncate("a".repeat(40), 40)).toBe("a".repeat(40));
    const cut = truncate("b".repeat(41), 40);
    expect(cut).toHaveLength(40);
    expect(cut.endsWith("…")).toBe(true);
  });
  it("choosing sets the type, config and the platform decision point of that type", () => {
    const points = [
      { _id: "1", type: { title: "concept" }, brand: "brand" },
      { _id: "2", type: { title: "concept" }, brand: null },
      { _id: "3", type: { title: "sell_in" } },
    ];
    expect(decisionPointForType(points, "concept")?._id).toBe("2");
    expect(decisionPointForType(points, "sell_in")?._id).toBe("3");
    expect(decisionPointForType(points, "other")).toBeNull();
    const patch = decisionChoicePatch("concept", points, { locked_wizard_routes: true, multi_followup: true });
    expect(patch).toMatchObject({ type: "concept", temp_type: "concept", decision_point: "2" });
    expect(patch.config).toMatchObject({ single_followup: true, multi_followup: false, locked_wizard_routes: true });
    expect(decisionChoicePatch("other", [], {}).decision_point).toBeNull();
  });
  it("the decision phase removal warning carries the spec's words", () => {
    expect(BUILDER_MSG.decisionPhaseRemoval).toContain("Removing a study from its decision phase is permanent");
    expect(BUILDER_MSG.decisionPhaseRemoval).toContain("You won't be able to add it back");
    expect(BUILDER_MSG.msOnly).toBe("(M/S Only)");
  });
});

describe("date picker bounds (spec 3 §5)", () => {
  it("blocks past dates unless allowed and ends 100 years ahead by default", async () => {
    const { datePickerBounds } = await import("@/lib/builder/start-rules");
    const now = new Date(2026, 10, 22);
    expect(datePickerBounds(now)).toEqual({ min: "2026-11-22", max: "2126-11-22" });
    expect(datePickerBounds(now, { allowPast: true })).toEqual({ max: "2126-11-22" });
    expect(datePickerBounds(now, { yearsAhead: 1 })).toEqual({ min: "2026-11-22", max: "2027-11-22" });
  });
});

describe("ZStartForm (the Start step's form schema, P10)", () => {
  const valid = { title: "Spring line", due_date: toDateInput(defaultDueDate()), purposes: ["Other"], description: "" };
  const messages = (v: Record<string, unknown>) =>
    Object.fromEntries((ZStartForm.safeParse({ ...valid, ...v }).error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

  it("accepts a filled step", () => expect(ZStartForm.safeParse(valid).success).toBe(true));
  it("uses the spec's texts, the same as startErrors", () => {
    expect(messages({ title: "  " })).toEqual({ title: BUILDER_MSG.required });
    expect(messages({ due_date: "" })).toEqual({ due_date: BUILDER_MSG.required });
    expect(messages({ due_date: "2020-01-01" })).toEqual({ due_date: BUILDER_MSG.dateBeforeToday });
    expect(messages({ due_date: "soon" })).toEqual({ due_date: BUILDER_MSG.notADate });
    expect(messages({ purposes: [] })).toEqual({ purposes: startErrors({ title: "x", dueDate: valid.due_date, purposes: [], description: "" }).purposes });
  });
  it("keeps the title within what the server stores", () => {
    expect(Object.keys(messages({ title: "x".repeat(151) }))).toEqual(["title"]);
  });
});
