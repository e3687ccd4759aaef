// Consumer-profile helpers: request body, screener pairs, age range from selections, server-side normalisation
// of options by the selection rules (spec 1 §2, §4).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  PROFILE_TITLE_MAX,
  ZConsumerProfileBody,
  ageBandBounds,
  ageRangeFromSelections,
  normaliseProfileOptions,
  screenerPairs,
} from "@/lib/consumer-profiles/profile-rules";
import { PROFILE_MSG } from "@/lib/study-rules/messages";
import type { TPanelScreener } from "@/lib/study-rules/tiers";

const hex = (n: number) => n.toString(16).padStart(24, "0");
const opt = (n: number, title: string) => ({ _id: hex(n), title, versions: [{ tier: 1, date_created: "2024-01-01" }] });
const age: TPanelScreener = {
  _id: hex(1),
  title: "Age",
  type: "range",
  options: [opt(11, "18 - 24"), opt(12, "25 - 34"), opt(13, "35 - 44"), opt(14, "65+")],
};
const gender: TPanelScreener = { _id: hex(2), title: "Gender", type: "choice", options: [opt(21, "Female"), opt(22, "Male")] };
const has: TPanelScreener = { _id: hex(3), title: "Has Children", options: [opt(31, "Under 6"), opt(32, "6 - 12")] };
const none: TPanelScreener = { _id: hex(4), title: "No Children", options: [opt(41, "None")] };
const screeners = [age, gender, has, none];

describe("request body", () => {
  it("trims the title, defaults options, drops a body tier", () => {
    const r = ZConsumerProfileBody.parse({ title: "  Runners ", tier: 9 });
    expect(r).toEqual({ title: "Runners", options: [] });
  });
  it("requires a non-blank title of at most the maximum length", () => {
    expect(ZConsumerProfileBody.safeParse({ title: "   " }).success).toBe(false);
    expect(ZConsumerProfileBody.safeParse({}).success).toBe(false);
    expect(ZConsumerProfileBody.safeParse({ title: "x".repeat(PROFILE_TITLE_MAX) }).success).toBe(true);
    expect(ZConsumerProfileBody.safeParse({ title: "x".repeat(PROFILE_TITLE_MAX + 1) }).success).toBe(false);
  });
  it("accepts a null avatar and refuses malformed ids", () => {
    expect(ZConsumerProfileBody.safeParse({ title: "a", avatar: null }).success).toBe(true);
    expect(ZConsumerProfileBody.safeParse({ title: "a", avatar: "nope" }).success).toBe(false);
    expect(ZConsumerProfileBody.safeParse({ title: "a", options: [{ panel_screener: "x", values: [] }] }).success).toBe(false);
    expect(ZConsumerProfileBody.safeParse({ title: "a", options: [{ panel_screener: hex(1), values: ["x"] }] }).success).toBe(false);
  });
});

describe("screener pairs", () => {
  it("pairs Has Children with No Children when both exist (any case)", () => {
    expect(screenerPairs(screeners)).toEqual([[hex(3), hex(4)]]);
    expect(screenerPairs([{ _id: "a", title: "has children" }, { _id: "b", title: "NO CHILDREN" }])).toEqual([["a", "b"]]);
  });
  it("has no pair when one side is missing", () => {
    expect(screenerPairs([age, gender, has])).toEqual([]);
  });
});

describe("age range from selections (spec 1 §2)", () => {
  it("parses band titles", () => {
    expect(ageBandBounds("18 - 24")).toEqual([18, 24]);
    expect(ageBandBounds("25–34")).toEqual([25, 34]);
    expect(ageBandBounds("65+")).toEqual([65, null]);
    expect(ageBandBounds("Adults")).toEqual([null, null]);
  });
  it("is min of the first band - max of the last band, in option order", () => {
    expect(ageRangeFromSelections([{ panel_screener: age._id, values: [hex(13), hex(11)] }], screeners)).toBe("18 - 44");
    expect(ageRangeFromSelections([{ panel_screener: age._id, values: [hex(12)] }], screeners)).toBe("25 - 34");
  });
  it('is "Not Specified" without an age entry, without an age screener, or with an open end', () => {
    expect(ageRangeFromSelections([], screeners)).toBe(PROFILE_MSG.notSpecified);
    expect(ageRangeFromSelections([{ panel_screener: age._id, values: [hex(11)] }], [gender])).toBe(PROFILE_MSG.notSpecified);
    expect(ageRangeFromSelections([{ panel_screener: age._id, values: [hex(13), hex(14)] }], screeners)).toBe(PROFILE_MSG.notSpecified);
    expect(ageRangeFromSelections([{ panel_screener: age._id, values: ["unknown"] }], screeners)).toBe(PROFILE_MSG.notSpecified);
  });
  it("ignores a non-range screener titled Age", () => {
    const choiceAge = { ...age, type: "choice" };
    expect(ageRangeFromSelections([{ panel_screener: age._id, values: [hex(11)] }], [choiceAge])).toBe(PROFILE_MSG.notSpecified);
  });
});

describe("normalising a profile's options (spec 1 §4)", () => {
  it("orders and de-duplicates values, drops empty selections", () => {
    const r = normaliseProfileOptions(
      [
        { panel_screener: gender._id, values: [hex(22), hex(21), hex(22)] },
        { panel_screener: has._id, values: [] },
      ],
      screeners,
    );
    expect(r).toEqual({ options: [{ panel_screener: gender._id, values: [hex(21), hex(22)] }], problems: [] });
  });
  it("drops a range selection spanning the full range, keeps a partial one", () => {
    const full = normaliseProfileOptions([{ panel_screener: age._id, values: [hex(11), hex(14)] }], screeners);
    expect(full.options).toEqual([]);
    const part = normaliseProfileOptions([{ panel_screener: age._id, values: [hex(12), hex(11)] }], screeners);
    expect(part.options).toEqual([{ panel_screener: age._id, values: [hex(11), hex(12)] }]);
  });
  it("names an unknown screener, an unknown option and a repeated screener", () => {
    const r = normaliseProfileOptions(
      [
        { panel_screener: hex(99), values: [hex(11)] },
        { panel_screener: gender._id, values: [hex(21), hex(11)] },
        { panel_screener: gender._id, values: [hex(22)] },
      ],
      screeners,
    );
    expect(r.problems).toEqual([
      { name: "options.0.panel_screener", reason: PROFILE_MSG.unknownScreener },
      { name: "options.1.values.1", reason: PROFILE_MSG.unknownOption },
      { name: "options.2.panel_screener", reason: PROFILE_MSG.duplicateScreener },
    ]);
  });
  it("refuses both screeners of a pair with values, allows one, and allows the other empty", () => {
    const both = normaliseProfileOptions(
      [
        { panel_screener: has._id, values: [hex(31)] },
        { panel_screener: none._id, values: [hex(41)] },
      ],
      screeners,
    );
    expect(both.problems).toEqual([{ name: "options.1.panel_screener", reason: PROFILE_MSG.pairedScreeners("Has Children", "No Children") }]);
    const one = normaliseProfileOptions(
      [
        { panel_screener: has._id, values: [hex(31)] },
        { panel_screener: none._id, values: [] },
      ],
      screeners,
    );
    expect(one).toEqual({ options: [{ panel_screener: has._id, values: [hex(31)] }], problems: [] });
  });
  it("is idempotent: a normalised result normalises to itself", () => {
    const all = screeners.flatMap((s) => s.options.map((o) => ({ s: s._id, o: o._id })));
    fc.assert(
      fc.property(fc.subarray(all), (picked) => {
        const input = [gender, age].map((s) => ({ panel_screener: s._id, values: picked.filter((p) => p.s === s._id).map((p) => p.o) }));
        const once = normaliseProfileOptions(input, screeners);
        expect(once.problems).toEqual([]);
        expect(normaliseProfileOptions(once.options, screeners)).toEqual(once);
        for (const o of once.options) expect(o.values.length).toBeGreaterThan(0);
      }),
    );
  });
});
