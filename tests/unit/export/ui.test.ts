// The results page's export dialog rules (lib/export/ui.ts; P15 item 7).
import { describe, expect, it } from "vitest";
import { EXPORT_MSG } from "@/lib/export/relational";
import { attachmentName, EXPORT_UI, exportPercent, exportRequestBody } from "@/lib/export/ui";

describe("the export dialog's rules", () => {
  it("the body carries the page's filters, and nothing without any", () => {
    expect(exportRequestBody({})).toEqual({});
    expect(exportRequestBody({ country: ["a".repeat(24)] })).toEqual({ filter: { country: ["a".repeat(24)] } });
  });

  it("the file name comes from the answer's content-disposition, else the fallback", () => {
    expect(attachmentName('attachment; filename="relational-export-fall-2025-2026-12-01.xlsx"', "x.xlsx")).toBe("relational-export-fall-2025-2026-12-01.xlsx");
    expect(attachmentName(null, "x.xlsx")).toBe("x.xlsx");
    expect(attachmentName("inline", "x.xlsx")).toBe("x.xlsx");
  });

  it("progress is a whole percentage below 100 until the job is done", () => {
    expect(exportPercent({ status: "queued", rows_written: 0, total_rows: 660 })).toBe(0);
    expect(exportPercent({ status: "running", rows_written: 330, total_rows: 660 })).toBe(50);
    expect(exportPercent({ status: "running", rows_written: 700, total_rows: 660 })).toBe(99);
    expect(exportPercent({ status: "running", rows_written: 5, total_rows: 0 })).toBe(0);
    expect(exportPercent({ status: "done", rows_written: 650, total_rows: 660 })).toBe(100);
  });

  it("texts: a failed job says the server's failure text; counts are written with separators", () => {
    expect(EXPORT_UI.failed).toBe(EXPORT_MSG.failed);
    expect(EXPORT_UI.describeAll(1200)).toContain("all 1,200 respondents");
    expect(EXPORT_UI.describeFiltered(35)).toContain("the 35 respondents the current filters select");
    expect(EXPORT_UI.describeFiltered(1)).toContain("the one respondent the current filters select");
    expect(EXPORT_UI.describeFiltered(0)).toMatch(/^The current filters select no respondents/);
    expect(EXPORT_UI.progress(1500, 66000)).toBe("1,500 of 66,000 rows written");
  });
});
