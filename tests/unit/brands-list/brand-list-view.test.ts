// Pure rules of the admin brands list (spec 1 §2): name filter, 20-row pages, /brands/{page}, status body, CRM link.
import { describe, expect, it } from "vitest";
import { BRAND_LIST, BRAND_LIST_TEXT } from "@/lib/brands/messages";
import {
  brandTypeLabel,
  crmUrl,
  filterByName,
  formatListDate,
  pageCount,
  pageFromPath,
  pageOf,
  statusBody,
} from "@/lib/brands/brand-list-view";

const named = (...names: string[]) => names.map((name) => ({ name }));

describe("filterByName", () => {
  it("matches a part of the name, ignoring case and surrounding spaces", () => {
    const rows = named("Northwind Apparel", "Demo Outfitters", "Retired Goods Co.");
    expect(filterByName(rows, "north")).toEqual(named("Northwind Apparel"));
    expect(filterByName(rows, "  OUT ")).toEqual(named("Demo Outfitters"));
    expect(filterByName(rows, "o")).toHaveLength(3);
  });
  it("keeps every row for empty text and none for nonsense", () => {
    const rows = named("A", "B");
    expect(filterByName(rows, "")).toEqual(rows);
    expect(filterByName(rows, "   ")).toEqual(rows);
    expect(filterByName(rows, "zzqx")).toEqual([]);
  });
});

describe("pages of 20 rows", () => {
  const rows = Array.from({ length: 45 }, (_, i) => i);
  it("uses the spec's page size and no other", () => {
    expect(BRAND_LIST.pageSize).toBe(20);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(45)).toBe(3);
  });
  it("slices the asked page and clamps beyond the last or below the first", () => {
    expect(pageOf(rows, 1)).toEqual({ page: 1, rows: rows.slice(0, 20) });
    expect(pageOf(rows, 3)).toEqual({ page: 3, rows: [40, 41, 42, 43, 44] });
    expect(pageOf(rows, 9).page).toBe(3);
    expect(pageOf(rows, 0).page).toBe(1);
    expect(pageOf([], 4)).toEqual({ page: 1, rows: [] });
  });
  it("reads the page from /brands/{page}, defaulting to 1", () => {
    expect(pageFromPath("/brands/1")).toBe(1);
    expect(pageFromPath("/brands/7")).toBe(7);
    expect(pageFromPath("/brands/7/")).toBe(7);
    expect(pageFromPath("/brands/0")).toBe(1);
    expect(pageFromPath("/brands/abc")).toBe(1);
    expect(pageFromPath("/brands/99999999999999999999")).toBe(1);
    expect(pageFromPath(null)).toBe(1);
  });
});

describe("status filter body", () => {
  it("All sends {}, Active and Inactive send is_active", () => {
    expect(statusBody("all")).toEqual({});
    expect(statusBody("active")).toEqual({ is_active: true });
    expect(statusBody("inactive")).toEqual({ is_active: false });
  });
});

describe("cells", () => {
  it("links a salesforce id to the CRM record and nothing without one", () => {
    expect(crmUrl("0015g00000AbCdE")).toBe("https://login.salesforce.com/?startURL=%2F0015g00000AbCdE");
    expect(crmUrl("a b/c")).toBe("https://login.salesforce.com/?startURL=%2Fa%20b%2Fc");
    expect(crmUrl(null)).toBeNull();
    expect(crmUrl("  ")).toBeNull();
  });
  it("shows dates as M/D/YYYY and a dash without one", () => {
    expect(formatListDate(new Date(2024, 2, 5, 12).toISOString())).toBe("3/5/2024");
    expect(formatListDate(null)).toBe(BRAND_LIST_TEXT.never);
    expect(formatListDate("not a date")).toBe(BRAND_LIST_TEXT.never);
  });
  it("labels the type Demo or Customer", () => {
    expect(brandTypeLabel({ demo: true, brand_type: "Customer" })).toBe(BRAND_LIST.demo);
    expect(brandTypeLabel({ demo: false, brand_type: "Demo" })).toBe(BRAND_LIST.demo);
    expect(brandTypeLabel({ demo: false, brand_type: "Customer" })).toBe(BRAND_LIST.customer);
  });
});
