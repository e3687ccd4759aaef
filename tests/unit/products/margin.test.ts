// The margin rule (docs/decisions.md P10 "Margin range"): a percent of the price, 0 to 100 inclusive; the form, the
// server's product schema and the bulk upload preview apply the same rule with the same sentence.
import { describe, expect, it } from "vitest";
import { buildColumnModel } from "@/lib/bulk-upload/columns";
import { evaluateRows } from "@/lib/bulk-upload/evaluate";
import { marginProblem, MARGIN_RANGE, PRODUCT_RULE_MSG } from "@/lib/products/rules";
import { ZProductInput } from "@/lib/schemas/product";

const ID = "a".repeat(24);
const product = (margin: number | null | undefined) => ({ brand: ID, name: "Boot", asset_format: "image", assortment: [ID], margin });

describe("marginProblem", () => {
  it.each([0, 0.5, 25, 99.9, 100, null, undefined])("accepts %s", (m) => expect(marginProblem(m)).toBeNull());
  it.each([-0.1, -5, 100.01, 250, Number.NaN, Number.POSITIVE_INFINITY])("refuses %s", (m) => expect(marginProblem(m)).toBe(PRODUCT_RULE_MSG.marginRange));
  it("states the range the message says", () => {
    expect(MARGIN_RANGE).toEqual({ min: 0, max: 100 });
    expect(PRODUCT_RULE_MSG.marginRange).toBe("Margin must be between 0 and 100%.");
  });
});

describe("ZProductInput margin", () => {
  it("refuses 250 with the rule's sentence on the margin field", () => {
    const r = ZProductInput.safeParse(product(250));
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([["margin", PRODUCT_RULE_MSG.marginRange]]);
    expect(ZProductInput.safeParse(product(-1)).error!.issues[0]!.message).toBe(PRODUCT_RULE_MSG.marginRange);
  });
  it("takes the range's ends and no margin", () => {
    for (const m of [0, 100, 42.5, null, undefined]) expect(ZProductInput.safeParse(product(m)).success).toBe(true);
  });
});

describe("bulk upload preview", () => {
  it("makes a margin outside 0–100 an error row", () => {
    const base = { valid_values: [], archived: false, data_type: "text" as const };
    const model = buildColumnModel([
      { id: "1", data_path: "style_number", name: "Style Number", is_identifier: true, sort_order: 0, ...base },
      { id: "2", data_path: "name", name: "Name", is_identifier: false, sort_order: 1, ...base },
      { id: "3", data_path: "margin", name: "Margin", is_identifier: false, sort_order: 2, ...base, data_type: "number" as const },
    ]);
    const cells = (values: (string | number)[], n: number) => ({
      rowNumber: n,
      cells: values.map((v, i) => ({ input: typeof v === "number" ? { kind: "number" as const, value: v } : { kind: "text" as const, value: v }, address: `${"ABC"[i]}${n}` })),
    });
    const { products } = evaluateRows(model, [cells(["S-1", "Boot", 250], 2), cells(["S-2", "Shoe", 45], 3)], { uploadId: ID, existing: new Map() });
    expect(products[0]).toMatchObject({ validity: "error", specificIssue: PRODUCT_RULE_MSG.marginRange });
    expect(products[0]!.changedProperties.find((c) => c.dataPath === "margin")).toMatchObject({ validity: "error", currentValue: "250" });
    expect(products[1]!.validity).toBe("success");
  });
});
