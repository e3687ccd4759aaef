import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  assortmentFormValues,
  assortmentInput,
  emptyAssortmentForm,
  formatDay,
  formatDayRange,
  formYearOptions,
  groupTimeline,
  keptName,
  ZAssortmentForm,
} from "@/components/assortments/timeline-model";
import { assortmentFullLabel, seasonLabel } from "@/lib/assortments/labels";
import { SEASON_ORDER, wideYears } from "@/lib/studies/format";
import { STUDY_MSG } from "@/lib/studies/messages";

const CAT = "c".repeat(24);
const a = (year: number, season: string, id = `${year}-${season}`) => ({ _id: id, year, season });

describe("groupTimeline (spec 3 §2 'Seasons sort in the order resort, spring, summer, fall, holiday')", () => {
  it("groups by year, newest first, and orders seasons resort, spring, summer, fall, holiday", () => {
    const groups = groupTimeline([a(2025, "fall"), a(2026, "holiday"), a(2026, "resort"), a(2027, "spring"), a(2026, "summer"), a(2025, "spring")]);
    expect(groups.map((g) => g.year)).toEqual([2027, 2026, 2025]);
    expect(groups.map((g) => g.assortments.map((x) => x.season))).toEqual([["spring"], ["resort", "summer", "holiday"], ["spring", "fall"]]);
  });
  it("is empty for no assortments", () => {
    expect(groupTimeline([])).toEqual([]);
  });
  it("keeps the server's order for two assortments of the same season (e.g. two categories)", () => {
    const groups = groupTimeline([a(2026, "fall", "x"), a(2026, "spring", "y"), a(2026, "fall", "z")]);
    expect(groups[0].assortments.map((x) => x._id)).toEqual(["y", "x", "z"]);
  });
  it("puts an unknown season after holiday", () => {
    expect(groupTimeline([a(2026, "monsoon"), a(2026, "holiday")])[0].assortments.map((x) => x.season)).toEqual(["holiday", "monsoon"]);
  });
  it("for any input: every assortment appears once, years strictly descend, seasons ascend in rank within a year", () => {
    const arb = fc.array(fc.record({ year: fc.integer({ min: 2020, max: 2032 }), season: fc.constantFrom(...SEASON_ORDER) }), { maxLength: 40 });
    fc.assert(
      fc.property(arb, (list) => {
        const items = list.map((x, i) => ({ ...x, _id: String(i) }));
        const groups = groupTimeline(items);
        expect(groups.flatMap((g) => g.assortments).length).toBe(items.length);
        for (let i = 1; i < groups.length; i++) expect(groups[i - 1].year).toBeGreaterThan(groups[i].year);
        for (const g of groups) {
          const ranks = g.assortments.map((x) => SEASON_ORDER.indexOf(x.season));
          expect([...ranks].sort((p, q) => p - q)).toEqual(ranks);
          expect(g.assortments.every((x) => x.year === g.year)).toBe(true);
        }
      }),
    );
  });
});

describe("labels and dates", () => {
  it("capitalises seasons and joins season, year and category", () => {
    expect(SEASON_ORDER.map(seasonLabel)).toEqual(["Resort", "Spring", "Summer", "Fall", "Holiday"]);
    expect(assortmentFullLabel({ season: "fall", year: 2026, brand_category: { name: "Footwear" } })).toBe("Fall 2026 Footwear");
    expect(assortmentFullLabel({ season: "fall", year: 2026, brand_category: null })).toBe("Fall 2026");
  });
  it("formats calendar days as M/D/YYYY in UTC and ranges with an en dash", () => {
    expect(formatDay("2026-03-01T00:00:00.000Z")).toBe("3/1/2026");
    expect(formatDay(null)).toBeNull();
    expect(formatDay("not a date")).toBeNull();
    expect(formatDayRange("2026-03-01T00:00:00.000Z", "2026-03-21T00:00:00.000Z")).toBe("3/1/2026 – 3/21/2026");
    expect(formatDayRange("2026-03-01T00:00:00.000Z", "2026-03-01T00:00:00.000Z")).toBe("3/1/2026");
    expect(formatDayRange(null, "2026-03-21T00:00:00.000Z")).toBe("3/21/2026");
    expect(formatDayRange(null, null)).toBe(STUDY_MSG.missing);
  });
});

describe("the assortment form (spec 3 §2, §5 'New assortment needs year, season and category')", () => {
  const now = new Date(2026, 10, 22);
  it("offers a new assortment the current year through the next 4", () => {
    expect(formYearOptions(now)).toEqual([2026, 2027, 2028, 2029, 2030]);
  });
  it("offers an edited assortment 2 years before through 5 after (spec 3 §9, wideYears)", () => {
    expect(formYearOptions(now, 2027)).toEqual([2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031]);
    expect(formYearOptions(now, 2027)).toEqual(wideYears(now));
  });
  it("keeps an edited assortment's own year among the options when it is outside that window", () => {
    expect(formYearOptions(now, 2019)).toEqual([2019, 2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031]);
    expect(formYearOptions(now, 2033)).toEqual([2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031, 2033]);
  });
  it("refuses the empty form and each missing field, with the shared message", () => {
    const full = { year: "2026", season: "spring", brand_category: CAT };
    expect(ZAssortmentForm.safeParse(full).success).toBe(true);
    expect(ZAssortmentForm.safeParse(emptyAssortmentForm).success).toBe(false);
    for (const key of ["year", "season", "brand_category"] as const) {
      const r = ZAssortmentForm.safeParse({ ...full, [key]: "" });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(STUDY_MSG.assortmentNeeds);
      expect(r.error?.issues[0]?.path).toEqual([key]);
    }
  });
  it("refuses an unknown season", () => {
    expect(ZAssortmentForm.safeParse({ year: "2026", season: "monsoon", brand_category: CAT }).success).toBe(false);
  });
  it("prefills from an assortment and builds the GraphQL input", () => {
    const values = assortmentFormValues({ year: 2027, season: "holiday", brand_category: { _id: CAT, name: "Footwear", gender: null } });
    expect(values).toEqual({ year: "2027", season: "holiday", brand_category: CAT });
    expect(assortmentFormValues({ year: 2027, season: "holiday", brand_category: null }).brand_category).toBe("");
    expect(assortmentInput(values)).toEqual({ year: 2027, season: "holiday", brand_category: CAT });
    const stored = { _id: "a".repeat(24), name: "Holiday 2027", year: 2027, season: "holiday", backgroundImageUrl: "/uploads/bg.jpg" };
    expect(assortmentInput({ ...values, season: "fall" }, stored)).toEqual({
      _id: "a".repeat(24), year: 2027, season: "fall", brand_category: CAT, name: null, backgroundImageUrl: "/uploads/bg.jpg",
    });
    expect(() => assortmentInput(emptyAssortmentForm)).toThrow();
  });
  it("keeps a custom name on edit and drops an automatic one", () => {
    expect(keptName({ name: "Spring 2026", season: "spring", year: 2026 })).toBeNull();
    expect(keptName({ name: "Trail capsule", season: "spring", year: 2026 })).toBe("Trail capsule");
    expect(keptName({ name: null, season: "spring", year: 2026 })).toBeNull();
    expect(keptName({ name: "  ", season: "spring", year: 2026 })).toBeNull();
  });
});
