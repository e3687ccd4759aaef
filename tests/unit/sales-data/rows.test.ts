// The sales file's row rules (P13 with P2's bulk-upload rules): matching by Product ID (theirs or ours) or Style Number,
// unknown and ambiguous products, duplicate rows, text in number columns, formulas, negative or fractional figures.
import { describe, expect, it } from "vitest";
import type { TCellInput } from "@/lib/bulk-upload/cells";
import { BULK_MSG } from "@/lib/bulk-upload/messages";
import { SALES_MSG } from "@/lib/sales-data/messages";
import { evaluateSalesRows, productsWithoutRow, type TSalesProductKey, type TSalesSheetRow } from "@/lib/sales-data/rows";

const A = "a".repeat(24);
const B = "b".repeat(24);
const C = "c".repeat(24);
const D = "d".repeat(24);
const PRODUCTS: TSalesProductKey[] = [
  { id: A, product_id: "SKU-1", style_number: "ST-1", name: "Alpha" },
  { id: B, product_id: "SKU-2", style_number: "ST-2", name: "Bravo" },
  { id: C, product_id: null, style_number: "ST-3", name: "Charlie red" },
  { id: D, product_id: null, style_number: "ST-3", name: "Charlie blue" },
];

type TV = string | number | null | TCellInput;
const cell = (v: TV, address: string) => ({
  input: (v === null ? { kind: "empty" } : typeof v === "string" ? { kind: "text", value: v } : typeof v === "number" ? { kind: "number", value: v } : v) as TCellInput,
  address,
});
const row = (n: number, id: TV, style: TV, units: TV, revenue: TV): TSalesSheetRow => ({
  rowNumber: n,
  productId: cell(id, `A${n}`),
  styleNumber: cell(style, `B${n}`),
  units: cell(units, `D${n}`),
  revenue: cell(revenue, `E${n}`),
});

describe("evaluateSalesRows", () => {
  it("matches by Product ID (the brand's or ours, any case) or else Style Number, and plans the good rows", () => {
    const { rows, plans } = evaluateSalesRows([row(2, "sku-1", null, 10, 99.999), row(3, B, null, 0, 0), row(4, null, "ST-1x", 1, 1)], PRODUCTS);
    expect(rows.map((r) => [r.row, r.product_id, r.validity])).toEqual([[2, A, "success"], [3, B, "success"], [4, null, "error"]]);
    expect(plans).toEqual([{ product_id: A, units: 10, revenue: 100 }, { product_id: B, units: 0, revenue: 0 }]);
    expect(rows[2]!.issues).toEqual([SALES_MSG.unknownProduct("Style Number", "ST-1x")]);
  });

  it("refuses unknown products, ambiguous style numbers and rows without a key", () => {
    const { rows, plans } = evaluateSalesRows([row(2, "SKU-9", "ST-1", 1, 1), row(3, null, "ST-3", 1, 1), row(4, null, null, 1, 1)], PRODUCTS);
    expect(rows.map((r) => r.issues)).toEqual([[SALES_MSG.unknownProduct("Product ID", "SKU-9")], [SALES_MSG.ambiguousStyle("ST-3", 2)], [SALES_MSG.keyRequired]]);
    expect(plans).toEqual([]);
  });

  it("refuses negative units and revenue, fractional units, and figures past the bounds", () => {
    const { rows } = evaluateSalesRows([row(2, "SKU-1", null, -1, -5), row(3, "SKU-2", null, 1.5, 3_000_000_000_000_000)], PRODUCTS);
    expect(rows[0]!.issues).toEqual([SALES_MSG.negative("Units", "D2"), SALES_MSG.negative("Revenue", "E2")]);
    expect(rows[1]!.issues).toEqual([SALES_MSG.notWhole("Units", "D3"), SALES_MSG.tooBig("Revenue", "E3")]);
    expect(rows.every((r) => r.validity === "error")).toBe(true);
  });

  it("refuses text in number columns, formulas, error cells and empty figures (P2's cell rules)", () => {
    const { rows } = evaluateSalesRows(
      [row(2, "SKU-1", null, "twelve", { kind: "formula" }), row(3, "SKU-2", null, null, { kind: "error", value: "#DIV/0!" })],
      PRODUCTS,
    );
    expect(rows[0]!.issues).toEqual([BULK_MSG.notNumber("Units", "D2"), BULK_MSG.formula("E2")]);
    expect(rows[1]!.issues).toEqual([BULK_MSG.required("Units"), BULK_MSG.errorValue("E3", "#DIV/0!")]);
  });

  it("accepts numbers written as text with thousands separators", () => {
    const { plans } = evaluateSalesRows([row(2, "SKU-1", null, "1,200", "3,450.50")], PRODUCTS);
    expect(plans).toEqual([{ product_id: A, units: 1200, revenue: 3450.5 }]);
  });

  it("marks every row of a product named twice, even by different keys", () => {
    const { rows, plans } = evaluateSalesRows([row(2, "SKU-1", null, 1, 1), row(3, null, "ST-1", 2, 2), row(4, "SKU-2", null, 1, 1)], PRODUCTS);
    expect(rows.map((r) => r.issues)).toEqual([[SALES_MSG.duplicateProduct([2, 3])], [SALES_MSG.duplicateProduct([2, 3])], []]);
    expect(plans).toEqual([{ product_id: B, units: 1, revenue: 1 }]);
  });

  it("lists the study's products no row names", () => {
    const { rows } = evaluateSalesRows([row(2, "SKU-1", null, 1, 1), row(3, "nope", null, 1, 1)], PRODUCTS);
    expect(productsWithoutRow(rows, PRODUCTS).map((p) => p.name)).toEqual(["Bravo", "Charlie red", "Charlie blue"]);
  });
});
