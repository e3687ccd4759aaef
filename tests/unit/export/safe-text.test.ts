// The relational export's pure rules (lib/export/): the formula-injection guard, cell conversion, the file name, the
// inline/job threshold and the filters_applied rows.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { csvSafeText, exportCell, TEXT_GUARD } from "@/lib/export/safe-text";
import { EXPORT_SHEET_NAMES, EXPORT_SHEETS, EXPORT_SYNC_MAX_ROWS, exportFileName, exportRunsInline, ZExportJobId, ZExportParams, ZExportRequest } from "@/lib/export/relational";
import { filtersAppliedRows } from "@/lib/export/filters-applied";

const TRIGGERS = ["=", "+", "-", "@", "\t", "\r"];

describe("csvSafeText", () => {
  it.each(['=HYPERLINK("http://evil.example","x")', "+1", "-2", "@SUM(A1)", "\tx", "\rx", "=", "-"])("guards %j with an apostrophe", (t) => {
    expect(csvSafeText(t)).toBe(`'${t}`);
  });

  it.each(["Jacket", "", " =1", "1-2", "a@b.c", "'=already quoted", "\nx", "£5", "（=full width）"])("leaves %j as it is", (t) => {
    expect(csvSafeText(t)).toBe(t);
  });

  it("never leaves a trigger first, and never changes anything but that first character's prefix", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = csvSafeText(s);
        expect(TRIGGERS.includes(out.charAt(0))).toBe(false);
        expect(out === s || (out === TEXT_GUARD + s && TRIGGERS.includes(s.charAt(0)))).toBe(true);
      }),
    );
  });
});

describe("exportCell", () => {
  it("guards texts, keeps numbers, booleans and dates, and writes arrays as JSON text", () => {
    const d = new Date("2026-01-02T03:04:05Z");
    expect(exportCell("-2")).toBe("'-2");
    expect(exportCell(-2)).toBe(-2);
    expect(exportCell(true)).toBe(true);
    expect(exportCell(d)).toBe(d);
    expect(exportCell(["a", "=b"])).toBe('["a","=b"]');
    expect(exportCell(null)).toBeNull();
    expect(exportCell(undefined)).toBeNull();
    expect(exportCell(Number.NaN)).toBeNull();
    expect(exportCell(new Date("nope"))).toBeNull();
    expect(exportCell(12n)).toBe(12);
  });
});

describe("sheets and request", () => {
  it("one sheet per entity, each starting with its ids, with unique snake_case column names", () => {
    expect(EXPORT_SHEET_NAMES).toEqual([
      "study", "products", "questions", "follow_ups", "segmentation_questions", "respondents", "ratings", "follow_up_answers",
      "segmentation_answers", "filters_applied",
    ]);
    for (const name of EXPORT_SHEET_NAMES) {
      const keys = EXPORT_SHEETS[name].map((c) => c.key);
      expect(new Set(keys).size, name).toBe(keys.length);
      expect(keys.every((k) => /^[a-z][a-z0-9_]*$/.test(k)), name).toBe(true);
      expect(name.length).toBeLessThanOrEqual(31);
      if (name !== "filters_applied") expect(EXPORT_SHEETS[name][0]!.kind, name).toBe("id");
    }
  });

  it("the body takes an optional filter and nothing else; ids must be ids, job ids uuids", () => {
    expect(ZExportRequest.safeParse({}).success).toBe(true);
    expect(ZExportRequest.safeParse({ filter: { country: [] } }).success).toBe(true);
    expect(ZExportRequest.safeParse({ filters: {} }).success).toBe(false);
    const id = "a".repeat(24);
    expect(ZExportParams.safeParse({ id, surveyId: id }).success).toBe(true);
    expect(ZExportParams.safeParse({ id, surveyId: "A".repeat(24) }).success).toBe(false);
    expect(ZExportJobId.safeParse("1b4e28ba-2fa1-4d2b-883f-0016d3cca427").success).toBe(true);
    expect(ZExportJobId.safeParse("../../etc").success).toBe(false);
  });

  it("inline up to the threshold, a job above it", () => {
    expect(exportRunsInline(EXPORT_SYNC_MAX_ROWS)).toBe(true);
    expect(exportRunsInline(EXPORT_SYNC_MAX_ROWS + 1)).toBe(false);
    expect(exportRunsInline(11, 10)).toBe(false);
  });

  it("file names: the title as a slug and the date", () => {
    const at = new Date("2026-11-27T10:00:00Z");
    expect(exportFileName("Fall '26 — Jackets & Coats", at)).toBe("relational-export-fall-26-jackets-coats-2026-11-27.xlsx");
    expect(exportFileName("Crème brûlée", at)).toBe("relational-export-creme-brulee-2026-11-27.xlsx");
    expect(exportFileName('=cmd|"/c calc"!A1', at)).toBe("relational-export-cmd-c-calc-a1-2026-11-27.xlsx");
    expect(exportFileName("", at)).toBe("relational-export-study-2026-11-27.xlsx");
    expect(exportFileName("x".repeat(200), at)).toBe(`relational-export-${"x".repeat(60)}-2026-11-27.xlsx`);
  });
});

describe("filtersAppliedRows", () => {
  const id = (c: string) => c.repeat(24);
  it("no filters: no rows", () => {
    expect(filtersAppliedRows({}, new Map())).toEqual([]);
  });

  it("one row per option, in the screen's filter order, labelled where an id has a name", () => {
    const labels = new Map([[id("a"), "Qatar"], [id("d"), "Owns a dog"], [id("c"), "Outdoor"]]);
    const rows = filtersAppliedRows(
      {
        segmentation_profile: [id("e")],
        summed_values: { start_range: 1, end_range: 2.5 },
        demographics: [{ demographic_id: id("d"), answers: ["Yes", "=No"] }],
        country: [id("a")],
        consumer_profiles: [id("c")],
        audience_types: ["crm"],
        languages: ["de"],
        regions: ["EMEA"],
      },
      labels,
    );
    expect(rows).toEqual([
      { filter: "country", key: null, value: id("a"), label: "Qatar" },
      { filter: "consumer_profiles", key: null, value: id("c"), label: "Outdoor" },
      { filter: "demographics", key: id("d"), value: "Yes", label: "Owns a dog" },
      { filter: "demographics", key: id("d"), value: "=No", label: "Owns a dog" },
      { filter: "audience_types", key: null, value: "crm", label: "CRM" },
      { filter: "languages", key: null, value: "de", label: null },
      { filter: "summed_values", key: "start_range", value: 1, label: null },
      { filter: "summed_values", key: "end_range", value: 2.5, label: null },
      { filter: "regions", key: null, value: "EMEA", label: null },
      { filter: "segmentation_profile", key: null, value: id("e"), label: null },
    ]);
  });
});
