// Pure save rules: thank-you URL scheme (spec 2 §5), redirect URL form, due date "on or after today's date",
// admin-only field detection (spec 2 §6), template → demo (spec 2 §4), and the save's field lists (spec 2 §7).
import { describe, expect, it } from "vitest";
import {
  adminOnlyChanges, demoFor, isDueDateOnOrAfterToday, isHttpUrl, isValidRedirect, SAVE_ANSWER_FIELDS, SAVE_STRIPPED_FIELDS, stripForSave, withUrlScheme,
} from "@/lib/builder/save-rules";
import { allocationPcts, studyLiveLink } from "@/server/builder/load-builder-study";
import { builderStudy } from "./study-fixture";

const D = "2026-01-01T00:00:00.000Z";

describe("thank-you button URL", () => {
  it("gets http:// prepended when it lacks a scheme; blank is null; schemes are kept", () => {
    expect(withUrlScheme("example.com/thanks")).toBe("http://example.com/thanks");
    expect(withUrlScheme("  shop.example.com ")).toBe("http://shop.example.com");
    expect(withUrlScheme("https://example.com")).toBe("https://example.com");
    expect(withUrlScheme("HTTP://example.com")).toBe("HTTP://example.com");
    expect(withUrlScheme("mailto:a@b.c")).toBe("mailto:a@b.c");
    expect(withUrlScheme("")).toBeNull();
    expect(withUrlScheme(null)).toBeNull();
  });
});

describe("redirect URLs (http(s)://x.y)", () => {
  it("accepts http and https with a dotted host; refuses the rest", () => {
    expect(isHttpUrl("http://a.b")).toBe(true);
    expect(isHttpUrl("https://www.example.com/x?y=1")).toBe(true);
    expect(isHttpUrl("example.com")).toBe(false);
    expect(isHttpUrl("https://example")).toBe(false);
    expect(isHttpUrl("ftp://example.com")).toBe(false);
    expect(isHttpUrl("https://exa mple.com")).toBe(false);
    expect(isValidRedirect("")).toBe(true);
    expect(isValidRedirect(null)).toBe(true);
    expect(isValidRedirect("nope")).toBe(false);
  });
});

describe("due date on or after today's date", () => {
  const now = new Date("2026-06-15T12:00:00Z");
  it("compares calendar days in the offset the date was sent with", () => {
    expect(isDueDateOnOrAfterToday("2026-06-15T00:00:00Z", now)).toBe(true);
    expect(isDueDateOnOrAfterToday("2026-06-14T23:59:59Z", now)).toBe(false);
    expect(isDueDateOnOrAfterToday("2027-01-01T00:00:00.000Z", now)).toBe(true);
    // 01:00 UTC on the 16th is still the 15th in New York: that user's today is accepted.
    const lateUtc = new Date("2026-06-16T01:00:00Z");
    expect(isDueDateOnOrAfterToday("2026-06-15T00:00:00-04:00", lateUtc)).toBe(true);
    expect(isDueDateOnOrAfterToday("2026-06-15T00:00:00Z", lateUtc)).toBe(false);
    expect(isDueDateOnOrAfterToday("2026-06-14T00:00:00+05:30", now)).toBe(false);
    expect(isDueDateOnOrAfterToday("not a date", now)).toBe(false);
  });
});

describe("admin-only fields (spec 2 §6)", () => {
  const stored = builderStudy({ limit: { active: true, number: 12 }, panel_cost: 5, decision_point: null });
  it("lists only the admin-only fields whose value would change", () => {
    expect(adminOnlyChanges({ date_modified: D, title: "x", settings: { disable_tier: false }, limit: { active: true, number: 12 }, panel_cost: 5, demo: false }, stored)).toEqual([]);
    expect(adminOnlyChanges({ date_modified: D, settings: { disable_tier: true } }, stored)).toEqual(["settings"]);
    expect(adminOnlyChanges({ date_modified: D, internal_template: true, demo: true }, stored)).toEqual(["internal_template", "demo"]);
    expect(adminOnlyChanges({ date_modified: D, owned_by: "b".repeat(24) }, stored)).toEqual(["owned_by"]);
    expect(adminOnlyChanges({ date_modified: D, panel_type: "gen pop", panel_cost: 6 }, stored)).toEqual(["panel_type", "panel_cost"]);
    expect(adminOnlyChanges({ date_modified: D, limit: { active: true, number: 13 } }, stored)).toEqual(["limit"]);
  });
  it("setting a decision point on a study without one is open to writers; changing or removing one is not", () => {
    expect(adminOnlyChanges({ date_modified: D, decision_point: "c".repeat(24) }, stored)).toEqual([]);
    const withDp = builderStudy({ decision_point: { _id: "c".repeat(24), title: "DP", abbreviation: "D", type: { _id: "t".repeat(24), title: "concept", order: 1 } } });
    expect(adminOnlyChanges({ date_modified: D, decision_point: "c".repeat(24) }, withDp)).toEqual([]);
    expect(adminOnlyChanges({ date_modified: D, decision_point: "d".repeat(24) }, withDp)).toEqual(["decision_point"]);
    expect(adminOnlyChanges({ date_modified: D, decision_point: null }, withDp)).toEqual(["decision_point"]);
  });
});

describe("internal template sets demo (spec 2 §4)", () => {
  it("on → demo true, off → demo false; unchanged template keeps the sent demo", () => {
    expect(demoFor({ internal_template: true }, false)).toBe(true);
    expect(demoFor({ internal_template: true, demo: false }, false)).toBe(true);
    expect(demoFor({ internal_template: false }, true)).toBe(false);
    expect(demoFor({ internal_template: true, demo: false }, true)).toBe(false);
    expect(demoFor({}, true)).toBeUndefined();
  });
});

describe("save field lists (spec 2 §7)", () => {
  it("strips the listed fields and $-prefixed keys", () => {
    expect(SAVE_STRIPPED_FIELDS).toEqual(expect.arrayContaining(["demographics", "segmentation_profiles", "_id", "brand", "brand_category", "countries_translating", "countries_translations_needed", "date_created", "__v"]));
    expect(SAVE_ANSWER_FIELDS).toEqual(expect.arrayContaining(["questions", "question_template", "date_modified", "thank_you", "countries_translations_needed", "exchange_rates", "assortment"]));
    expect(stripForSave({ _id: "x", title: "t", $promise: 1, demographics: [], __v: 0, date_modified: D })).toEqual({ title: "t", date_modified: D });
  });
});

describe("sales plan percent and live link", () => {
  it("percent of the total per product, adding up to 100 (largest remainder, P10); 0 when the total is 0", () => {
    expect(allocationPcts([1, 2])).toEqual([33, 67]);
    expect(allocationPcts([1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocationPcts([null, 10])).toEqual([0, 100]);
    expect(allocationPcts([0, 0, null])).toEqual([0, 0, 0]);
  });
  it("the live link is {base}/s/{short_id}", () => {
    expect(studyLiveLink("abc123", "https://app.example.com")).toBe("https://app.example.com/s/abc123");
  });
});
