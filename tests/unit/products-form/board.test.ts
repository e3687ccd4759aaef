import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  boardItems,
  boardSearch,
  buildBoard,
  compareValues,
  groupLabel,
  orderItems,
  parseBoardParams,
  valueAt,
  type TBoardParams,
} from "@/lib/products/board";

type P = { _id: string; name: string; parent_id?: string | null; sub_category?: string | null; price?: number | null; custom_data?: Record<string, unknown> };

const products: P[] = [
  { _id: "1", name: "Summit Tee", sub_category: "T-Shirts", price: 30, custom_data: { fit: "Slim" } },
  { _id: "2", name: "Harbor Hoodie", sub_category: "Sweatshirts", price: 80, custom_data: { fit: "Relaxed" } },
  { _id: "3", name: "Canyon Tee", sub_category: "T-Shirts", price: 20, custom_data: { fit: "Relaxed" } },
  { _id: "4", name: "Canyon Tee – Navy", parent_id: "3", sub_category: "T-Shirts", price: 20, custom_data: { fit: "Relaxed" } },
  { _id: "5", name: "Mystery", sub_category: null, price: null, custom_data: {} },
];

const base: TBoardParams = { x: null, xSort: 1, y: null, ySort: 1, orderBy: null, orderSort: 1, toggle: "skus", presentation: null };

describe("parseBoardParams (spec 1 §2 product board query parameters)", () => {
  const choices = { pivotable: ["sub_category", "custom_data.fit"], sortable: ["price", "name"], presentable: ["price"] };
  it("reads x, xSort, y, ySort, orderBy, orderSort, toggle and presentation", () => {
    const q = new URLSearchParams("x=sub_category&xSort=-1&y=custom_data.fit&ySort=1&orderBy=price&orderSort=-1&toggle=styles&presentation=price");
    expect(parseBoardParams(q, {}, choices)).toEqual({
      x: "sub_category", xSort: -1, y: "custom_data.fit", ySort: 1, orderBy: "price", orderSort: -1, toggle: "styles", presentation: "price",
    });
  });
  it("falls back to the brand's default pivot settings", () => {
    const p = parseBoardParams(new URLSearchParams(), {
      default_x_axis: "custom_data.fit", default_x_sort: -1, default_y_axis: "sub_category", default_y_sort: -1,
      default_order_by: "price", default_order_by_sort: -1, default_display_style: "styles",
    }, choices);
    expect(p).toEqual({ x: "custom_data.fit", xSort: -1, y: "sub_category", ySort: -1, orderBy: "price", orderSort: -1, toggle: "styles", presentation: null });
  });
  it("ignores properties that are not pivotable or sortable, and sort values other than 1 or -1", () => {
    const p = parseBoardParams({ x: "description", y: "price", orderBy: "sub_category", xSort: "7", ySort: "-1", toggle: "nope" }, {}, choices);
    expect(p).toMatchObject({ x: null, y: null, orderBy: null, xSort: 1, ySort: -1, toggle: "skus" });
  });
  it("lets an empty value in the link clear a default", () => {
    expect(parseBoardParams({ x: "" }, { default_x_axis: "sub_category" }, choices).x).toBeNull();
  });
  it("round-trips through boardSearch", () => {
    const sorts = fc.constantFrom(1 as const, -1 as const);
    const axis = fc.constantFrom(null, "sub_category", "custom_data.fit");
    fc.assert(
      fc.property(axis, sorts, axis, sorts, fc.constantFrom(null, "price", "name"), sorts, fc.constantFrom("skus" as const, "styles" as const), fc.constantFrom(null, "price"),
        (x, xSort, y, ySort, orderBy, orderSort, toggle, presentation) => {
          const p: TBoardParams = { x, xSort, y, ySort, orderBy, orderSort, toggle, presentation };
          expect(parseBoardParams(new URLSearchParams(boardSearch(p)), { default_x_axis: "sub_category" }, choices)).toEqual(p);
        }),
    );
  });
});

describe("values and labels", () => {
  it("reads nested data paths", () => {
    expect(valueAt(products[0], "custom_data.fit")).toBe("Slim");
    expect(valueAt(products[0], "forecasts.apac")).toBeUndefined();
    expect(valueAt(null, "a")).toBeUndefined();
  });
  it("labels missing and empty values as no value", () => {
    for (const v of [null, undefined, "", "  ", [], NaN]) expect(groupLabel(v)).toBeNull();
    expect(groupLabel(true)).toBe("Yes");
    expect(groupLabel(["Tops", "Sale"])).toBe("Tops, Sale");
    expect(groupLabel("2026-03-01T10:00:00.000Z")).toBe("2026-03-01");
  });
  it("compares numbers numerically, also when they are text", () => {
    expect(compareValues(9, 10)).toBeLessThan(0);
    expect(compareValues("9", "10")).toBeLessThan(0);
    expect(compareValues("Size 9", "Size 10")).toBeLessThan(0);
    expect(compareValues("b", "A")).toBeGreaterThan(0);
  });
});

describe("boardItems (SKUs vs styles)", () => {
  it("keeps every product as SKUs", () => {
    expect(boardItems(products, "skus")).toHaveLength(5);
  });
  it("collapses children into their parents as styles", () => {
    expect(boardItems(products, "styles").map((p) => p._id)).toEqual(["1", "2", "3", "5"]);
  });
  it("keeps a child whose parent is not loaded", () => {
    expect(boardItems([products[3]], "styles").map((p) => p._id)).toEqual(["4"]);
  });
});

describe("buildBoard (pivot)", () => {
  it("puts everything in one cell without groups", () => {
    const b = buildBoard(products, base);
    expect(b.columns).toEqual([{ key: null, count: 5 }]);
    expect(b.rows[0].cells[0].map((p) => p.name)).toEqual(["Canyon Tee", "Canyon Tee – Navy", "Harbor Hoodie", "Mystery", "Summit Tee"]);
  });
  it("groups by x and y, sorted by direction, no value last", () => {
    const b = buildBoard(products, { ...base, x: "sub_category", xSort: -1, y: "custom_data.fit", ySort: 1 });
    expect(b.columns.map((c) => c.key)).toEqual(["T-Shirts", "Sweatshirts", null]);
    expect(b.rows.map((r) => r.key)).toEqual(["Relaxed", "Slim", null]);
    const relaxed = b.rows[0];
    expect(relaxed.cells[0].map((p) => p._id)).toEqual(["3", "4"]);
    expect(relaxed.cells[1].map((p) => p._id)).toEqual(["2"]);
    expect(relaxed.cells[2]).toEqual([]);
    expect(b.rows[2].cells[2].map((p) => p._id)).toEqual(["5"]);
    expect(b.total).toBe(5);
  });
  it("orders each cell by orderBy and orderSort, products with no value last", () => {
    const b = buildBoard(products, { ...base, orderBy: "price", orderSort: -1 });
    expect(b.rows[0].cells[0].map((p) => p._id)).toEqual(["2", "1", "3", "4", "5"]);
    expect(orderItems(products, "price", 1).map((p) => p._id)).toEqual(["3", "4", "1", "2", "5"]);
  });
  it("shows valid values with no product as empty groups, and hides them on request", () => {
    const params = { ...base, x: "sub_category" };
    const shown = buildBoard(products, params, { xValues: ["Knitwear"] });
    expect(shown.columns.find((c) => c.key === "Knitwear")).toEqual({ key: "Knitwear", count: 0 });
    const hidden = buildBoard(products, params, { xValues: ["Knitwear"], hideEmpty: true });
    expect(hidden.columns.map((c) => c.key)).not.toContain("Knitwear");
    expect(hidden.rows[0].cells).toHaveLength(hidden.columns.length);
  });
  it("counts every item exactly once", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ sub_category: fc.constantFrom("A", "B", null, ""), price: fc.option(fc.integer({ min: 0, max: 5 })), fit: fc.constantFrom("S", "M") })),
        fc.boolean(),
        (rows, hideEmpty) => {
          const list = rows.map((r, i) => ({ _id: String(i), name: `P${i}`, sub_category: r.sub_category, price: r.price, custom_data: { fit: r.fit } }));
          const b = buildBoard(list, { ...base, x: "sub_category", y: "custom_data.fit", orderBy: "price" }, { hideEmpty, xValues: ["C"] });
          const cellTotal = b.rows.reduce((n, r) => n + r.cells.reduce((m, c) => m + c.length, 0), 0);
          expect(cellTotal).toBe(list.length);
          expect(b.columns.reduce((n, c) => n + c.count, 0)).toBe(list.length);
        },
      ),
    );
  });
});
