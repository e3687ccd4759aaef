// Consumer profiles: tier, screener selection rules, summary card (spec 1 §2, §3, §4).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  ageRangeLabel,
  avatarOverflow,
  computeTier,
  groupSelections,
  optionTier,
  setScreenerRange,
  showProfileMenu,
  spansFullRange,
  tierBadge,
  toggleScreenerValue,
  type TPanelScreener,
  type TProfileOption,
} from "@/lib/study-rules/tiers";
import { PROFILE_MSG } from "@/lib/study-rules/messages";

const opt = (id: string, tier?: number) => ({
  _id: id,
  title: id.toUpperCase(),
  versions: tier === undefined ? [] : [{ tier: 1, date_created: "2020-01-01" }, { tier, date_created: "2024-01-01" }],
});
const brandPurchaser: TPanelScreener = {
  _id: "bp",
  title: "Brand Purchaser",
  group: "Shopping",
  options: ["b1", "b2", "b3", "b4", "b5", "b6"].map((id) => opt(id)),
};
const income: TPanelScreener = { _id: "inc", title: "Income", group: "Money", options: [opt("i1", 2), opt("i2", 4), opt("i3")] };
const age: TPanelScreener = { _id: "age", title: "Age", type: "range", group: "Basics", options: ["a1", "a2", "a3", "a4"].map((id) => opt(id)) };
const male: TPanelScreener = { _id: "male", title: "Male", options: [opt("m1")] };
const female: TPanelScreener = { _id: "female", title: "Female", options: [opt("f1")] };
const screeners = [brandPurchaser, income, age, male, female];
const pairs = [["male", "female"]] as const;

describe("tier (spec 1 §4)", () => {
  it("starts at 1", () => {
    expect(computeTier([], screeners)).toBe(1);
    expect(computeTier([{ panel_screener: "age", values: ["a1"] }], screeners)).toBe(1);
  });
  it("Brand Purchaser: 1 to 4 values give 3; 0 or more than 4 give 2", () => {
    const bp = (n: number): TProfileOption[] => [{ panel_screener: "bp", values: brandPurchaser.options.slice(0, n).map((o) => o._id) }];
    expect(computeTier(bp(0), screeners)).toBe(2);
    for (const n of [1, 2, 3, 4]) expect(computeTier(bp(n), screeners)).toBe(3);
    expect(computeTier(bp(5), screeners)).toBe(2);
  });
  it("takes the maximum with the highest per-option tier (latest version)", () => {
    expect(optionTier(opt("x", 5))).toBe(5);
    expect(optionTier({ versions: [{ tier: 7, date_created: "2024-01-01" }, { tier: 2, date_created: "2023-01-01" }] })).toBe(7);
    expect(optionTier({})).toBeNull();
    expect(computeTier([{ panel_screener: "inc", values: ["i1"] }], screeners)).toBe(2);
    expect(computeTier([{ panel_screener: "inc", values: ["i1", "i2"] }, { panel_screener: "bp", values: ["b1"] }], screeners)).toBe(4);
    expect(computeTier([{ panel_screener: "inc", values: ["i1"] }, { panel_screener: "bp", values: ["b1"] }], screeners)).toBe(3);
  });
  it("property: tier = max(1, brand-purchaser value, option tiers)", () => {
    fc.assert(
      fc.property(fc.subarray(["b1", "b2", "b3", "b4", "b5", "b6"]), fc.subarray(["i1", "i2", "i3"]), fc.boolean(), (b, i, hasBp) => {
        const options: TProfileOption[] = [{ panel_screener: "inc", values: i }];
        if (hasBp) options.push({ panel_screener: "bp", values: b });
        const bpValue = hasBp ? (b.length >= 1 && b.length <= 4 ? 3 : 2) : 1;
        const optionMax = Math.max(1, ...i.map((v) => ({ i1: 2, i2: 4, i3: 1 })[v] ?? 1));
        expect(computeTier(options, screeners)).toBe(Math.max(bpValue, optionMax));
      }),
    );
  });
  it("badge repeats $ tier times", () => {
    expect(tierBadge(1)).toBe("$");
    expect(tierBadge(3)).toBe("$$$");
    expect(tierBadge(0)).toBe("$");
  });
});

describe("screener selection (spec 1 §4)", () => {
  it("toggling adds and removes; an empty selection removes the entry", () => {
    let o = toggleScreenerValue([], income, "i2");
    expect(o).toEqual([{ panel_screener: "inc", values: ["i2"] }]);
    o = toggleScreenerValue(o, income, "i1");
    expect(o).toEqual([{ panel_screener: "inc", values: ["i1", "i2"] }]);
    o = toggleScreenerValue(toggleScreenerValue(o, income, "i1"), income, "i2");
    expect(o).toEqual([]);
    expect(toggleScreenerValue([], income, "nope")).toEqual([]);
  });
  it("paired screeners exclude each other", () => {
    const o = toggleScreenerValue([], male, "m1", pairs);
    expect(toggleScreenerValue(o, female, "f1", pairs)).toEqual([{ panel_screener: "female", values: ["f1"] }]);
    expect(toggleScreenerValue(o, income, "i1", pairs)).toHaveLength(2);
  });
  it("a range screener spanning the full range is removed", () => {
    expect(spansFullRange(age, ["a1", "a4"])).toBe(true);
    expect(spansFullRange(income, ["i1", "i2", "i3"])).toBe(false);
    expect(setScreenerRange([], age, 1, 2)).toEqual([{ panel_screener: "age", values: ["a2", "a3"] }]);
    expect(setScreenerRange([{ panel_screener: "age", values: ["a2"] }], age, 3, 0)).toEqual([]);
    let o = setScreenerRange([], age, 0, 2);
    o = toggleScreenerValue(o, age, "a4");
    expect(o).toEqual([]);
  });
  it("property: no entry is ever empty, paired screeners never coexist, a range never spans fully", () => {
    const action = fc.oneof(
      fc.tuple(fc.constantFrom(income, male, female, brandPurchaser, age), fc.nat(6)).map(([s, i]) => ({ s, v: s.options[i % s.options.length]!._id })),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        let o: TProfileOption[] = [];
        for (const a of actions) o = toggleScreenerValue(o, a.s, a.v, pairs);
        for (const e of o) expect(e.values.length).toBeGreaterThan(0);
        expect(o.some((e) => e.panel_screener === "male") && o.some((e) => e.panel_screener === "female")).toBe(false);
        const ageEntry = o.find((e) => e.panel_screener === "age");
        if (ageEntry) expect(spansFullRange(age, ageEntry.values)).toBe(false);
        expect(new Set(o.map((e) => e.panel_screener)).size).toBe(o.length);
      }),
    );
  });
});

describe("summary card (spec 1 §2)", () => {
  it("age range, avatars, menu, grouped selections", () => {
    expect(ageRangeLabel(18, 34)).toBe("18 - 34");
    expect(ageRangeLabel(18, null)).toBe("Not Specified");
    expect(PROFILE_MSG.notSpecified).toBe("Not Specified");
    expect(avatarOverflow([1, 2, 3, 4])).toEqual({ shown: [1, 2, 3, 4], more: null });
    expect(avatarOverflow([1, 2, 3, 4, 5, 6])).toEqual({ shown: [1, 2, 3, 4], more: "+2" });
    expect(showProfileMenu({ isAdmin: true, viewOnly: false })).toBe(true);
    expect(showProfileMenu({ isAdmin: true, viewOnly: true })).toBe(false);
    expect(showProfileMenu({ isAdmin: false, viewOnly: false })).toBe(false);
    expect(
      groupSelections(
        [
          { panel_screener: "inc", values: ["i2", "i1"] },
          { panel_screener: "male", values: ["m1"] },
          { panel_screener: "bp", values: ["b1"] },
        ],
        screeners,
      ),
    ).toEqual([
      { group: "Money", screeners: [{ title: "Income", values: ["I1", "I2"] }] },
      { group: "Male", screeners: [{ title: "Male", values: ["M1"] }] },
      { group: "Shopping", screeners: [{ title: "Brand Purchaser", values: ["B1"] }] },
    ]);
  });
});
