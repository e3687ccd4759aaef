// Formula-injection neutralisation for exports, and sniffing what an upload really is.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { exportTextCell, isFormulaLike } from "@/lib/bulk-upload/neutralise";
import { sniffSpreadsheet } from "@/lib/bulk-upload/sniff";
import { BULK_UPLOAD_MAX_BYTES, BULK_UPLOAD_MAX_FILES, BULK_UPLOAD_MAX_ROWS } from "@/lib/bulk-upload/limits";
import { PRODUCT_LIMITS } from "@/lib/products/messages";

describe("isFormulaLike / exportTextCell", () => {
  it.each(['=HYPERLINK("http://x","y")', "+1", "-2+3", "@SUM(A1)", "\tx", "\r=1"])("quote-prefixes %j and keeps its text", (text) => {
    expect(isFormulaLike(text)).toBe(true);
    expect(exportTextCell(text)).toEqual({ value: text, quotePrefix: true });
  });

  it.each(["Shirt", "a=b", " =1", "", "100%"])("leaves %j alone", (text) => expect(exportTextCell(text)).toEqual({ value: text, quotePrefix: false }));

  it("flags exactly the texts whose first character starts a formula", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(isFormulaLike(s)).toBe(s.length > 0 && "=+-@\t\r".includes(s[0]!));
      }),
    );
  });
});

describe("sniffSpreadsheet", () => {
  it("tells .xlsx (zip), legacy .xls (OLE2) and anything else apart by magic bytes", () => {
    expect(sniffSpreadsheet(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]))).toBe("xlsx");
    expect(sniffSpreadsheet(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe("xls");
    expect(sniffSpreadsheet(new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]))).toBe("other"); // a Windows .exe
    expect(sniffSpreadsheet(new Uint8Array([0x50, 0x4b]))).toBe("other");
    expect(sniffSpreadsheet(new Uint8Array())).toBe("other");
  });
});

describe("limits", () => {
  it("allows at least 10,000 rows, one file, and the spec's 100 MB", () => {
    expect(BULK_UPLOAD_MAX_ROWS).toBeGreaterThanOrEqual(10_000);
    expect(BULK_UPLOAD_MAX_FILES).toBe(PRODUCT_LIMITS.bulkUploadFiles);
    expect(BULK_UPLOAD_MAX_BYTES).toBe(104_857_600);
  });
});
