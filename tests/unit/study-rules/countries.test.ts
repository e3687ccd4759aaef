// International step rules (spec 2 §4 Translation, §5 countries and prices, §6, §9).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  INITIAL_TRANSLATION_STATE,
  canEditCountryPrice,
  countryTranslationStatus,
  parseCountryPrice,
  setCountryPrice,
  sourceChangeChoices,
  translationAction,
  translationLocksStudy,
  translationNeedsAdmin,
  translationReducer,
  translationStatus,
  type TTranslationEvent,
  type TTranslationState,
} from "@/lib/study-rules/countries";
import { TRANSLATION_MSG } from "@/lib/study-rules/messages";

const run = (events: TTranslationEvent[], from: TTranslationState = INITIAL_TRANSLATION_STATE) => events.reduce(translationReducer, from);

describe("spec texts", () => {
  it("quotes spec 2 §4/§8 verbatim", () => {
    expect(TRANSLATION_MSG.refresh).toBe("Refresh Translation");
    expect(TRANSLATION_MSG.keep).toBe("Keep Current Translation");
    expect(TRANSLATION_MSG.started).toBe("Translation has been started!");
    expect(TRANSLATION_MSG.kept).toBe("Current translations has been kept");
    expect(TRANSLATION_MSG.cancelled).toBe("Translation has been cancelled!");
    expect(TRANSLATION_MSG.startFailed("help@x.y")).toBe("Something went wrong with the translation, we're sorry! Please contact help@x.y");
    expect(TRANSLATION_MSG.cancelFailed("help@x.y")).toBe(
      "Something went wrong with the translation cancelation, we're sorry! Please contact help@x.y",
    );
  });
});

describe("admin rule", () => {
  it("more than 5 countries needs an admin; others send a help request", () => {
    expect(translationNeedsAdmin(5)).toBe(false);
    expect(translationNeedsAdmin(6)).toBe(true);
    expect(translationAction(6, false)).toBe("help-request");
    expect(translationAction(6, true)).toBe("start");
    expect(translationAction(5, false)).toBe("start");
    expect(sourceChangeChoices(false)).toEqual(["keep"]);
    expect(sourceChangeChoices(true)).toEqual(["refresh", "keep"]);
  });
});

describe("country prices", () => {
  it("the default country's price cannot be edited", () => {
    expect(canEditCountryPrice("us", "us")).toBe(false);
    expect(canEditCountryPrice("fr", "US")).toBe(true);
    expect(setCountryPrice({ us: 10 }, "us", "12", "us")).toEqual({ conversions: { us: 10 }, error: TRANSLATION_MSG.defaultPriceLocked });
  });
  it("prices are numeric", () => {
    expect(setCountryPrice({}, "fr", "12.5", "us")).toEqual({ conversions: { fr: 12.5 }, error: null });
    expect(setCountryPrice({ fr: 3 }, "fr", "abc", "us")).toEqual({ conversions: { fr: 3 }, error: TRANSLATION_MSG.priceNotNumber });
    expect(setCountryPrice({ fr: 3 }, "fr", " ", "us")).toEqual({ conversions: {}, error: null });
    expect(parseCountryPrice("1,299.00")).toBeNull();
    expect(parseCountryPrice("1e3")).toBeNull();
    expect(parseCountryPrice(".5")).toBe(0.5);
    expect(parseCountryPrice(7)).toBe(7);
    expect(parseCountryPrice("-1")).toBeNull();
    expect(parseCountryPrice("Infinity")).toBeNull();
  });
  it("property: a finite non-negative number round-trips", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 99 }), (units, cents) => {
        const text = `${units}.${String(cents).padStart(2, "0")}`;
        expect(parseCountryPrice(text)).toBe(Number(text));
        expect(parseCountryPrice(`-${text}`)).toBeNull();
      }),
    );
  });
});

describe("translation state machine", () => {
  const selected: TTranslationEvent = { type: "countries_changed", countries: ["us", "fr", "de"], defaultCountry: "us" };
  it("new countries need translation (not the default country)", () => {
    const s = run([selected]);
    expect(s.needed).toEqual(["fr", "de"]);
    expect(translationStatus(s)).toBe("needs_translation");
    expect(countryTranslationStatus(s, "us")).toBe("up_to_date");
  });
  it("start sets all selected countries translating and locks the study", () => {
    const s = run([selected, { type: "start", countries: ["fr", "de"] }]);
    expect(s.translating).toEqual(["fr", "de"]);
    expect(translationStatus(s)).toBe("in_progress");
    expect(translationLocksStudy(s)).toBe(true);
    expect(run([{ type: "countries_changed", countries: ["it"] }], s)).toBe(s);
  });
  it("a failed start rolls back the needs-translation state", () => {
    const before = run([selected]);
    const s = run([{ type: "start", countries: ["fr", "de"] }, { type: "start_failed" }], before);
    expect(s).toEqual(before);
  });
  it("completion makes the study up to date", () => {
    const s = run([selected, { type: "start", countries: ["fr", "de"] }, { type: "start_succeeded" }, { type: "completed", countries: ["fr", "de"] }]);
    expect(translationStatus(s)).toBe("up_to_date");
    expect(s.translated).toEqual(["fr", "de"]);
    expect(s.pending).toBeNull();
  });
  it("cancel resets translating; a failed cancel restores it", () => {
    const started = run([selected, { type: "start", countries: ["fr", "de"] }, { type: "start_succeeded" }]);
    const cancelled = run([{ type: "cancel" }, { type: "cancel_succeeded" }], started);
    expect(cancelled.translating).toEqual([]);
    expect(translationStatus(cancelled)).toBe("needs_translation");
    expect(run([{ type: "cancel" }, { type: "cancel_failed" }], started)).toEqual(started);
  });
  it("changed source text offers refresh or keep", () => {
    const done = run([selected, { type: "start", countries: ["fr", "de"] }, { type: "completed", countries: ["fr", "de"] }]);
    const changed = run([{ type: "source_changed" }], done);
    expect(translationStatus(changed)).toBe("changed_source");
    expect(countryTranslationStatus(changed, "fr")).toBe("changed_source");
    expect(translationStatus(run([{ type: "keep_current" }], changed))).toBe("up_to_date");
    const refreshing = run([{ type: "start", countries: ["fr", "de"], refresh: true }], changed);
    expect(refreshing.sourceChanged).toBe(false);
    expect(run([{ type: "completed", countries: ["fr", "de"] }], refreshing).sourceChanged).toBe(false);
    expect(translationStatus(run([{ type: "source_changed" }]))).toBe("up_to_date");
  });
  it("property: any event sequence keeps the lists disjoint and duplicate-free, and a failure right after start restores", () => {
    const country = fc.constantFrom("fr", "de", "it", "us");
    const event: fc.Arbitrary<TTranslationEvent> = fc.oneof(
      fc.record({ type: fc.constant("countries_changed" as const), countries: fc.array(country, { maxLength: 4 }), defaultCountry: fc.constant("us") }),
      fc.record({ type: fc.constant("start" as const), countries: fc.array(country, { maxLength: 4 }), refresh: fc.boolean() }),
      fc.record({ type: fc.constant("completed" as const), countries: fc.array(country, { maxLength: 4 }) }),
      fc.constantFrom<TTranslationEvent>(
        { type: "source_changed" }, { type: "start_succeeded" }, { type: "start_failed" }, { type: "keep_current" },
        { type: "cancel" }, { type: "cancel_succeeded" }, { type: "cancel_failed" },
      ),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 25 }), fc.array(country, { minLength: 1, maxLength: 4 }), (events, start) => {
        const s = run(events);
        for (const list of [s.translating, s.needed, s.translated]) expect(new Set(list).size).toBe(list.length);
        expect(s.translating.filter((c) => s.needed.includes(c))).toEqual([]);
        if (s.translating.length === 0) {
          const after = run([{ type: "start", countries: start }, { type: "start_failed" }], s);
          expect({ ...after, pending: null }).toEqual({ ...s, pending: null });
        }
      }),
    );
  });
});
