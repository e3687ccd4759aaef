// The catalogue's pure rules (lib/products/catalogue-view.ts): routes, paging, price filter, Next/Previous,
// property values on the view modal and 3D viewers.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  assortmentLabel,
  isProductRouteId,
  modalPropertyRows,
  modelEmbedUrl,
  neighbours,
  nextPageOffset,
  priceFilter,
  productCountLabel,
  productFilters,
  productRoutes,
  propertyText,
  searchArgument,
  valueAtPath,
} from "@/lib/products/catalogue-view";

const B = "b".repeat(24);
const A = "a".repeat(24);
const P = "0123456789abcdef01234567";

describe("productRoutes (spec 1 §2 routes)", () => {
  it("builds the brand-wide catalogue routes", () => {
    expect(productRoutes.list(B)).toBe(`/brand/${B}/products`);
    expect(productRoutes.create(B)).toBe(`/brand/${B}/products/create`);
    expect(productRoutes.view(B, P)).toBe(`/brand/${B}/products/${P}`);
    expect(productRoutes.edit(B, P)).toBe(`/brand/${B}/products/${P}/edit`);
  });
  it("builds the same routes within an assortment", () => {
    expect(productRoutes.list(B, A)).toBe(`/brand/${B}/assortment/${A}/products`);
    expect(productRoutes.create(B, A)).toBe(`/brand/${B}/assortment/${A}/products/create`);
    expect(productRoutes.view(B, P, A)).toBe(`/brand/${B}/assortment/${A}/products/${P}`);
    expect(productRoutes.edit(B, P, A)).toBe(`/brand/${B}/assortment/${A}/products/${P}/edit`);
  });
  it("accepts only 24 lowercase hex characters as a product id", () => {
    expect(isProductRouteId(P)).toBe(true);
    expect(isProductRouteId(P.toUpperCase())).toBe(false);
    expect(isProductRouteId("not-a-product")).toBe(false);
    expect(isProductRouteId(P.slice(1))).toBe(false);
    expect(isProductRouteId(`${P}0`)).toBe(false);
  });
});

describe("nextPageOffset (30 per load)", () => {
  it("continues from what is loaded while more products match", () => {
    expect(nextPageOffset(30, 44)).toBe(30);
    expect(nextPageOffset(0, 5)).toBe(0);
  });
  it("stops when everything matching is loaded", () => {
    expect(nextPageOffset(44, 44)).toBeUndefined();
    expect(nextPageOffset(0, 0)).toBeUndefined();
    expect(nextPageOffset(31, 30)).toBeUndefined();
  });
});

describe("productCountLabel", () => {
  it("counts products in the singular and plural", () => {
    expect(productCountLabel(0)).toBe("0 products");
    expect(productCountLabel(1)).toBe("1 product");
    expect(productCountLabel(44)).toBe("44 products");
  });
});

describe("priceFilter (spec 1 §5: bounded by the brand's lowest and highest price)", () => {
  const bounds = { low: 19.99, high: 229 };
  it("leaves empty and unparsable inputs unbounded", () => {
    expect(priceFilter({ low: "", high: " " }, bounds)).toEqual({ low: null, high: null });
    expect(priceFilter({ low: "abc", high: "1e" }, bounds)).toEqual({ low: null, high: null });
  });
  it("keeps a range inside the boundaries", () => {
    expect(priceFilter({ low: "50", high: "100.5" }, bounds)).toEqual({ low: 50, high: 100.5 });
  });
  it("clamps into the boundaries and drops a bound that filters nothing", () => {
    expect(priceFilter({ low: "5", high: "500" }, bounds)).toEqual({ low: null, high: null });
    expect(priceFilter({ low: "300", high: "" }, bounds)).toEqual({ low: 229, high: null });
    expect(priceFilter({ low: "", high: "1" }, bounds)).toEqual({ low: null, high: 19.99 });
  });
  it("swaps a reversed range", () => {
    expect(priceFilter({ low: "100", high: "50" }, bounds)).toEqual({ low: 50, high: 100 });
  });
  it("passes values through before the boundaries are known", () => {
    expect(priceFilter({ low: "5", high: "500" }, null)).toEqual({ low: 5, high: 500 });
  });
  it("always answers a range inside the boundaries with low ≤ high", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e4, max: 1e4, noNaN: true }), fc.double({ min: -1e4, max: 1e4, noNaN: true }), (a, b) => {
        const r = priceFilter({ low: String(a), high: String(b) }, bounds);
        const low = r.low ?? bounds.low;
        const high = r.high ?? bounds.high;
        return low >= bounds.low && high <= bounds.high && low <= high;
      }),
    );
  });
});

describe("productFilters and searchArgument", () => {
  it("sends no filters when nothing is filtered", () => {
    expect(productFilters({ low: null, high: null }, null)).toBeUndefined();
  });
  it("sends the price bounds and the chosen assortment", () => {
    expect(productFilters({ low: 20, high: null }, A)).toEqual({ price_low: 20, assortment_ids: [A] });
    expect(productFilters({ low: null, high: 99 }, null)).toEqual({ price_high: 99 });
  });
  it("trims the search and drops an empty one", () => {
    expect(searchArgument("  Summit ")).toBe("Summit");
    expect(searchArgument(`id:${P}`)).toBe(`id:${P}`);
    expect(searchArgument("   ")).toBeUndefined();
  });
});

describe("neighbours (view modal Next and Previous)", () => {
  const ids = ["a", "b", "c"];
  it("finds the products before and after", () => {
    expect(neighbours(ids, "b")).toEqual({ previous: "a", next: "c", index: 1 });
  });
  it("has no previous at the start and no next at the end", () => {
    expect(neighbours(ids, "a")).toEqual({ previous: null, next: "b", index: 0 });
    expect(neighbours(ids, "c")).toEqual({ previous: "b", next: null, index: 2 });
  });
  it("has neither for a product that is not in the list", () => {
    expect(neighbours(ids, "z")).toEqual({ previous: null, next: null, index: -1 });
  });
});

describe("valueAtPath and propertyText", () => {
  const product = { price: 10, custom_data: { fabric: "Wool", recycled: true, launch: "2026-03-01T00:00:00.000Z" }, forecasts: { apac: 5 } };
  it("reads nested data paths", () => {
    expect(valueAtPath(product, "custom_data.fabric")).toBe("Wool");
    expect(valueAtPath(product, "forecasts.apac")).toBe(5);
    expect(valueAtPath(product, "custom_data.missing")).toBeUndefined();
    expect(valueAtPath(product, "price.deeper")).toBeUndefined();
    expect(valueAtPath(product, "constructor")).toBeUndefined();
  });
  it("formats values by data type", () => {
    expect(propertyText("Wool", "text")).toBe("Wool");
    expect(propertyText(true, "bool")).toBe("Yes");
    expect(propertyText(false, "bool")).toBe("No");
    expect(propertyText("2026-03-01T00:00:00.000Z", "date")).toBe("2026-03-01");
    expect(propertyText(["a", "b"], "text")).toBe("a, b");
    expect(propertyText(0, "number")).toBe("0");
  });
  it("has nothing to show for empty values and objects", () => {
    expect(propertyText(null, "text")).toBeNull();
    expect(propertyText(undefined, "text")).toBeNull();
    expect(propertyText("", "text")).toBeNull();
    expect(propertyText([], "text")).toBeNull();
    expect(propertyText({ a: 1 }, "text")).toBeNull();
  });
});

describe("modalPropertyRows", () => {
  const meta = (over: Partial<{ _id: string; name: string; data_path: string; data_type: string; display_on_modal: boolean; sort_order: number }>) => ({
    _id: over.data_path ?? "x",
    name: over.name ?? over.data_path ?? "x",
    data_path: "x",
    data_type: "text",
    display_on_modal: true,
    sort_order: 0,
    ...over,
  });
  const product = { name: "Tee", price: 10, fit: "Slim", custom_data: { fabric: "Wool" }, forecasts: { apac: 1 } };
  it("lists properties shown on the modal that have a value, in sort order", () => {
    const rows = modalPropertyRows(
      [
        meta({ data_path: "custom_data.fabric", name: "Fabric", sort_order: 2 }),
        meta({ data_path: "fit", name: "Fit", sort_order: 1 }),
        meta({ data_path: "colors", name: "Colours", sort_order: 0 }),
        meta({ data_path: "style_name", name: "Hidden", display_on_modal: false }),
      ],
      product,
    );
    expect(rows).toEqual([
      { id: "fit", name: "Fit", text: "Slim" },
      { id: "custom_data.fabric", name: "Fabric", text: "Wool" },
    ]);
  });
  it("does not repeat what the modal shows elsewhere", () => {
    const rows = modalPropertyRows([meta({ data_path: "name" }), meta({ data_path: "price" }), meta({ data_path: "forecasts.apac" })], product);
    expect(rows).toEqual([]);
  });
});

describe("assortmentLabel", () => {
  it("prefers the name, else Season Year", () => {
    expect(assortmentLabel({ name: "Spring 2026", year: 2026, season: "spring" })).toBe("Spring 2026");
    expect(assortmentLabel({ name: null, year: 2027, season: "holiday" })).toBe("Holiday 2027");
    expect(assortmentLabel({ name: "  ", year: 2025, season: "fall" })).toBe("Fall 2025");
  });
});

describe("modelEmbedUrl (3D models by hosting service and id)", () => {
  it("embeds both supported hosts' viewers by id", () => {
    expect(modelEmbedUrl({ type: "sketchfab", id: "0123456789abcdef0123456789abcdef" })).toBe(
      "https://sketchfab.com/models/0123456789abcdef0123456789abcdef/embed",
    );
    expect(modelEmbedUrl({ type: "restar", id: "shoe-42" })).toMatch(/^https:\/\/[^/]*restar\.io\/.*shoe-42/);
  });
  it("refuses unknown hosts and empty ids", () => {
    expect(modelEmbedUrl({ type: "other", id: "x" })).toBeNull();
    expect(modelEmbedUrl({ type: "sketchfab", id: "" })).toBeNull();
  });
});
