// The results page's address (lib/results/page.ts): parseResultsQuery and resultsSearch round-trip every filter
// type, the tab and its choices; repeated parameters, `demographics.<id>` and `summed_values=a..b` are read as
// written; anything unknown or mangled is dropped with a notice (never a throw), one bad value without losing the
// rest; and the number-range rules of spec 3 §5 (non-numeric → 0, the ends cannot cross).
import { describe, expect, it } from "vitest";
import { MAX_FILTER_OPTIONS, type TResultsFilters } from "@/lib/results/filters";
import { clampRange, numberRangeInput, parseResultsQuery, resultsSearch, RESULTS_URL_MSG, type TSearchParams } from "@/lib/results/page";

const ID = (n: number) => n.toString(16).padStart(24, "0");

/** What Next hands a page for a query string: one string per name, an array when repeated. */
function searchOf(query: string): TSearchParams {
  const out: TSearchParams = {};
  for (const [k, v] of new URLSearchParams(query)) {
    const had = out[k];
    out[k] = had === undefined ? v : Array.isArray(had) ? [...had, v] : [had, v];
  }
  return out;
}
const parse = (query: string) => parseResultsQuery(searchOf(query));

const EVERY_FILTER: TResultsFilters = {
  country: [ID(1), ID(2)],
  consumer_profiles: [ID(3)],
  demographics: [
    { demographic_id: ID(4), answers: ["Female", "Non-binary"] },
    { demographic_id: ID(5), answers: ["25-34"] },
  ],
  audience_types: ["crm", "panel"],
  languages: ["en", "fr"],
  summed_values: { start_range: 2.5, end_range: 40 },
  regions: ["Île-de-France", "New York & Co"],
  segmentation_profile: [ID(6)],
};

describe("round trip", () => {
  it("reads back every filter type, the tab, its choices, show and view as written", () => {
    const state = { tab: "deep-dive" as const, salesPlan: false, viewAsUser: true, filters: EVERY_FILTER, params: { product: ID(7), q: "too warm" } };
    const query = resultsSearch(state);
    const back = parse(query.slice(1));
    expect(back).toEqual({ ...state, notices: [], share: null });
    // Writing it again gives the same address: a bookmark is stable.
    expect(resultsSearch(back)).toBe(query);
  });

  it("writes nothing for the default tab and no filters, and keeps show=sales-plan", () => {
    expect(resultsSearch({ tab: "stack-rank", filters: {} })).toBe("");
    const q = resultsSearch({ tab: "line-efficiency-graph", salesPlan: true });
    expect(q).toBe("?tab=line-efficiency-graph&show=sales-plan");
    expect(parse(q.slice(1))).toMatchObject({ tab: "line-efficiency-graph", salesPlan: true, notices: [] });
  });

  it("writes one parameter per option, demographics as demographics.<id>, the range as a..b", () => {
    const q = new URLSearchParams(resultsSearch({ filters: EVERY_FILTER }));
    expect(q.getAll("country")).toEqual([ID(1), ID(2)]);
    expect(q.getAll(`demographics.${ID(4)}`)).toEqual(["Female", "Non-binary"]);
    expect(q.get("summed_values")).toBe("2.5..40");
    expect(q.getAll("regions")).toEqual(["Île-de-France", "New York & Co"]);
  });
});

describe("reading", () => {
  it("dedupes repeated options and takes the first of a repeated single parameter", () => {
    const r = parse(`country=${ID(1)}&country=${ID(1)}&country=${ID(2)}&tab=buckets&tab=customers&product=${ID(9)}&product=${ID(8)}`);
    expect(r.filters.country).toEqual([ID(1), ID(2)]);
    expect(r.tab).toBe("buckets");
    expect(r.params.product).toBe(ID(9));
    expect(r.notices).toEqual([]);
  });

  it("reads demographics.<id> per question and summed_values a..b, negatives and decimals included", () => {
    const r = parse(`demographics.${ID(4)}=Female&demographics.${ID(5)}=18-24&demographics.${ID(5)}=55%2B&summed_values=-3..7.5`);
    expect(r.filters.demographics).toEqual([
      { demographic_id: ID(4), answers: ["Female"] },
      { demographic_id: ID(5), answers: ["18-24", "55+"] },
    ]);
    expect(r.filters.summed_values).toEqual({ start_range: -3, end_range: 7.5 });
  });

  it("ignores empty values and passes through the parameters other pages own", () => {
    const r = parse("country=&languages=&share=abc&pdfutility=1");
    expect(r.filters).toEqual({});
    expect(r.notices).toEqual([]);
  });

  it("keeps a shared view's token first on every address it writes (P13: ?share= on a results page)", () => {
    const token = "Ab-_".repeat(10) + "xyz";
    const r = parse(`tab=deep-dive&share=${token}&country=${ID(1)}&product=${ID(2)}`);
    expect(r.share).toBe(token);
    const written = resultsSearch({ ...r, params: { ...r.params, q: "fit" } });
    expect(written.startsWith(`?share=${token}&tab=deep-dive`)).toBe(true);
    expect(parse(written.slice(1))).toMatchObject({ share: token, tab: "deep-dive", filters: { country: [ID(1)] }, params: { product: ID(2), q: "fit" } });
    expect(parse("tab=customers").share).toBeNull();
    expect(resultsSearch({ tab: "customers", share: null })).toBe("?tab=customers");
  });
});

describe("a hand-edited address gives notices, never a throw", () => {
  it("an unknown tab falls back to stack rank with a notice", () => {
    const r = parse("tab=summary");
    expect(r.tab).toBe("stack-rank");
    expect(r.notices).toEqual([RESULTS_URL_MSG.unknownTab("summary")]);
  });

  it("unknown parameters, show and view values are named", () => {
    const r = parse(`colour=red&show=everything&view=god&country=${ID(1)}`);
    expect(r.notices).toEqual([RESULTS_URL_MSG.unknownShow("everything"), RESULTS_URL_MSG.unknownView("god"), RESULTS_URL_MSG.unknownParam("colour")]);
    expect(r.salesPlan).toBe(false);
    expect(r.viewAsUser).toBe(false);
    // The good filter stays.
    expect(r.filters).toEqual({ country: [ID(1)] });
  });

  it("a mangled id or an audience type that does not exist is dropped alone, the rest kept", () => {
    const r = parse(`country=${ID(1)}&country=FR&audience_types=crm&audience_types=tv&segmentation_profile=${ID(6)}`);
    expect(r.filters).toEqual({ country: [ID(1)], audience_types: ["crm"], segmentation_profile: [ID(6)] });
    expect(r.notices).toEqual([RESULTS_URL_MSG.badValue("country", "FR"), RESULTS_URL_MSG.badValue("audience_types", "tv")]);
  });

  it("a demographic parameter without a proper question id is an unknown parameter", () => {
    const r = parse(`demographics.gender=Female&demographics.=x&demographics.${ID(4)}=Male`);
    expect(r.filters.demographics).toEqual([{ demographic_id: ID(4), answers: ["Male"] }]);
    expect(r.notices).toEqual([RESULTS_URL_MSG.unknownParam("demographics.gender"), RESULTS_URL_MSG.unknownParam("demographics.")]);
  });

  it("a point range that is not two numbers is ignored with a notice", () => {
    for (const bad of ["10", "a..b", "10..", "..5", "1..2..3", "Infinity..5"]) {
      const r = parse(`summed_values=${encodeURIComponent(bad)}`);
      expect(r.filters.summed_values, bad).toBeUndefined();
      expect(r.notices, bad).toEqual([RESULTS_URL_MSG.badRange(bad)]);
    }
  });

  it("a reversed point range follows spec 3 §5 (the lower cannot exceed the upper) and says so", () => {
    const r = parse("summed_values=80..10");
    expect(r.filters.summed_values).toEqual({ start_range: 10, end_range: 10 });
    expect(r.notices).toEqual([RESULTS_URL_MSG.reversedRange("80..10", 10, 10)]);
  });

  it("more options than a filter may hold keeps the first ones and says so", () => {
    const many = Array.from({ length: MAX_FILTER_OPTIONS + 5 }, (_, i) => `regions=r${i}`).join("&");
    const r = parse(many);
    expect(r.filters.regions).toHaveLength(MAX_FILTER_OPTIONS);
    expect(r.filters.regions?.[0]).toBe("r0");
    expect(r.notices).toEqual([RESULTS_URL_MSG.tooManyValues("regions")]);
  });

  it("never throws on odd input", () => {
    expect(() => parseResultsQuery({ tab: [], country: undefined, "": "x", summed_values: ["", "1..2"] })).not.toThrow();
  });
});

describe("number-range inputs (spec 3 §5)", () => {
  it("non-numeric becomes 0", () => {
    for (const raw of ["", "  ", "abc", "12abc", "NaN", "Infinity", "1,5"]) expect(numberRangeInput(raw), raw).toBe(0);
    expect(numberRangeInput("42")).toBe(42);
    expect(numberRangeInput(" -3.5 ")).toBe(-3.5);
  });

  it("the lower value cannot exceed the upper: an edited lower end gives way to the upper", () => {
    expect(clampRange({ start_range: 90, end_range: 40 }, "start")).toEqual({ start_range: 40, end_range: 40 });
  });

  it("the upper value cannot fall below the lower: an edited upper end gives way to the lower", () => {
    expect(clampRange({ start_range: 30, end_range: 10 }, "end")).toEqual({ start_range: 30, end_range: 30 });
  });

  it("a range in order, or a single point, is kept", () => {
    expect(clampRange({ start_range: 10, end_range: 30 }, "start")).toEqual({ start_range: 10, end_range: 30 });
    expect(clampRange({ start_range: 5, end_range: 5 }, "end")).toEqual({ start_range: 5, end_range: 5 });
  });
});
