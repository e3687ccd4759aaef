// lib/studies/format.ts: spec 3 §2 display rules ("(untitled)", "N/A", M/D/YYYY with Today/Tomorrow/Yesterday,
// relative ages), the "Add Products" rule (§2, §9) and the study price estimate (§5).
import { describe, expect, it } from "vitest";
import {
  assortmentFormYears, formatStudyDate, orMissing, relativeAge, showAddProducts, studyPriceEstimate, studyTitle, wideYears,
} from "@/lib/studies/format";

const NOW = new Date(2026, 10, 22, 15, 30); // local time, 22 Nov 2026 15:30
const at = (days: number, hours = 0) => new Date(NOW.getTime() + days * 86_400_000 + hours * 3_600_000);

describe("titles and missing values", () => {
  it("shows (untitled) for empty or blank titles and N/A for missing values", () => {
    expect(studyTitle("")).toBe("(untitled)");
    expect(studyTitle("   ")).toBe("(untitled)");
    expect(studyTitle(null)).toBe("(untitled)");
    expect(studyTitle("Spring")).toBe("Spring");
    expect(orMissing(null)).toBe("N/A");
    expect(orMissing(undefined)).toBe("N/A");
    expect(orMissing("")).toBe("N/A");
    expect(orMissing(0)).toBe("0");
  });
});

describe("dates", () => {
  it("names today, tomorrow and yesterday by calendar day, else M/D/YYYY without padding", () => {
    expect(formatStudyDate(at(0, 8), NOW)).toBe("Today");
    expect(formatStudyDate(at(0, -15), NOW)).toBe("Today");
    expect(formatStudyDate(at(1), NOW)).toBe("Tomorrow");
    expect(formatStudyDate(at(-1), NOW)).toBe("Yesterday");
    expect(formatStudyDate(new Date(2027, 0, 5), NOW)).toBe("1/5/2027");
    expect(formatStudyDate(new Date(2026, 10, 20), NOW)).toBe("11/20/2026");
    expect(formatStudyDate(null, NOW)).toBe("N/A");
    expect(formatStudyDate("not a date", NOW)).toBe("N/A");
  });

  it("gives relative ages in y, m, w, d, h, min and < 1min", () => {
    const ago = (ms: number) => new Date(NOW.getTime() - ms);
    expect(relativeAge(ago(30_000), NOW)).toBe("< 1min");
    expect(relativeAge(ago(5 * 60_000), NOW)).toBe("5min");
    expect(relativeAge(ago(3 * 3_600_000), NOW)).toBe("3h");
    expect(relativeAge(ago(2 * 86_400_000), NOW)).toBe("2d");
    expect(relativeAge(ago(15 * 86_400_000), NOW)).toBe("2w");
    expect(relativeAge(ago(65 * 86_400_000), NOW)).toBe("2m");
    expect(relativeAge(ago(800 * 86_400_000), NOW)).toBe("2y");
    expect(relativeAge(null, NOW)).toBe("N/A");
  });
});

describe("Add Products (spec 3 §2, §9: 21 days)", () => {
  const base = { productCount: 0, status: "Draft", dueDate: at(10) as Date | null };
  it("shows for a writer's empty Draft due within 21 days or at most 21 days past due", () => {
    expect(showAddProducts(base, true, NOW)).toBe(true);
    expect(showAddProducts({ ...base, dueDate: at(21) }, true, NOW)).toBe(true);
    expect(showAddProducts({ ...base, dueDate: at(-21) }, true, NOW)).toBe(true);
  });
  it("hides when any condition fails", () => {
    expect(showAddProducts({ ...base, dueDate: at(22) }, true, NOW)).toBe(false);
    expect(showAddProducts({ ...base, dueDate: at(-22) }, true, NOW)).toBe(false);
    expect(showAddProducts({ ...base, productCount: 1 }, true, NOW)).toBe(false);
    expect(showAddProducts({ ...base, status: "Active" }, true, NOW)).toBe(false);
    expect(showAddProducts({ ...base, dueDate: null }, true, NOW)).toBe(false);
    expect(showAddProducts(base, false, NOW)).toBe(false);
  });
});

describe("study price estimate (spec 3 §5)", () => {
  it("is 250 per country × max(questions / limit, 1), limit 15 unless the product limit is active", () => {
    expect(studyPriceEstimate({ countries: 1, questions: 10, limitActive: false, limitNumber: 8, international: false })).toBe(250);
    expect(studyPriceEstimate({ countries: 1, questions: 30, limitActive: false, limitNumber: 8, international: false })).toBe(500);
    expect(studyPriceEstimate({ countries: 1, questions: 30, limitActive: true, limitNumber: 10, international: false })).toBe(750);
    expect(studyPriceEstimate({ countries: 3, questions: 30, limitActive: true, limitNumber: 10, international: true })).toBe(2250);
    // One country is used unless the study is international.
    expect(studyPriceEstimate({ countries: 3, questions: 15, limitActive: false, limitNumber: 15, international: false })).toBe(250);
  });
});

describe("year options (spec 3 §2)", () => {
  it("offers the current year through the next 4 in the assortment form, and 2 before to 5 after elsewhere", () => {
    expect(assortmentFormYears(NOW)).toEqual([2026, 2027, 2028, 2029, 2030]);
    expect(wideYears(NOW)).toEqual([2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031]);
  });
});
