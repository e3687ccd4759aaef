// The create / edit modal's draft (spec 2 §5): built from a study row, type switches, answers added and removed
// with their point values and per-country flags kept in line.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { addOption, editorDraftFrom, emptyEditorDraft, offered, removeOption, setOffered, withType } from "@/lib/demographics/editor";
import { demographicErrors } from "@/lib/study-rules/demographics";
import { DEMOGRAPHIC_MSG } from "@/lib/study-rules/messages";
import type { TWireSurveyDemographic } from "@/lib/builder/builder-wire";

const row = (over: Partial<TWireSurveyDemographic["demographic"]> = {}): TWireSurveyDemographic => ({
  demographic: {
    _id: "q1", legacy_id: null, brand: "b", type: "choice", title: "Age?", dashboard_title: null, options: ["Young", "Old"], images: [],
    pointable: true, point_values: [1, 2], country_options: { us: [true, false] }, show_as_dropdown: false, editable: true, is_default: false,
    audience_weighting: false, special_input_type: null, brand_default_question: false, enabled_by_default: false, add_to_new_tests: false, ...over,
  },
  order: 0, required: true, randomize_options: true, disabled: false, enabled_by_default: false, add_to_new_tests: false, part_of_point_range: false,
});

describe("editor draft", () => {
  it("a new question needs a title and two answers", () => {
    expect(demographicErrors(emptyEditorDraft()).map((e) => e.message)).toEqual([DEMOGRAPHIC_MSG.titleRequired, DEMOGRAPHIC_MSG.twoOptions]);
  });
  it("from a row: point values as text, outer fields kept", () => {
    const d = editorDraftFrom(row());
    expect(d).toMatchObject({ point_values: ["1", "2"], required: true, randomize_options: true, dashboard_title: "", country_options: { us: [true, false] } });
    expect(demographicErrors(d)).toEqual([]);
    expect(editorDraftFrom(row({ pointable: false })).point_values).toEqual(["", ""]);
  });
  it("choice ↔ multi keeps the answers; image and text start empty", () => {
    const d = editorDraftFrom(row());
    expect(withType(d, "multi").options).toEqual(["Young", "Old"]);
    expect(withType(d, "text")).toMatchObject({ options: [], point_values: [], pointable: false, country_options: {} });
    expect(withType(withType(d, "image"), "choice").options).toEqual(["", ""]);
    expect(withType(d, "choice")).toBe(d);
  });
  it("country flags: a missing entry is offered; setting one keeps the rest", () => {
    const d = editorDraftFrom(row());
    expect(offered(d, "GB", 1)).toBe(true);
    expect(offered(d, "US", 1)).toBe(false);
    expect(setOffered(d, "GB", 0, false).country_options.gb).toEqual([false, true]);
  });
  it("property: adding and removing answers keeps values and country flags the length of the options", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constant("add"), fc.nat(6)), { maxLength: 20 }), (ops) => {
        let d = editorDraftFrom(row());
        for (const op of ops) d = op === "add" ? addOption(d) : removeOption(d, op);
        expect(d.point_values).toHaveLength(d.options.length);
        expect(d.country_options.us).toHaveLength(d.options.length);
      }),
    );
  });
});
