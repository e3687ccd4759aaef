// The filters panel's pure rules (lib/results/filter-chips.ts): accessors, gender/age relabelling, option changes,
// range bounds and steps (spec 3 §9), chips with their labels ("Point-based range" shows start - end), removal, and
// 3 shown then "+ Expand N more filters" / "- Condense filters" (spec 3 §2).
import { describe, expect, it } from "vitest";
import {
  CHIPS_SHOWN,
  filterChips,
  filterTitle,
  parseAccessor,
  rangeBounds,
  rangeStep,
  removeChip,
  sameFilters,
  selectedValues,
  shownChips,
  snapToBounds,
  toggleValue,
  withRange,
  withValues,
} from "@/lib/results/filter-chips";
import { FILTER_TEXT } from "@/lib/results/filter-text";
import type { TResultsFilterDefinition, TResultsFilters } from "@/lib/results/filters";

const ID = (n: number) => n.toString(16).padStart(24, "0");
const GENDER = ID(10);
const AGE = ID(11);

const DEFS: TResultsFilterDefinition[] = [
  { type: "multi", accessor: "country", name: "Country", options: [ID(1), ID(2), ID(3)], optionNames: ["France", "Germany", "United States"] },
  { type: "multi", accessor: `demographics.${GENDER}`, name: "What is your gender?", options: ["Female", "Male"], optionNames: ["Female", "Male"] },
  { type: "multi", accessor: `demographics.${AGE}`, name: "How old are you?", options: ["18-24", "25-34"], optionNames: ["18-24", "25-34"] },
  { type: "multi", accessor: "audience_types", name: "Audience type", options: ["crm", "panel"], optionNames: ["CRM", "Panel"] },
  { type: "range", accessor: "summed_values", name: "Point-based range", options: ["1", "5"], optionNames: ["1", "5"] },
];

describe("accessors and names", () => {
  it("reads list filters, demographic questions and the range; anything else is unknown", () => {
    expect(parseAccessor("country")).toEqual({ kind: "list", key: "country" });
    expect(parseAccessor(`demographics.${AGE}`)).toEqual({ kind: "demographic", id: AGE });
    expect(parseAccessor("summed_values")).toEqual({ kind: "range" });
    expect(parseAccessor("demographics.")).toBeNull();
    expect(parseAccessor("price")).toBeNull();
  });

  it("relabels demographic titles about gender and age (spec 3 §2), and nothing else", () => {
    expect(filterTitle(DEFS[1]!)).toBe("Gender");
    expect(filterTitle(DEFS[2]!)).toBe("Age");
    expect(filterTitle({ accessor: `demographics.${ID(12)}`, name: "What is your age group?" })).toBe("Age");
    expect(filterTitle({ accessor: `demographics.${ID(12)}`, name: "Which image do you like?" })).toBe("Which image do you like?");
    expect(filterTitle({ accessor: "languages", name: "Language" })).toBe("Language");
  });
});

describe("changing options", () => {
  it("toggles list options and drops an emptied filter", () => {
    let f: TResultsFilters = {};
    f = toggleValue(f, "country", ID(1));
    f = toggleValue(f, "country", ID(2));
    expect(f.country).toEqual([ID(1), ID(2)]);
    f = toggleValue(toggleValue(f, "country", ID(1)), "country", ID(2));
    expect(f).toEqual({});
  });

  it("keeps a demographic question in its place when its answers change, and removes it when emptied", () => {
    let f: TResultsFilters = withValues(withValues({}, `demographics.${GENDER}`, ["Female"]), `demographics.${AGE}`, ["18-24"]);
    f = toggleValue(f, `demographics.${GENDER}`, "Male");
    expect(f.demographics).toEqual([
      { demographic_id: GENDER, answers: ["Female", "Male"] },
      { demographic_id: AGE, answers: ["18-24"] },
    ]);
    expect(selectedValues(f, `demographics.${AGE}`)).toEqual(["18-24"]);
    f = withValues(f, `demographics.${GENDER}`, []);
    f = withValues(f, `demographics.${AGE}`, []);
    expect(f).toEqual({});
  });

  it("compares filters as the address writes them, whatever the order of options", () => {
    expect(sameFilters({ country: [ID(1), ID(2)] }, { country: [ID(2), ID(1)] })).toBe(true);
    expect(sameFilters({ country: [] }, {})).toBe(true);
    expect(sameFilters({ country: [ID(1)] }, {})).toBe(false);
    expect(sameFilters({ summed_values: { start_range: 1, end_range: 2 } }, { summed_values: { start_range: 1, end_range: 3 } })).toBe(false);
  });
});

describe("the range control (spec 3 §9)", () => {
  it("takes the definition's [min, max], else 0 to 100", () => {
    expect(rangeBounds(DEFS[4])).toEqual([1, 5]);
    expect(rangeBounds({ options: ["9", "2"] })).toEqual([2, 9]);
    expect(rangeBounds({ options: [] })).toEqual([0, 100]);
    expect(rangeBounds({ options: ["", "x"] })).toEqual([0, 100]);
    expect(rangeBounds(undefined)).toEqual([0, 100]);
  });

  it("steps about 100 times between the bounds, never by less than 1 between whole bounds", () => {
    expect(rangeStep([0, 100])).toBe(1);
    expect(rangeStep([1, 5])).toBe(1);
    expect(rangeStep([0, 1000])).toBe(10);
    expect(rangeStep([0, 2.5])).toBeCloseTo(0.025);
    expect(rangeStep([3, 3])).toBe(1);
    expect(snapToBounds(3.4, [1, 5])).toBe(3);
    expect(snapToBounds(99, [1, 5])).toBe(5);
    expect(snapToBounds(1.23456, [0, 2.5])).toBe(1.23);
  });

  it("sets the range, and the whole of the bounds means no range filter", () => {
    expect(withRange({}, { start_range: 2, end_range: 4 }, [1, 5]).summed_values).toEqual({ start_range: 2, end_range: 4 });
    expect(withRange({ summed_values: { start_range: 2, end_range: 4 } }, { start_range: 1, end_range: 5 }, [1, 5])).toEqual({});
    expect(withRange({ country: [ID(1)] }, null, [1, 5])).toEqual({ country: [ID(1)] });
  });
});

describe("chips", () => {
  const applied: TResultsFilters = {
    summed_values: { start_range: 2, end_range: 4.5 },
    country: [ID(3), ID(1)],
    demographics: [
      { demographic_id: AGE, answers: ["25-34"] },
      { demographic_id: GENDER, answers: ["Female"] },
    ],
    audience_types: ["panel"],
  };

  it("lists one chip per chosen option in the definitions' order, the range as start - end", () => {
    expect(filterChips(applied, DEFS).map((c) => c.label)).toEqual([
      "Country: France",
      "Country: United States",
      "Gender: Female",
      "Age: 25-34",
      "Audience type: Panel",
      "Point-based range: 2 - 4.5",
    ]);
  });

  it("names the remove button after the chip", () => {
    expect(FILTER_TEXT.removeChip(filterChips({ country: [ID(1)] }, DEFS)[0]!.label)).toBe("Remove filter Country: France");
  });

  it("still shows a choice the definitions do not name, by its filter's own name and raw value", () => {
    expect(filterChips({ regions: ["Bavaria"], demographics: [{ demographic_id: ID(13), answers: ["Yes"] }] }, DEFS).map((c) => c.label)).toEqual([
      "Demographic: Yes",
      "Region: Bavaria",
    ]);
  });

  it("removes exactly the chip's choice", () => {
    const chips = filterChips(applied, DEFS);
    const byLabel = (l: string) => chips.find((c) => c.label === l)!;
    expect(removeChip(applied, byLabel("Country: France")).country).toEqual([ID(3)]);
    expect(removeChip(applied, byLabel("Gender: Female")).demographics).toEqual([{ demographic_id: AGE, answers: ["25-34"] }]);
    expect(removeChip(applied, byLabel("Point-based range: 2 - 4.5")).summed_values).toBeUndefined();
    expect(removeChip({ audience_types: ["panel"] }, byLabel("Audience type: Panel"))).toEqual({});
  });

  it("shows 3, then '+ Expand N more filters'; expanded, '- Condense filters'", () => {
    const chips = filterChips(applied, DEFS);
    const condensed = shownChips(chips, false);
    expect(CHIPS_SHOWN).toBe(3);
    expect(condensed.shown).toHaveLength(3);
    expect(condensed.more).toBe(3);
    expect(FILTER_TEXT.expand(condensed.more)).toBe("+ Expand 3 more filters");
    expect(FILTER_TEXT.expand(1)).toBe("+ Expand 1 more filter");
    const expanded = shownChips(chips, true);
    expect(expanded).toEqual({ shown: chips, more: 0, toggle: "condense" });
    expect(FILTER_TEXT.condense).toBe("- Condense filters");
    expect(shownChips(chips.slice(0, 3), false)).toEqual({ shown: chips.slice(0, 3), more: 0, toggle: null });
  });
});
