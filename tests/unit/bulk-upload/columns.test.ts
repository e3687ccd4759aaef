// The spreadsheet column model built from property metadata.
import { describe, expect, it } from "vitest";
import { buildColumnModel, columnForHeader, targetOf, type TMetadataLike } from "@/lib/bulk-upload/columns";

let n = 0;
const meta = (o: Partial<TMetadataLike> & Pick<TMetadataLike, "data_path">): TMetadataLike => ({
  id: `m${++n}`,
  name: o.data_path,
  data_type: "text",
  valid_values: [],
  is_identifier: false,
  archived: false,
  sort_order: 10,
  ...o,
});

describe("targetOf", () => {
  it.each([
    ["name", { kind: "text", field: "name" }],
    ["price", { kind: "number", field: "price" }],
    ["introduction_date", { kind: "date", field: "introduction_date" }],
    ["custom_data.fabric", { kind: "json", root: "custom_data", key: "fabric" }],
    ["forecasts.emea", { kind: "json", root: "forecasts", key: "emea" }],
  ])("maps %s", (path, target) => expect(targetOf(path)).toEqual(target));

  it.each(["images", "parent_id", "forecasts.mars", "custom_data.a.b", "custom_data.", "custom_data.x y", "__proto__", "custom_data.__proto__", "custom_data.constructor"])(
    "refuses %s, which a spreadsheet cannot write",
    (path) => expect(targetOf(path)).toBeNull(),
  );
});

describe("buildColumnModel", () => {
  it("puts the identifier and the name first, then the rest by sort_order, and drops archived and unusable paths", () => {
    const model = buildColumnModel([
      meta({ data_path: "price", name: "Price", sort_order: 2 }),
      meta({ data_path: "colors", name: "Colors", sort_order: 1 }),
      meta({ data_path: "name", name: "Product name", sort_order: 5 }),
      meta({ data_path: "style_number", name: "Style #", is_identifier: true, sort_order: 9 }),
      meta({ data_path: "fit", name: "Fit", archived: true }),
      meta({ data_path: "images", name: "Images" }),
    ]);
    expect(model.columns.map((c) => c.header)).toEqual(["Style #", "Product name", "Colors", "Price"]);
    expect(model.identifier.dataPath).toBe("style_number");
    expect(model.name.dataPath).toBe("name");
    expect(model.columns.find((c) => c.dataPath === "price")?.dataType).toBe("number");
  });

  it("falls back to built-in Product ID and Name columns", () => {
    const model = buildColumnModel([meta({ data_path: "custom_data.season", name: "Season" })]);
    expect(model.columns.map((c) => [c.header, c.dataPath, c.propertyMetadataId])).toEqual([
      ["Product ID", "product_id", null],
      ["Name", "name", null],
      ["Season", "custom_data.season", expect.any(String)],
    ]);
  });

  it("does not let a number or an archived property identify products", () => {
    const model = buildColumnModel([
      meta({ data_path: "price", is_identifier: true }),
      meta({ data_path: "style_number", is_identifier: true, archived: true }),
      meta({ data_path: "custom_data.sku", is_identifier: true, sort_order: 3 }),
    ]);
    expect(model.identifier.dataPath).toBe("custom_data.sku");
  });

  it("types columns by storage first: numbers and dates whatever the metadata says; identifiers as text", () => {
    const model = buildColumnModel([
      meta({ data_path: "price", data_type: "text" }),
      meta({ data_path: "introduction_date", data_type: "text" }),
      meta({ data_path: "forecasts.us_dtc", data_type: "text" }),
      meta({ data_path: "custom_data.launch", data_type: "date" }),
      meta({ data_path: "custom_data.sku", data_type: "number", is_identifier: true, valid_values: ["1"] }),
    ]);
    const type = (p: string) => model.columns.find((c) => c.dataPath === p)?.dataType;
    expect([type("price"), type("introduction_date"), type("forecasts.us_dtc"), type("custom_data.launch"), type("custom_data.sku")]).toEqual([
      "number", "date", "number", "date", "text",
    ]);
    expect(model.identifier.validValues).toEqual([]);
  });

  it("disambiguates two properties with the same label", () => {
    const model = buildColumnModel([meta({ data_path: "colors", name: "Color" }), meta({ data_path: "custom_data.color", name: "color", sort_order: 11 })]);
    expect(model.columns.map((c) => c.header)).toContain("color (custom_data.color)");
  });

  it("matches header cells by label or data_path, ignoring case and spacing", () => {
    const model = buildColumnModel([meta({ data_path: "style_name", name: "Style  Name" })]);
    expect(columnForHeader(model, "  style name ")?.dataPath).toBe("style_name");
    expect(columnForHeader(model, "STYLE_NAME")?.dataPath).toBe("style_name");
    expect(columnForHeader(model, "product_id")?.role).toBe("identifier");
    expect(columnForHeader(model, "Prce")).toBeUndefined();
  });
});
