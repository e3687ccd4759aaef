// The studies list's filter state (spec 3 §2 "filters v2", §3 Filter, §5 number ranges).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  applyRangeEdit,
  filterScope,
  rangeBounds,
  rangeNumber,
  readStoredFilters,
  sanitizeFilterState,
  setPrice,
  toggleOption,
  toSurveyListFilters,
  writeStoredFilters,
} from "@/lib/studies/filters";
import { FILTERS_STORAGE_KEY } from "@/lib/studies/format";

const B = "b".repeat(24);
const A = "a".repeat(24);

/** A Storage stand-in over a Map. */
function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

describe("range inputs (spec 3 §5)", () => {
  it("reads non-numeric text as 0", () => {
    for (const text of ["", "  ", "abc", "1e", "--3", "NaN", "Infinity"]) expect(rangeNumber(text)).toBe(0);
    expect(rangeNumber(" 12.5 ")).toBe(12.5);
    expect(rangeNumber("-4")).toBe(-4);
    expect(rangeNumber(Number.NaN)).toBe(0);
  });

  it("keeps the lower value from exceeding the upper", () => {
    expect(applyRangeEdit([10, 50], "min", "80")).toEqual([50, 50]);
    expect(applyRangeEdit([10, 50], "min", "20")).toEqual([20, 50]);
    expect(applyRangeEdit([10, 50], "min", "x")).toEqual([0, 50]);
  });

  it("keeps the upper value from falling below the lower", () => {
    expect(applyRangeEdit([10, 50], "max", "5")).toEqual([10, 10]);
    expect(applyRangeEdit([10, 50], "max", "70")).toEqual([10, 70]);
    expect(applyRangeEdit([10, 50], "max", "")).toEqual([10, 10]);
  });

  it("never produces a crossed range, whatever is typed", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), fc.double({ noNaN: true, min: -1e6, max: 1e6 }), fc.string(), fc.boolean(), (a, b, text, min) => {
        const start: [number, number] = a <= b ? [a, b] : [b, a];
        const [low, high] = applyRangeEdit(start, min ? "min" : "max", text);
        expect(low).toBeLessThanOrEqual(high);
        // The end not edited stays where it was.
        expect(min ? high : low).toBe(min ? start[1] : start[0]);
      }),
    );
  });

  it("takes a range filter's bounds from its options, else 0 to 100 (spec 3 §9)", () => {
    expect(rangeBounds({ options: ["250", "1000"] })).toEqual([250, 1000]);
    expect(rangeBounds({ options: ["9", "3"] })).toEqual([3, 9]);
    expect(rangeBounds({ options: [] })).toEqual([0, 100]);
    expect(rangeBounds({ options: ["x", "3"] })).toEqual([0, 100]);
    expect(rangeBounds(undefined)).toEqual([0, 100]);
  });
});

describe("filter state → SurveyListFilters", () => {
  it("sends nothing when no filter is set", () => {
    expect(toSurveyListFilters({})).toBeUndefined();
    expect(toSurveyListFilters({ status: [] })).toBeUndefined();
  });

  it("keeps multi-select values, turns years into integers and keeps the price pair", () => {
    expect(
      toSurveyListFilters({ status: ["Active", "Closed"], year: ["2026", "x", "2027"], assortment_ids: [A], price: [10, 20] }),
    ).toEqual({ status: ["Active", "Closed"], year: [2026, 2027], assortment_ids: [A], price: [10, 20] });
  });

  it("drops the filters the route fixes", () => {
    expect(toSurveyListFilters({ assortment_ids: [A], status: ["Draft"] }, ["assortment_ids"])).toEqual({ status: ["Draft"] });
    expect(toSurveyListFilters({ assortment_ids: [A] }, ["assortment_ids"])).toBeUndefined();
  });

  it("toggles options on and off, removing an emptied filter", () => {
    const one = toggleOption({}, "status", "Active");
    expect(one).toEqual({ status: ["Active"] });
    const two = toggleOption(one, "status", "Draft");
    expect(two).toEqual({ status: ["Active", "Draft"] });
    expect(toggleOption(toggleOption(two, "status", "Active"), "status", "Draft")).toEqual({});
    // The input state is never changed.
    expect(one).toEqual({ status: ["Active"] });
  });

  it("sets and clears the price and counts active filters", () => {
    const s = setPrice({ status: ["Active", "Draft"], season: ["fall"] }, [1, 2]);
    expect(activeFilterCount(s)).toBe(3);
    expect(activeFilterCount(s, ["season"])).toBe(2);
    expect(activeFilterCount(setPrice(s, null))).toBe(2);
    expect(activeFilterCount({})).toBe(0);
  });
});

describe('persistence under "filters v2"', () => {
  it("uses the versioned key and restores what was written, per list", () => {
    const storage = memoryStorage();
    writeStoredFilters(storage, filterScope(B), { status: ["Active"], assortment_ids: [A] });
    writeStoredFilters(storage, filterScope(B, A), { season: ["fall"] });
    expect([...storage.map.keys()]).toEqual([FILTERS_STORAGE_KEY]);
    expect(readStoredFilters(storage, filterScope(B))).toEqual({ status: ["Active"], assortment_ids: [A] });
    expect(readStoredFilters(storage, filterScope(B, A))).toEqual({ season: ["fall"] });
    expect(readStoredFilters(storage, filterScope(B, A, "line_review"))).toEqual({});
  });

  it("removes a list's entry when its filters are cleared, keeping the others", () => {
    const storage = memoryStorage();
    writeStoredFilters(storage, "x", { status: ["Draft"] });
    writeStoredFilters(storage, "y", { status: ["Closed"] });
    writeStoredFilters(storage, "x", {});
    expect(JSON.parse(storage.map.get(FILTERS_STORAGE_KEY) ?? "")).toEqual({ y: { status: ["Closed"] } });
  });

  it("reads garbage as no filters", () => {
    for (const text of ["not json", "null", "42", '"s"', "[1,2]", '{"x": 5}', '{"x": [1]}', '{"x": {"status": "Active"}}']) {
      expect(readStoredFilters(memoryStorage({ [FILTERS_STORAGE_KEY]: text }), "x")).toEqual({});
    }
    expect(readStoredFilters(null, "x")).toEqual({});
    const throwing = { getItem: () => { throw new Error("denied"); } };
    expect(readStoredFilters(throwing, "x")).toEqual({});
  });

  it("keeps only the well-formed parts of a stored state", () => {
    expect(
      sanitizeFilterState({
        status: ["Active", 3, null, {}, "Active"],
        year: [2026],
        bogus: ["x"],
        season: "fall",
        price: [50, 10],
      }),
    ).toEqual({ status: ["Active", "3"], year: ["2026"], price: [10, 50] });
    expect(sanitizeFilterState({ price: [1, "2"] })).toEqual({});
    expect(sanitizeFilterState({ price: [1, 2, 3] })).toEqual({});
  });

  it("survives storage that refuses writes", () => {
    const storage = { getItem: () => null, setItem: () => { throw new Error("quota"); } };
    expect(() => writeStoredFilters(storage, "x", { status: ["Draft"] })).not.toThrow();
  });

  it("round-trips any sanitised state", () => {
    const value = fc.constantFrom("Draft", "Active", "Closed", "fall", "2026", A);
    fc.assert(
      fc.property(
        fc.record({ status: fc.uniqueArray(value, { minLength: 1 }), year: fc.uniqueArray(value, { minLength: 1 }) }, { requiredKeys: [] }),
        (state) => {
          const storage = memoryStorage();
          writeStoredFilters(storage, "s", state);
          expect(readStoredFilters(storage, "s")).toEqual(sanitizeFilterState(state));
        },
      ),
    );
  });
});
