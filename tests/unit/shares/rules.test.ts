// The pure rules of a share link's label and expiry (P15 item 6; lib/shares/rules.ts), and the wire schema that uses them.
import { describe, expect, it } from "vitest";
import { SHARE_LABEL_MAX, SHARE_MAX_DAYS, SHARE_MSG } from "@/lib/shares/messages";
import { expiryOfDay, expiryProblem, firstExpiryDay, labelProblem, lastExpiryDay, tabNotShared } from "@/lib/shares/rules";
import { ZShareCreate } from "@/lib/shares/wire";

const NOW = Date.UTC(2026, 11, 1, 12);
const DAY = 86_400_000;

describe("labelProblem", () => {
  it("accepts plain text up to the limit", () => {
    expect(labelProblem("")).toBeNull();
    expect(labelProblem("Buyers' meeting – spring & summer")).toBeNull();
    expect(labelProblem("x".repeat(SHARE_LABEL_MAX))).toBeNull();
  });
  it("refuses a long label, markup and control characters, each with its text", () => {
    expect(labelProblem("x".repeat(SHARE_LABEL_MAX + 1))).toBe(SHARE_MSG.labelTooLong);
    expect(labelProblem("x".repeat(10_240))).toBe(SHARE_MSG.labelTooLong);
    expect(labelProblem("<b>Buyers</b>")).toBe(SHARE_MSG.labelMarkup);
    expect(labelProblem("a > b")).toBe(SHARE_MSG.labelMarkup);
    expect(labelProblem("two\nlines")).toBe(SHARE_MSG.labelControl);
    expect(labelProblem("bell\u0007")).toBe(SHARE_MSG.labelControl);
  });
});

describe("expiryProblem", () => {
  it("accepts a moment after now, up to the limit", () => {
    expect(expiryProblem(new Date(NOW + 60_000).toISOString(), NOW)).toBeNull();
    expect(expiryProblem(new Date(NOW + SHARE_MAX_DAYS * DAY).toISOString(), NOW)).toBeNull();
  });
  it("refuses the past, now, beyond the limit and what is no date", () => {
    expect(expiryProblem(new Date(NOW - DAY).toISOString(), NOW)).toBe(SHARE_MSG.expiryPast);
    expect(expiryProblem(new Date(NOW).toISOString(), NOW)).toBe(SHARE_MSG.expiryPast);
    expect(expiryProblem(new Date(NOW + SHARE_MAX_DAYS * DAY + 1).toISOString(), NOW)).toBe(SHARE_MSG.expiryTooFar);
    expect(expiryProblem("soon", NOW)).toBe(SHARE_MSG.expiryInvalid);
  });
});

describe("the form's days", () => {
  it("a day lasts to its end, in the viewer's calendar; a day that does not exist is none", () => {
    const iso = expiryOfDay("2027-03-31")!;
    const end = new Date(iso);
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMinutes()]).toEqual([2027, 2, 31, 23, 59]);
    expect(expiryOfDay("2027-02-30")).toBeNull();
    expect(expiryOfDay("31/03/2027")).toBeNull();
  });
  it("offers today to the last day whose end is within the limit", () => {
    const now = new Date(2026, 11, 1, 12);
    expect(firstExpiryDay(now)).toBe("2026-12-01");
    const last = lastExpiryDay(now);
    expect(expiryProblem(expiryOfDay(last)!, now.getTime())).toBeNull();
    expect(expiryProblem(expiryOfDay(firstExpiryDay(now))!, now.getTime())).toBeNull();
  });
});

describe("ZShareCreate", () => {
  it("trims the label, an empty one is none, and reuse defaults to false", () => {
    expect(ZShareCreate.parse({ scope: "results", label: "  Q1  " })).toEqual({ scope: "results", label: "Q1", expires_at: null, reuse: false });
    expect(ZShareCreate.parse({ scope: "learnings", label: "   ", reuse: true })).toEqual({ scope: "learnings", label: null, expires_at: null, reuse: true });
  });
  it("refuses a markup label with lib's text", () => {
    const r = ZShareCreate.safeParse({ scope: "results", label: "<i>x</i>" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(SHARE_MSG.labelMarkup);
  });
});

describe("tabNotShared", () => {
  it("names a known tab of the address that the page does not show", () => {
    expect(tabNotShared("buckets", "stack-rank")).toBe("buckets");
    expect(tabNotShared("learnings-impact", "stack-rank")).toBe("learnings-impact");
  });
  it("is null for the tab shown, no tab, an unknown tab (it has its own notice) or a page without tabs", () => {
    expect(tabNotShared("customers", "customers")).toBeNull();
    expect(tabNotShared(undefined, "stack-rank")).toBeNull();
    expect(tabNotShared("nonsense", "stack-rank")).toBeNull();
    expect(tabNotShared("buckets", null)).toBeNull();
  });
});
