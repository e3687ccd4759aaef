// The demographic body turned into what the rules read and what is stored (spec 2 §5 "On save …").
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { demographicColumns, fitLength, toDemographicDraft } from "@/lib/demographics/normalise";
import { ZDemographicData, type TDemographicDataInput } from "@/lib/demographics/wire";
import { demographicErrors } from "@/lib/study-rules/demographics";
import { DEMOGRAPHIC_MSG } from "@/lib/study-rules/messages";

const data = (over: Partial<TDemographicDataInput> = {}) => ZDemographicData.parse({ type: "choice", title: "  Age? ", options: ["A", "B"], ...over });

describe("fitLength", () => {
  it("cuts and pads", () => {
    expect(fitLength([1, 2, 3], 2, 0)).toEqual([1, 2]);
    expect(fitLength([1], 3, 0)).toEqual([1, 0, 0]);
    expect(fitLength([], 0, 0)).toEqual([]);
  });
  it("property: always the asked length, keeping the prefix", () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.nat(30), (list, n) => {
        const out = fitLength(list, n, -1);
        expect(out).toHaveLength(n);
        expect(out.slice(0, Math.min(n, list.length))).toEqual(list.slice(0, n));
      }),
    );
  });
});

describe("toDemographicDraft", () => {
  it("trims the title and options, lines point values and country flags up with the options", () => {
    const d = toDemographicDraft(data({ options: [" A ", "B", ""], pointable: true, point_values: ["1"], country_options: { US: [false] } }));
    expect(d.title).toBe("Age?");
    expect(d.options).toEqual(["A", "B", ""]);
    expect(d.point_values).toEqual(["1", null, null]);
    expect(d.country_options).toEqual({ us: [false, true, true] });
  });
  it("the rules then name a missing point value", () => {
    const d = toDemographicDraft(data({ pointable: true, point_values: [1] }));
    expect(demographicErrors(d).map((i) => i.message)).toEqual([DEMOGRAPHIC_MSG.pointValueRequired]);
  });
  it("'abc' and -1 are refused with the rule's text", () => {
    for (const bad of ["abc", -1]) {
      const d = toDemographicDraft(data({ pointable: true, point_values: [1, bad] }));
      expect(demographicErrors(d)).toEqual([{ field: "point_values", index: 1, message: DEMOGRAPHIC_MSG.pointValueRequired }]);
    }
  });
});

describe("demographicColumns", () => {
  it("drops blank options with their point values and country flags; pointable forces required", () => {
    const d = data({ options: ["A", " ", "C"], pointable: true, point_values: [1, null, "3"], country_options: { us: [true, false, false] }, required: false });
    const { columns, required } = demographicColumns(d, toDemographicDraft(d));
    expect(columns.options).toEqual(["A", "C"]);
    expect(columns.point_values).toEqual([1, 3]);
    expect(columns.country_options).toEqual({ us: [true, false] });
    expect(required).toBe(true);
  });
  it("text keeps no options, values, country flags or dropdown", () => {
    const d = data({ type: "text", options: ["x"], point_values: [1], pointable: true, show_as_dropdown: true, country_options: { us: [true] } });
    const { columns } = demographicColumns(d, toDemographicDraft(d));
    expect(columns).toMatchObject({ options: [], point_values: [], country_options: {}, pointable: false, show_as_dropdown: false, images: [] });
  });
  it("image keeps its images (labels trimmed) and no options", () => {
    const d = data({ type: "image", options: ["x"], images: [{ label: " Red ", original: "/u/a.png" }, { label: "Blue", original: "https://x.y/b.png" }] });
    const { columns } = demographicColumns(d, toDemographicDraft(d));
    expect(columns.options).toEqual([]);
    expect(columns.images).toEqual([
      { label: "Red", original: "/u/a.png", mobile: "", desktop: "" },
      { label: "Blue", original: "https://x.y/b.png", mobile: "", desktop: "" },
    ]);
  });
  it("empty dashboard title and special input become null", () => {
    const d = data({ dashboard_title: "  ", special_input_type: "" });
    expect(demographicColumns(d, toDemographicDraft(d)).columns).toMatchObject({ dashboard_title: null, special_input_type: null });
  });
});

describe("ZDemographicData", () => {
  it("refuses unknown fields, unknown types and script addresses", () => {
    expect(ZDemographicData.safeParse({ type: "choice", title: "x", extra: 1 }).success).toBe(false);
    expect(ZDemographicData.safeParse({ type: "star", title: "x" }).success).toBe(false);
    expect(ZDemographicData.safeParse({ type: "image", title: "x", images: [{ label: "a", original: "javascript:alert(1)" }] }).success).toBe(false);
    expect(ZDemographicData.safeParse({ type: "image", title: "x", images: [{ label: "a", original: "//evil.example/a.png" }] }).success).toBe(false);
  });
});
