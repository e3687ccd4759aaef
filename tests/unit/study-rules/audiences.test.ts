// Audience rows, respondent limits and redirect URLs (spec 2 §3 Audience, §4, §5, §9).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  AUDIENCE_LABELS,
  AUDIENCE_TYPES,
  DEFAULT_PANEL_PROVIDER,
  addAudienceRow,
  autoCloseLimit,
  canAddAudience,
  canDeleteRow,
  changeRowType,
  countryRespondentLimit,
  defaultAudienceType,
  deleteRow,
  isValidRedirectUrl,
  perCountryStatSignificance,
  redirectUrlProblem,
  removeCountryRows,
  rowTypeChoices,
  setRedirectLink,
  showsRedirectLinks,
  type TAudienceRow,
  type TProfilesByType,
} from "@/lib/study-rules/audiences";
import { AUDIENCE_MSG } from "@/lib/study-rules/messages";

const available: TProfilesByType = { panel: ["p1", "p2"], crm: [null], social: ["s1"] };
const row = (country: string, audience_type: TAudienceRow["audience_type"], consumer_profile: string | null): TAudienceRow => ({
  country,
  audience_type,
  consumer_profile,
});

describe("types and defaults", () => {
  it("labels the three types as spec 2 §3", () => {
    expect(AUDIENCE_TYPES).toEqual(["panel", "crm", "social"]);
    expect(AUDIENCE_LABELS).toEqual({ panel: "Recruited Audience", crm: "CRM", social: "Social Audience" });
    expect(DEFAULT_PANEL_PROVIDER).toBe("lucid");
  });
  it("defaults to crm for the default country, panel for others", () => {
    expect(defaultAudienceType("us", "us")).toBe("crm");
    expect(defaultAudienceType("US", "us")).toBe("crm");
    expect(defaultAudienceType("fr", "us")).toBe("panel");
    expect(defaultAudienceType("fr", null)).toBe("panel");
  });
});

describe("rows per country", () => {
  it("a row's type can change only to types with unused profiles", () => {
    const rows = [row("us", "crm", null), row("us", "social", "s1"), row("us", "panel", "p1")];
    expect(rowTypeChoices(rows, 0, available)).toEqual(["panel", "crm"]);
    expect(rowTypeChoices(rows, 1, available)).toEqual(["panel", "social"]);
    expect(changeRowType(rows, 0, "social", available)).toBeNull();
    expect(changeRowType(rows, 0, "panel", available)?.[0]).toEqual(row("us", "panel", "p2"));
    expect(changeRowType(rows, 9, "panel", available)).toBeNull();
  });
  it("profiles are counted per country", () => {
    const rows = [row("us", "social", "s1"), row("fr", "panel", "p1")];
    expect(rowTypeChoices(rows, 1, available)).toEqual(["panel", "crm", "social"]);
  });
  it("a country cannot be added when all its types are used", () => {
    const full = [row("us", "crm", null), row("us", "social", "s1"), row("us", "panel", "p1"), row("us", "panel", "p2")];
    expect(canAddAudience(full, "us", available)).toBe(false);
    expect(addAudienceRow(full, "us", available, "us")).toBeNull();
    expect(canAddAudience(full, "fr", available)).toBe(true);
  });
  it("adds a row with the default type when free, else the first free type", () => {
    expect(addAudienceRow([], "us", available, "us")).toEqual([row("us", "crm", null)]);
    expect(addAudienceRow([], "fr", available, "us")).toEqual([row("fr", "panel", "p1")]);
    expect(addAudienceRow([row("us", "crm", null)], "us", available, "us")?.[1]).toEqual(row("us", "panel", "p1"));
  });
  it("each country keeps at least one row", () => {
    const rows = [row("us", "crm", null), row("fr", "panel", "p1"), row("fr", "social", "s1")];
    expect(canDeleteRow(rows, 0)).toBe(false);
    expect(canDeleteRow(rows, 1)).toBe(true);
    expect(deleteRow(rows, 0)).toEqual(rows);
    expect(deleteRow(rows, 2)).toHaveLength(2);
    expect(removeCountryRows(rows, "fr")).toEqual([rows[0]]);
  });
  it("property: repeated adds never reuse a (country, type, profile) and stop when all are used", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("us", "fr", "de"), { maxLength: 20 }), (countries) => {
        let rows: TAudienceRow[] = [];
        for (const c of countries) rows = addAudienceRow(rows, c, available, "us") ?? rows;
        const keys = rows.map((r) => `${r.country}|${r.audience_type}|${String(r.consumer_profile)}`);
        expect(new Set(keys).size).toBe(keys.length);
        for (const c of ["us", "fr", "de"]) expect(rows.filter((r) => r.country === c).length).toBeLessThanOrEqual(4);
      }),
    );
  });
});

describe("respondent limits", () => {
  it("auto-close limit is round(1.05 x size)", () => {
    expect(autoCloseLimit(100)).toBe(105);
    expect(autoCloseLimit(10)).toBe(11);
    expect(autoCloseLimit(30)).toBe(32);
    expect(autoCloseLimit(0)).toBe(0);
    expect(autoCloseLimit(-5)).toBe(0);
  });
  it("property: matches exact rational rounding for integers", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (n) => {
        const exact = Math.floor((105 * n + 50) / 100); // round half up in integers
        expect(autoCloseLimit(n)).toBe(exact);
      }),
    );
  });
  it("per-country stat significance is the study value / countries, rounded", () => {
    expect(perCountryStatSignificance(400, 3)).toBe(133);
    expect(perCountryStatSignificance(500, 4)).toBe(125);
    expect(perCountryStatSignificance(5, 2)).toBe(3);
    expect(perCountryStatSignificance(400, 0)).toBe(400);
  });
  it("a country's limit follows stat significance when matched", () => {
    const ctx = { limitEqualsStatSignificance: true, studyStatSignificance: 400, countryCount: 2 };
    expect(countryRespondentLimit({ limit: 50, match_stat_sig: false }, ctx)).toEqual({ limit: 210, match_stat_sig: true });
    expect(countryRespondentLimit({ limit: 50, match_stat_sig: false }, { ...ctx, limitEqualsStatSignificance: false })).toEqual({
      limit: 50,
      match_stat_sig: false,
    });
    expect(countryRespondentLimit({ limit: 50, match_stat_sig: true }, { ...ctx, limitEqualsStatSignificance: false }).limit).toBe(210);
  });
});

describe("redirect URLs", () => {
  it("accepts http(s)://x.y only", () => {
    for (const ok of ["http://a.b", "https://example.com/done?id=1", "HTTPS://x.y:8080/p#f"]) expect(isValidRedirectUrl(ok)).toBe(true);
    for (const bad of ["javascript:alert(1)", "javascript://x.y/%0aalert(1)", "ftp://x.y", "//x.y", "http://localhost", "http://x.", "http://.y", "x.y", "http://a b.c", "", "data:text/html,x"])
      expect(isValidRedirectUrl(bad)).toBe(false);
  });
  it("stores only valid URLs", () => {
    expect(setRedirectLink({}, "complete", " https://x.y/c ")).toEqual({ links: { complete: "https://x.y/c" }, error: null });
    expect(setRedirectLink({ complete: "https://x.y" }, "complete", "javascript:alert(1)")).toEqual({
      links: { complete: "https://x.y" },
      error: "Enter a valid URL.",
    });
    expect(setRedirectLink({ complete: "https://x.y" }, "complete", "")).toEqual({ links: {}, error: null });
    expect(redirectUrlProblem("nope")).toBe(AUDIENCE_MSG.invalidUrl);
    expect(redirectUrlProblem("")).toBeNull();
    expect(showsRedirectLinks("toluna")).toBe(true);
    expect(showsRedirectLinks("lucid")).toBe(false);
  });
  it("property: whatever is stored is valid and starts with http(s)://", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc
            .tuple(
              fc.constantFrom("http://", "https://", "HTTP://", "javascript:", "ftp://", "//", ""),
              fc.stringMatching(/^[a-z0-9.@:-]{0,12}$/),
              fc.constantFrom("", "/p", "?q=1", "#f", " x", "/a b"),
            )
            .map(([a, b, c]) => a + b + c),
          fc.string(),
        ),
        (s) => {
          const { links } = setRedirectLink({}, "terminate", s);
          if (links.terminate !== undefined) {
            expect(isValidRedirectUrl(links.terminate)).toBe(true);
            expect(/^https?:\/\//i.test(links.terminate)).toBe(true);
          }
        },
      ),
    );
  });
});
