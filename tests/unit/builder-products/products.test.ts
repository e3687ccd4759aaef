// The Products step's pure rules (lib/builder/products.ts): spec 2 §2 products step, §4 ordering, §5 limit warning,
// §9 truncation.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CREATION_DATE_FILTERS,
  canReorder,
  compactProduct,
  creationDateFrom,
  currentSaveList,
  deletedProductIds,
  filterCatalogue,
  matchesCreationDate,
  matchesSearch,
  moveProduct,
  productLimitWarning,
  removeProduct,
  saveListFromStudy,
  searchSuggestions,
  shuffleState,
  toggleProduct,
  type TSaveProduct,
} from "@/lib/builder/products";
import { emptyQuestionFields } from "@/lib/builder/builder-wire";
import type { TBuilderQuestion } from "@/lib/builder/study";

const id = (n: number) => n.toString(16).padStart(24, "0");
const list = (...ns: number[]): TSaveProduct[] => ns.map((n) => ({ product: id(n) }));
const ids = (l: TSaveProduct[]) => l.map((p) => p.product);

function question(n: number, over: Partial<TBuilderQuestion> = {}): TBuilderQuestion {
  return {
    _id: id(1000 + n),
    product: id(n),
    full_product: { name: `P${n}`, images: [], colors: null, price: null, deleted: false },
    order: n,
    text: "Would you consider buying this item?",
    star_low: "Never",
    star_high: "Definitely",
    msrp_initial: null,
    merchantAllocationValue: null,
    ...emptyQuestionFields(),
    merchantAllocationPct: 0,
    disabled: false,
    ...over,
  };
}

describe("creation-date filter (spec 2 §2: last 7 days, last 30 days, this month, this year, all time)", () => {
  const now = new Date(2026, 4, 20, 15, 0, 0); // 20 May 2026, local time

  it("offers exactly the five spec ranges", () => {
    expect(CREATION_DATE_FILTERS.map((f) => f.label).sort()).toEqual(["All time", "Last 30 days", "Last 7 days", "This month", "This year"]);
  });

  it("computes the start of each range", () => {
    expect(creationDateFrom("all", now)).toBeNull();
    expect(creationDateFrom("last7", now)?.getTime()).toBe(now.getTime() - 7 * 86_400_000);
    expect(creationDateFrom("last30", now)?.getTime()).toBe(now.getTime() - 30 * 86_400_000);
    expect(creationDateFrom("month", now)).toEqual(new Date(2026, 4, 1));
    expect(creationDateFrom("year", now)).toEqual(new Date(2026, 0, 1));
  });

  it("keeps products inside the range and drops older ones", () => {
    const sixDays = new Date(now.getTime() - 6 * 86_400_000).toISOString();
    const eightDays = new Date(now.getTime() - 8 * 86_400_000).toISOString();
    const lastMonth = new Date(2026, 3, 30).toISOString();
    const lastYear = new Date(2025, 11, 31).toISOString();
    expect(matchesCreationDate(sixDays, "last7", now)).toBe(true);
    expect(matchesCreationDate(eightDays, "last7", now)).toBe(false);
    expect(matchesCreationDate(eightDays, "last30", now)).toBe(true);
    expect(matchesCreationDate(lastMonth, "month", now)).toBe(false);
    expect(matchesCreationDate(lastMonth, "year", now)).toBe(true);
    expect(matchesCreationDate(lastYear, "year", now)).toBe(false);
    expect(matchesCreationDate(lastYear, "all", now)).toBe(true);
    expect(matchesCreationDate(null, "all", now)).toBe(true);
    expect(matchesCreationDate(null, "last7", now)).toBe(false);
  });

  it("every range is contained in the next wider one (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 800 }), (daysAgo) => {
        const d = new Date(now.getTime() - daysAgo * 86_400_000).toISOString();
        if (matchesCreationDate(d, "last7", now)) expect(matchesCreationDate(d, "last30", now)).toBe(true);
        if (matchesCreationDate(d, "month", now)) expect(matchesCreationDate(d, "year", now)).toBe(true);
        expect(matchesCreationDate(d, "all", now)).toBe(true);
      }),
    );
  });
});

describe("search with autocomplete", () => {
  it("matches names case- and accent-insensitively; blank matches all", () => {
    expect(matchesSearch("Café Trench Coat", "cafe")).toBe(true);
    expect(matchesSearch("Café Trench Coat", "TRENCH")).toBe(true);
    expect(matchesSearch("Café Trench Coat", "boot")).toBe(false);
    expect(matchesSearch("anything", "  ")).toBe(true);
  });

  it("suggests names starting with the text first, distinct, capped", () => {
    const names = ["Blue Boot", "Boot Camp", "Rain boot", "Boot Camp", "Hat"];
    expect(searchSuggestions(names, "boot")).toEqual(["Boot Camp", "Blue Boot", "Rain boot"]);
    expect(searchSuggestions(names, "boot", 2)).toEqual(["Boot Camp", "Blue Boot"]);
    expect(searchSuggestions(names, "")).toEqual([]);
    expect(searchSuggestions(names, "zzz")).toEqual([]);
  });

  it("filters the catalogue by search and date together", () => {
    const now = new Date("2026-05-20T12:00:00Z");
    const products = [
      { _id: "a", name: "Blue Boot", date_created: "2026-05-19T00:00:00Z" },
      { _id: "b", name: "Red Boot", date_created: "2024-01-01T00:00:00Z" },
      { _id: "c", name: "Hat", date_created: "2026-05-19T00:00:00Z" },
    ];
    expect(filterCatalogue(products, "boot", "all", now).map((p) => p._id)).toEqual(["a", "b"]);
    expect(filterCatalogue(products, "boot", "last7", now).map((p) => p._id)).toEqual(["a"]);
    expect(filterCatalogue(products, "", "last7", now).map((p) => p._id)).toEqual(["a", "c"]);
  });
});

describe("selection and order", () => {
  it("toggling adds at the end and removes", () => {
    expect(ids(toggleProduct(list(1, 2), id(3)))).toEqual([id(1), id(2), id(3)]);
    expect(ids(toggleProduct(list(1, 2, 3), id(2)))).toEqual([id(1), id(3)]);
    expect(ids(removeProduct(list(1, 2, 3), id(9)))).toEqual([id(1), id(2), id(3)]);
  });

  it("toggling twice is the identity on the set of products (property)", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 50 })), fc.integer({ min: 0, max: 50 }), (ns, n) => {
        const start = list(...ns);
        const twice = toggleProduct(toggleProduct(start, id(n)), id(n));
        expect(new Set(ids(twice))).toEqual(new Set(ids(start)));
      }),
    );
  });

  it("moves a product to the place of the one it is dropped on", () => {
    expect(ids(moveProduct(list(1, 2, 3), id(1), id(3)))).toEqual([id(2), id(3), id(1)]);
    expect(ids(moveProduct(list(1, 2, 3), id(3), id(1)))).toEqual([id(3), id(1), id(2)]);
    expect(ids(moveProduct(list(1, 2, 3), id(2), id(9)))).toEqual([id(1), id(2), id(3)]);
  });

  it("a move keeps every product and its sales plan (property)", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 30 }), { minLength: 1 }), fc.nat(), fc.nat(), (ns, a, b) => {
        const start = ns.map((n) => ({ product: id(n), sales_plan: n }));
        const moved = moveProduct(start, start[a % ns.length].product, start[b % ns.length].product);
        expect(moved).toHaveLength(start.length);
        expect([...moved].sort((x, y) => x.product.localeCompare(y.product))).toEqual([...start].sort((x, y) => x.product.localeCompare(y.product)));
        expect(moved[b % ns.length].product).toBe(start[a % ns.length].product);
      }),
    );
  });

  it("builds the save list from the study in order, keeping sales plan, MSRP and disabled", () => {
    const qs = [question(2, { order: 1, merchantAllocationValue: 50 }), question(1, { order: 0, msrp_initial: 9.5, disabled: true })];
    expect(saveListFromStudy(qs)).toEqual([
      { product: id(1), sales_plan: null, msrp_initial: 9.5, disabled: true },
      { product: id(2), sales_plan: 50, msrp_initial: null, disabled: false },
    ]);
    expect(ids(currentSaveList({ questions: qs }, undefined))).toEqual([id(1), id(2)]);
    expect(ids(currentSaveList({ questions: qs }, list(7)))).toEqual([id(7)]);
  });
});

describe("shuffle and drag rules (spec 2 §1 line_review randomised, §4 drag disabled while saving or view-only)", () => {
  it("line_review is always shuffled and the toggle is locked", () => {
    expect(shuffleState("line_review", false)).toEqual({ on: true, locked: true });
    expect(shuffleState("concept", false)).toEqual({ on: false, locked: false });
    expect(shuffleState("concept", true)).toEqual({ on: true, locked: false });
    expect(shuffleState(null, true)).toEqual({ on: true, locked: false });
  });

  it("a template that sets switch_product_ordering false keeps its ordering and locks the toggle", () => {
    expect(shuffleState("concept", false, false)).toEqual({ on: false, locked: true });
    expect(shuffleState("concept", true, false)).toEqual({ on: true, locked: true });
    expect(shuffleState("line_review", false, false)).toEqual({ on: true, locked: true });
  });

  it("drag-and-drop only when manual, writable and not saving", () => {
    expect(canReorder({ readOnly: false, saving: false, shuffled: false })).toBe(true);
    expect(canReorder({ readOnly: true, saving: false, shuffled: false })).toBe(false);
    expect(canReorder({ readOnly: false, saving: true, shuffled: false })).toBe(false);
    expect(canReorder({ readOnly: false, saving: false, shuffled: true })).toBe(false);
  });
});

describe("product limit warning (spec 2 §5)", () => {
  it("uses the spec text verbatim when randomisation is off and the count exceeds the limit", () => {
    expect(productLimitWarning(5, { number: 3 }, false)).toBe(
      "You've added 5 products and this test has a limit on number of products shown to the respondent at 3. Because you have randomization turned off, the last 2 product(s) will not be shown to any respondent. Please adjust.",
    );
  });

  it("is silent at or under the limit, with randomisation on, or without a limit", () => {
    expect(productLimitWarning(3, { number: 3 }, false)).toBeNull();
    expect(productLimitWarning(2, { number: 3 }, false)).toBeNull();
    expect(productLimitWarning(5, { number: 3 }, true)).toBeNull();
    expect(productLimitWarning(5, null, false)).toBeNull();
  });

  it("names exactly count − limit hidden products (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 1, max: 50 }), (n, limit) => {
        const w = productLimitWarning(n, { number: limit }, false);
        if (n <= limit) expect(w).toBeNull();
        else expect(w).toContain(`the last ${n - limit} product(s) will not be shown`);
      }),
    );
  });
});

describe("deleted products and compact display (spec 2 §2, §9)", () => {
  it("finds the study's deleted products", () => {
    const qs = [question(1), question(2, { full_product: { name: "Gone", images: [], colors: null, price: null, deleted: true } })];
    expect(deletedProductIds(qs)).toEqual([id(2)]);
  });

  it("truncates the name to 20 and the colours to 15 characters", () => {
    const c = compactProduct("A very long product name indeed", "Navy, Crimson, Forest Green");
    expect(c.name).toBe("A very long product…");
    expect(c.colors).toBe("Navy, Crimson,…");
    expect(compactProduct("Short", null)).toEqual({ name: "Short", colors: "" });
    expect(compactProduct("12345678901234567890", "123456789012345")).toEqual({ name: "12345678901234567890", colors: "123456789012345" });
  });
});
