// The Consumers step's audience rows (spec 2 §3 "Audience", §4 "types that still have unused profiles", §5 "each
// country keeps at least one audience row", §9 defaults): profiles per type, rows per country, profile selection.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addRow,
  allLinks,
  applyProfileSelection,
  audienceCountries,
  profilesByType,
  rowLinks,
  rowProfileChoices,
  rowsForCountries,
  selectedProfileIds,
  setRowLinks,
  setRowProfile,
  setRowProvider,
  setRowType,
  withRowDefaults,
  type TAudienceEditRow,
} from "@/lib/audiences/rows";
import { AUDIENCE_TYPES, canAddAudience } from "@/lib/study-rules/audiences";

const P1 = "a".repeat(24);
const P2 = "b".repeat(24);
const P3 = "c".repeat(24);
const avail = profilesByType([{ _id: P1 }, { _id: P2 }, { _id: P3, archived: true }]);
const row = (country: string, audience_type: TAudienceEditRow["audience_type"], consumer_profile: string | null, extra: Partial<TAudienceEditRow> = {}): TAudienceEditRow => ({
  country, audience_type, consumer_profile, panel_provider: audience_type === "panel" ? "lucid" : null, redirect_links: {}, ...extra,
});

describe("profilesByType (our decision)", () => {
  it("panel and social offer the live profiles, crm one profile-less row", () => {
    expect(avail).toEqual({ panel: [P1, P2], crm: [null], social: [P1, P2] });
  });
  it("a brand without live profiles gets one profile-less row per type", () => {
    expect(profilesByType([])).toEqual({ panel: [null], crm: [null], social: [null] });
    expect(profilesByType([{ _id: P3, archived: true }])).toEqual({ panel: [null], crm: [null], social: [null] });
  });
});

describe("audienceCountries", () => {
  it("the study's countries, upper-cased, without repeats", () => {
    expect(audienceCountries(["us", "GB", "US"], "US")).toEqual(["US", "GB"]);
  });
  it("the brand default country when the study has none; nothing without a default", () => {
    expect(audienceCountries([], "us")).toEqual(["US"]);
    expect(audienceCountries([], null)).toEqual([]);
  });
});

describe("rowsForCountries", () => {
  it("a fresh study shows the default country's CRM row (spec 2 §9 crm for the default country)", () => {
    expect(rowsForCountries([], ["US"], avail, "US")).toEqual([row("US", "crm", null)]);
  });
  it("other countries get a Recruited Audience row with the first profile and lucid", () => {
    expect(rowsForCountries([], ["US", "GB"], avail, "US")).toEqual([row("US", "crm", null), row("GB", "panel", P1)]);
  });
  it("stored rows are kept, grouped in country order; rows of removed countries go", () => {
    const stored = [row("gb", "panel", P2), row("US", "crm", null), row("FR", "social", P1), row("US", "panel", P1)];
    expect(rowsForCountries(stored, ["US", "GB"], avail, "US")).toEqual([row("US", "crm", null), row("US", "panel", P1), row("GB", "panel", P2)]);
  });
  it("property: every country has ≥ 1 row and no row belongs to another country", () => {
    const codes = ["US", "GB", "FR", "DE"];
    fc.assert(
      fc.property(fc.subarray(codes, { minLength: 1 }), fc.array(fc.record({ c: fc.constantFrom(...codes), t: fc.constantFrom(...AUDIENCE_TYPES) })), (countries, raw) => {
        const stored = raw.map((r) => row(r.c, r.t, r.t === "crm" ? null : P1));
        const out = rowsForCountries(stored, countries, avail, "US");
        for (const c of countries) expect(out.some((r) => r.country === c)).toBe(true);
        for (const r of out) expect(countries).toContain(r.country);
      }),
    );
  });
});

describe("addRow / setRowType / setRowProfile", () => {
  it("adding to the default country after its CRM row gives a Recruited Audience row with lucid", () => {
    const next = addRow([row("US", "crm", null)], "US", avail, "US");
    expect(next).toEqual([row("US", "crm", null), row("US", "panel", P1)]);
  });
  it("null when every type is used (spec 2 §5)", () => {
    let rows: TAudienceEditRow[] = [row("US", "crm", null)];
    for (let i = 0; i < 4; i++) rows = addRow(rows, "US", avail, "US")!;
    expect(rows.map((r) => [r.audience_type, r.consumer_profile])).toEqual([["crm", null], ["panel", P1], ["panel", P2], ["social", P1], ["social", P2]]);
    expect(canAddAudience(rows, "US", avail)).toBe(false);
    expect(addRow(rows, "US", avail, "US")).toBeNull();
  });
  it("changing type takes an unused profile; panel gets lucid, others no provider; links reset", () => {
    const rows = [row("US", "crm", null), row("US", "panel", P1, { panel_provider: "toluna", redirect_links: { complete: "https://x.y" } })];
    expect(setRowType(rows, 1, "social", avail)![1]).toEqual(row("US", "social", P1));
    expect(setRowType(rows, 0, "panel", avail)![0]).toEqual(row("US", "panel", P2));
    expect(setRowType(rows, 1, "crm", avail)).toBeNull(); // crm's only row is used (spec 2 §4)
    expect(setRowType(rows, 1, "panel", avail)).toEqual(rows);
  });
  it("profile choices are the row's own and the unused ones of its type", () => {
    const rows = [row("US", "panel", P1), row("US", "panel", P2), row("GB", "panel", P1)];
    expect(rowProfileChoices(rows, 0, avail)).toEqual([P1]);
    expect(setRowProfile(rows, 0, P2, avail)).toBeNull();
    const two = [row("US", "panel", P1), row("GB", "panel", P1)];
    expect(rowProfileChoices(two, 0, avail)).toEqual([P1, P2]);
    expect(setRowProfile(two, 0, P2, avail)![0]!.consumer_profile).toBe(P2);
  });
});

describe("provider and redirect links", () => {
  it("toluna keeps links, lucid clears them; only panel rows take a provider", () => {
    const rows = [row("US", "panel", P1, { panel_provider: "toluna", redirect_links: { complete: "https://a.b" } }), row("US", "crm", null)];
    expect(setRowProvider(rows, 0, "lucid")[0]).toMatchObject({ panel_provider: "lucid", redirect_links: { complete: null, terminate: null, quota_full: null } });
    expect(setRowProvider(rows, 1, "toluna")[1]).toEqual(rows[1]);
  });
  it("links are written with all three keys (null clears a stored link) and read back without nulls", () => {
    const rows = setRowLinks([row("US", "panel", P1)], 0, { terminate: "https://t.example.com" });
    expect(rows[0]!.redirect_links).toEqual({ complete: null, terminate: "https://t.example.com", quota_full: null });
    expect(rowLinks(rows[0]!)).toEqual({ terminate: "https://t.example.com" });
    expect(allLinks({})).toEqual({ complete: null, terminate: null, quota_full: null });
  });
  it("withRowDefaults upper-cases the country", () => {
    expect(withRowDefaults({ country: "gb", audience_type: "social", consumer_profile: P1 })).toEqual(row("GB", "social", P1));
  });
});

describe("applyProfileSelection (Select More Consumer Profiles)", () => {
  const base = [row("US", "crm", null), row("GB", "panel", P1)];
  it("the selected profiles are the ones on rows, first use first", () => {
    expect(selectedProfileIds([row("US", "social", P2), row("US", "crm", null), row("GB", "panel", P2), row("GB", "panel", P1)])).toEqual([P2, P1]);
  });
  it("a newly chosen profile gets a Recruited Audience row in every country", () => {
    const out = applyProfileSelection(base, ["US", "GB"], [P1, P2], avail, "US");
    expect(out).toEqual([row("US", "crm", null), row("US", "panel", P2), row("GB", "panel", P1), row("GB", "panel", P2)]);
  });
  it("falls back to social when the panel row of that profile exists", () => {
    const out = applyProfileSelection([row("US", "panel", P2), row("US", "crm", null)], ["US"], [P1], { panel: [P1, P2], crm: [null], social: [P1, P2] }, "US");
    // P2 no longer chosen: its row goes; P1 is new: panel (unused) row
    expect(out).toEqual([row("US", "crm", null), row("US", "panel", P1)]);
    const out2 = applyProfileSelection([row("US", "panel", P1), row("US", "crm", null)], ["US"], [P1, P2], avail, "US");
    expect(out2.map((r) => [r.audience_type, r.consumer_profile])).toEqual([["panel", P1], ["crm", null], ["panel", P2]]);
  });
  it("a country left without rows gets its default row back", () => {
    const out = applyProfileSelection(base, ["US", "GB"], [], avail, "US");
    expect(out).toEqual([row("US", "crm", null), row("GB", "panel", P1)]);
  });
});
