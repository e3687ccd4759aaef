// The preview rules: new vs update, changed properties, validity and issues per product, and the write plan.
import { describe, expect, it } from "vitest";
import type { TCellInput } from "@/lib/bulk-upload/cells";
import { buildColumnModel, type TMetadataLike } from "@/lib/bulk-upload/columns";
import { evaluateRows, type TExistingProduct, type TSheetRow } from "@/lib/bulk-upload/evaluate";
import { parseImportId } from "@/lib/bulk-upload/import-id";
import { BULK_MSG } from "@/lib/bulk-upload/messages";
import { canApplyPreview, worstValidity } from "@/lib/bulk-upload/types";
import { PRODUCT_MSG } from "@/lib/products/messages";

const UPLOAD = "a".repeat(24);
const m = (o: Partial<TMetadataLike> & Pick<TMetadataLike, "data_path" | "name">): TMetadataLike => ({
  id: `id-${o.data_path}`,
  data_type: "text",
  valid_values: [],
  is_identifier: false,
  archived: false,
  sort_order: 10,
  ...o,
});
const model = buildColumnModel([
  m({ data_path: "style_number", name: "Style Number", is_identifier: true }),
  m({ data_path: "name", name: "Name" }),
  m({ data_path: "price", name: "Price", sort_order: 1 }),
  m({ data_path: "custom_data.season", name: "Season", valid_values: ["Spring", "Fall"], sort_order: 2 }),
  m({ data_path: "custom_data.organic", name: "Organic", data_type: "bool", sort_order: 3 }),
]);
// Columns: Style Number, Name, Price, Season, Organic.

type TCell = string | number | boolean | null | TCellInput;
function row(rowNumber: number, ...values: TCell[]): TSheetRow {
  return {
    rowNumber,
    cells: values.map((v, i) => {
      const input: TCellInput =
        v === null ? { kind: "empty" } : typeof v === "string" ? { kind: "text", value: v } : typeof v === "number" ? { kind: "number", value: v } : typeof v === "boolean" ? { kind: "bool", value: v } : v;
      return { input, address: `${String.fromCharCode(65 + i)}${rowNumber}` };
    }),
  };
}
const existing = (o: Partial<TExistingProduct> & { id: string; values: Record<string, unknown> }): TExistingProduct => ({
  name: String(o.values.name ?? ""),
  editable: true,
  inAssortment: true,
  ...o,
});
const run = (rows: TSheetRow[], products: TExistingProduct[] = [], fileWarnings: string[] = []) =>
  evaluateRows(model, rows, {
    uploadId: UPLOAD,
    fileWarnings,
    existing: new Map(products.map((p) => [String(p.values.style_number), [p]])),
  });

describe("evaluateRows", () => {
  it("marks an unknown identifier as a new product with every filled property new", () => {
    const { products, plans } = run([row(2, "S-1", "Shirt", 20, "Spring", true)]);
    expect(products[0]).toMatchObject({ import_id: `${UPLOAD}:2`, name: "Shirt", status: "new", validity: "success", specificIssue: null });
    expect(products[0]!.changedProperties.map((p) => [p.dataPath, p.previousValue, p.currentValue, p.status])).toEqual([
      ["style_number", null, "S-1", "new"],
      ["name", null, "Shirt", "new"],
      ["price", null, "20", "new"],
      ["custom_data.season", null, "Spring", "new"],
      ["custom_data.organic", null, "TRUE", "new"],
    ]);
    expect(plans[0]).toMatchObject({ action: "create", productId: null, link: true });
    expect(plans[0]!.values.size).toBe(5);
    expect(parseImportId(products[0]!.import_id)).toEqual({ uploadId: UPLOAD, rowNumber: 2 });
  });

  it("compares an existing product: changed and unchanged properties, blank cells leave values alone", () => {
    const p = existing({ id: "p1", values: { style_number: "S-1", name: "Shirt", price: 20, "custom_data.season": "Fall", "custom_data.organic": false } });
    const { products, plans } = run([row(3, "S-1", "Shirt", 25, null, false)], [p]);
    expect(products[0]).toMatchObject({ status: "changed", validity: "success", name: "Shirt" });
    const byPath = Object.fromEntries(products[0]!.changedProperties.map((c) => [c.dataPath, c]));
    expect(byPath.price).toMatchObject({ previousValue: "20", currentValue: "25", status: "changed" });
    expect(byPath.name).toMatchObject({ status: "unchanged" });
    expect(byPath["custom_data.organic"]).toMatchObject({ previousValue: "FALSE", currentValue: "FALSE", status: "unchanged" });
    expect(byPath["custom_data.season"]).toBeUndefined();
    expect(plans[0]).toMatchObject({ action: "update", productId: "p1", link: false });
    expect([...plans[0]!.values.keys()].map((c) => c.dataPath)).toEqual(["price"]);
  });

  it("leaves an identical product unchanged with nothing to write", () => {
    const p = existing({ id: "p1", values: { style_number: "S-1", name: "Shirt", price: 20 } });
    const { products, plans } = run([row(2, "S-1", "Shirt", 20)], [p]);
    expect(products[0]).toMatchObject({ status: "unchanged", validity: "success" });
    expect(plans[0]!.action).toBe("none");
  });

  it("warns when an existing product will be added to the assortment", () => {
    const p = existing({ id: "p1", inAssortment: false, values: { style_number: "S-1", name: "Shirt" } });
    const { products, plans } = run([row(2, "S-1", "Shirt")], [p]);
    expect(products[0]).toMatchObject({ status: "changed", validity: "warning", specificIssue: BULK_MSG.addedToAssortment });
    expect(plans[0]).toMatchObject({ action: "update", link: true });
  });

  it("refuses changes to a product used in an active or closed study, with the spec's text", () => {
    const p = existing({ id: "p1", editable: false, values: { style_number: "S-1", name: "Shirt", price: 20 } });
    const changed = run([row(2, "S-1", "Shirt", 30)], [p]).products[0]!;
    expect(changed).toMatchObject({ validity: "error", specificIssue: PRODUCT_MSG.notEditable });
    // Naming it without changing it is harmless.
    expect(run([row(2, "S-1", "Shirt", 20)], [p]).products[0]!.validity).toBe("success");
  });

  it("requires the identifier and the name", () => {
    const { products } = run([row(2, null, "Shirt"), row(3, "S-2", null, 5)]);
    expect(products[0]).toMatchObject({ validity: "error", specificIssue: BULK_MSG.required("Style Number") });
    expect(products[1]).toMatchObject({ validity: "error", specificIssue: BULK_MSG.required("Name") });
  });

  it("flags every row of a duplicate identifier, and judges them afresh when one is removed", () => {
    const rows = [row(2, "S-1", "A"), row(3, "S-2", "B"), row(4, "S-1", "C")];
    const all = run(rows).products;
    expect(all.map((p) => p.validity)).toEqual(["error", "success", "error"]);
    expect(all[0]!.specificIssue).toBe(BULK_MSG.duplicateIdentifier("Style Number", "S-1", [2, 4]));
    expect(run([rows[0]!, rows[1]!]).products.map((p) => p.validity)).toEqual(["success", "success"]);
  });

  it("treats a number identifier and its text as the same identifier", () => {
    const { products } = run([row(2, 12345, "A"), row(3, "12345", "B")]);
    expect(products.every((p) => p.validity === "error")).toBe(true);
  });

  it("refuses ambiguous matches", () => {
    const a = existing({ id: "p1", values: { style_number: "S-1", name: "A" } });
    const b = existing({ id: "p2", values: { style_number: "S-1", name: "B" } });
    const r = evaluateRows(model, [row(2, "S-1", "A")], { uploadId: UPLOAD, existing: new Map([["S-1", [a, b]]]) });
    expect(r.products[0]).toMatchObject({ validity: "error", specificIssue: BULK_MSG.ambiguousIdentifier("Style Number", "S-1", 2) });
  });

  it("makes wrong types and formulas error properties, naming the cell", () => {
    const { products } = run([row(2, "S-1", "A", "cheap", "Spring", { kind: "formula" })]);
    const p = products[0]!;
    expect(p.validity).toBe("error");
    expect(p.specificIssue).toBe(`${BULK_MSG.notNumber("Price", "C2")} ${BULK_MSG.formula("E2")}`);
    expect(p.changedProperties.find((c) => c.dataPath === "price")).toMatchObject({ validity: "error", currentValue: "cheap" });
    expect(p.changedProperties.find((c) => c.dataPath === "custom_data.organic")).toMatchObject({ validity: "error", currentValue: null });
  });

  it("warns about values outside the valid values and spells listed ones as the list does", () => {
    const { products, plans } = run([row(2, "S-1", "A", 1, "Winter"), row(3, "S-2", "B", 1, "spring")]);
    expect(products[0]).toMatchObject({ validity: "warning", specificIssue: BULK_MSG.notValidValue("Season", "Winter") });
    expect(products[0]!.changedProperties.find((c) => c.dataPath === "custom_data.season")?.validity).toBe("warning");
    expect(products[1]!.changedProperties.find((c) => c.dataPath === "custom_data.season")?.currentValue).toBe("Spring");
    expect([...plans[1]!.values.entries()].find(([c]) => c.dataPath === "custom_data.season")?.[1]).toBe("Spring");
  });

  it("adds file-level warnings to every row", () => {
    const { products } = run([row(2, "S-1", "A")], [], [BULK_MSG.ignoredColumn("Prce")]);
    expect(products[0]).toMatchObject({ validity: "warning", specificIssue: BULK_MSG.ignoredColumn("Prce") });
  });

  it("keeps CSV-injection text as text", () => {
    const { products, plans } = run([row(2, "S-1", '=HYPERLINK("http://x","y")')]);
    expect(products[0]).toMatchObject({ validity: "success", name: '=HYPERLINK("http://x","y")' });
    expect([...plans[0]!.values.values()]).toContain('=HYPERLINK("http://x","y")');
  });

  it("cleans texts before comparing when asked (sanitised descriptions)", () => {
    const r = evaluateRows(model, [row(2, "S-1", "<b>A</b>")], { uploadId: UPLOAD, existing: new Map(), cleanText: (_c, t) => t.replace(/<[^>]+>/g, "") });
    expect(r.products[0]!.name).toBe("A");
  });
});

describe("validity helpers", () => {
  it("takes the worst validity", () => {
    expect(worstValidity([])).toBe("success");
    expect(worstValidity(["success", "warning"])).toBe("warning");
    expect(worstValidity(["warning", "error", "success"])).toBe("error");
  });

  it("allows Save & Continue only with products and no error (spec 1 §5)", () => {
    expect(canApplyPreview([])).toBe(false);
    expect(canApplyPreview([{ validity: "success" }, { validity: "warning" }])).toBe(true);
    expect(canApplyPreview([{ validity: "success" }, { validity: "error" }])).toBe(false);
  });
});

describe("import ids", () => {
  it.each(["", "x:1", `${UPLOAD}:0`, `${UPLOAD}:-1`, `${UPLOAD}:1:2`, `${UPLOAD.toUpperCase()}:3`, `${UPLOAD}:12345678`])("refuses %j", (id) =>
    expect(parseImportId(id)).toBeNull(),
  );
});
