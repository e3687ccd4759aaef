import { describe, expect, it } from "vitest";
import { BULK_MSG } from "@/lib/bulk-upload/messages";
import { canApplyPreview, type TBulkPreview } from "@/lib/bulk-upload/types";
import { bulkFileProblem, EMPTY_PREVIEW, removePreviewRow, validityCounts } from "@/lib/products/bulk-upload-ui";
import { PRODUCT_LIMITS } from "@/lib/products/messages";

const row = (import_id: string, validity: "success" | "warning" | "error") => ({
  import_id, name: import_id, specificIssue: null, status: "new" as const, validity, changedProperties: [],
});

describe("bulkFileProblem (spec 1 §5: one file, .xlsx or .xls, ≤ 100 MB)", () => {
  it("accepts one spreadsheet", () => {
    expect(bulkFileProblem([{ name: "Products.XLSX", size: 10 }])).toBeNull();
    expect(bulkFileProblem([{ name: "old.xls", size: 10 }])).toBeNull();
  });
  it("refuses no file, two files, other extensions and files over the limit", () => {
    expect(bulkFileProblem([])).toBe(BULK_MSG.noFile);
    expect(bulkFileProblem([{ name: "a.xlsx", size: 1 }, { name: "b.xlsx", size: 1 }])).toBe(BULK_MSG.oneFileOnly);
    expect(bulkFileProblem([{ name: "a.csv", size: 1 }])).toBe(BULK_MSG.notSpreadsheet);
    expect(bulkFileProblem([{ name: "a.xlsx", size: PRODUCT_LIMITS.maxFileBytes + 1 }])).toBe(BULK_MSG.tooLarge);
    expect(bulkFileProblem([{ name: "a.xlsx", size: PRODUCT_LIMITS.maxFileBytes }])).toBeNull();
  });
});

describe("preview rows", () => {
  const preview: TBulkPreview = { changedProducts: [row("u:2", "success"), row("u:3", "error"), row("u:4", "warning")], numOfProductsAttempted: 3 };
  it("removing the error row enables Save & Continue", () => {
    expect(canApplyPreview(preview.changedProducts)).toBe(false);
    const kept = removePreviewRow(preview, "u:3");
    expect(kept.changedProducts.map((p) => p.import_id)).toEqual(["u:2", "u:4"]);
    expect(kept.numOfProductsAttempted).toBe(3);
    expect(canApplyPreview(kept.changedProducts)).toBe(true);
  });
  it("an empty (failed) preview cannot be applied", () => {
    expect(canApplyPreview(EMPTY_PREVIEW.changedProducts)).toBe(false);
  });
  it("counts rows per validity", () => {
    expect(validityCounts(preview.changedProducts)).toEqual({ success: 1, warning: 1, error: 1 });
  });
});
