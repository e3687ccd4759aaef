// lib/survey/answers.ts: every rule of the answer batch (assigned products, follow-ups of that product's question,
// rating first, side asked, option ids, counts, stars, texts, segmentation per country, points), the stored rows
// (option texts, points, side), the required-at-completion list; property tests with fast-check.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkAnswers, missingParams, missingRequired, offeredIn, type TAnswerCtx } from "@/lib/survey/answers";
import { LIVE_MSG } from "@/lib/survey/messages";
import { followUpSide } from "@/lib/survey/rules";
import type { TShapeProduct, TStudyShape } from "@/lib/survey/shape";
import { LIVE_TEXT_MAX, ZLiveAnswers, type TLiveAnswersInput } from "@/lib/survey/wire";

const id = (n: number) => n.toString(16).padStart(24, "0");
const P1 = id(1), P2 = id(2), P3 = id(3);
const Q = (p: string) => `q${p.slice(1)}`;
const FU = { choice: id(101), multi: id(102), text: id(103), star: id(104), posOnly: id(105) };
const SEG = { age: id(201), shop: id(202), note: id(203), pic: id(204), unranged: id(205) };

function product(pid: string, order: number, required = true): TShapeProduct {
  return {
    product_id: pid,
    order,
    assigned_count: 0,
    question: {
      id: Q(pid),
      required,
      follow_ups: [
        { id: FU.choice, type: "choice", fire_positive: true, fire_negative: true, positive_options: ["Colour", "Fit", "Price"], negative_options: ["Too dear", "Ugly"] },
        { id: FU.multi, type: "multi", fire_positive: true, fire_negative: true, positive_options: ["Work", "Weekend", "Sport"], negative_options: ["Never", "Rarely"] },
        { id: FU.text, type: "text", fire_positive: true, fire_negative: true, positive_options: [], negative_options: [] },
        { id: FU.star, type: "star", fire_positive: true, fire_negative: false, positive_options: [], negative_options: [] },
        { id: FU.posOnly, type: "choice", fire_positive: true, fire_negative: false, positive_options: ["Yes", "No"], negative_options: [] },
      ],
    },
  };
}

const shape: TStudyShape = {
  id: id(900), short_id: "live1", brand_id: id(901), status: "Active", random: false, limit: { active: true, number: 2 },
  respondent_limit: null, limit_equals_stat_significance: false, language: "en",
  countries: [{ id: id(910), code: "US", respondent_limit: null }, { id: id(911), code: "FR", respondent_limit: null }],
  audiences: [],
  products: [product(P1, 0), product(P2, 1), product(P3, 2, false)],
  segments: [
    { id: SEG.age, type: "choice", required: true, randomize_options: false, options: ["18-24", "25-34", "35+"], point_values: [1, 2, 4], country_options: { FR: [true, true, false] }, part_of_point_range: true, special_input_type: null },
    { id: SEG.shop, type: "multi", required: false, randomize_options: true, options: ["Online", "Store", "Outlet"], point_values: [10, 20, 30], country_options: {}, part_of_point_range: false, special_input_type: null },
    { id: SEG.note, type: "text", required: false, randomize_options: false, options: [], point_values: [], country_options: {}, part_of_point_range: false, special_input_type: null },
    { id: SEG.pic, type: "image", required: false, randomize_options: false, options: ["Red", "Blue"], point_values: [], country_options: {}, part_of_point_range: false, special_input_type: null },
    { id: SEG.unranged, type: "choice", required: true, randomize_options: false, options: ["A", "B"], point_values: [], country_options: { FR: [false, false] }, part_of_point_range: false, special_input_type: null },
  ],
  segmentation_profiles: [], redirect_link: null, redirect_link_closed: null,
};

const ctx = (over: Partial<TAnswerCtx> = {}): TAnswerCtx => ({ assigned: [P1, P2], country: "US", ratings: new Map(), ...over });
const input = (over: Partial<TLiveAnswersInput>): TLiveAnswersInput => ({ segments: [], ratings: [], follow_ups: [], ...over });
const fu = (f: Partial<TLiveAnswersInput["follow_ups"][number]>) => ({ product_id: P1, follow_up_id: FU.choice, values: [], text: null, star: null, ...f });
const seg = (s: Partial<TLiveAnswersInput["segments"][number]>) => ({ demographic_id: SEG.age, values: [], text: null, ...s });

/** Runs checkAnswers and answers the refusal's text and item name (or fails the test when it passes). */
function refusal(i: TLiveAnswersInput, c: TAnswerCtx = ctx()): { message: string; name: string | undefined; code: string } {
  try {
    checkAnswers(shape, c, i);
  } catch (e) {
    const err = e as { message: string; code: string; invalidParams: { name: string }[] };
    return { message: err.message, code: err.code, name: err.invalidParams[0]?.name };
  }
  throw new Error("expected a refusal");
}

describe("ratings", () => {
  it("stores the rating with the product's question", () => {
    expect(checkAnswers(shape, ctx(), input({ ratings: [{ product_id: P1, rating: 4 }] })).ratings).toEqual([{ product_id: P1, question_id: Q(P1), rating: 4 }]);
  });
  it("refuses a product not assigned to the respondent, even one of the study", () => {
    expect(refusal(input({ ratings: [{ product_id: P3, rating: 4 }] }))).toEqual({ code: "invalid", message: LIVE_MSG.productNotAssigned, name: "ratings[0].product_id" });
    expect(refusal(input({ ratings: [{ product_id: id(77), rating: 4 }] })).message).toBe(LIVE_MSG.productNotAssigned);
  });
  it("refuses an assigned product that is no longer in the study", () => {
    expect(refusal(input({ ratings: [{ product_id: id(55), rating: 2 }] }), ctx({ assigned: [P1, id(55)] })).message).toBe(LIVE_MSG.productNotAssigned);
  });
  it("refuses stars outside 1–5 or not whole (the wire schema refuses them first)", () => {
    for (const rating of [0, 6, 3.5]) expect(refusal(input({ ratings: [{ product_id: P1, rating }] })).message).toBe(LIVE_MSG.starRequired);
    for (const rating of [0, 6, 3.5, "five"]) expect(ZLiveAnswers.safeParse({ ratings: [{ product_id: P1, rating }] }).success).toBe(false);
  });
  it("the last rating of a product in a batch wins", () => {
    expect(checkAnswers(shape, ctx(), input({ ratings: [{ product_id: P1, rating: 2 }, { product_id: P1, rating: 5 }] })).ratings).toEqual([{ product_id: P1, question_id: Q(P1), rating: 5 }]);
  });
});

describe("follow-ups", () => {
  const rated = ctx({ ratings: new Map([[P1, 5]]) });
  it("needs a rating, stored or in the same batch", () => {
    expect(refusal(input({ follow_ups: [fu({ values: ["0"] })] }))).toMatchObject({ message: LIVE_MSG.ratingFirst, name: "follow_ups[0].product_id" });
    expect(checkAnswers(shape, ctx(), input({ ratings: [{ product_id: P1, rating: 5 }], follow_ups: [fu({ values: ["0"] })] })).follow_ups).toHaveLength(1);
    expect(checkAnswers(shape, rated, input({ follow_ups: [fu({ values: ["0"] })] })).follow_ups).toHaveLength(1);
  });
  it("takes the side from the rating (batch before stored) and stores option texts of that side", () => {
    const [pos] = checkAnswers(shape, rated, input({ follow_ups: [fu({ values: ["2"] })] })).follow_ups;
    expect(pos).toEqual({ product_id: P1, question_id: Q(P1), follow_up_id: FU.choice, side: "positive", values: ["Price"], text: null, star: null });
    const [neg] = checkAnswers(shape, rated, input({ ratings: [{ product_id: P1, rating: 3 }], follow_ups: [fu({ values: ["1"] })] })).follow_ups;
    expect(neg).toMatchObject({ side: "negative", values: ["Ugly"] });
  });
  it("refuses a product not assigned and a follow-up of another question", () => {
    expect(refusal(input({ follow_ups: [fu({ product_id: P3, values: ["0"] })] }), rated)).toMatchObject({ message: LIVE_MSG.productNotAssigned, name: "follow_ups[0].product_id" });
    expect(refusal(input({ follow_ups: [fu({ follow_up_id: id(999), values: ["0"] })] }), rated)).toMatchObject({ message: LIVE_MSG.unknownQuestion, name: "follow_ups[0].follow_up_id" });
  });
  it("refuses a side that is not asked after that rating", () => {
    const low = ctx({ ratings: new Map([[P1, 2]]) });
    expect(refusal(input({ follow_ups: [fu({ follow_up_id: FU.posOnly, values: ["0"] })] }), low)).toMatchObject({ message: LIVE_MSG.sideNotAsked, name: "follow_ups[0].follow_up_id" });
    expect(refusal(input({ follow_ups: [fu({ follow_up_id: FU.star, star: 3 })] }), low).message).toBe(LIVE_MSG.sideNotAsked);
  });
  it("refuses option ids that do not exist on the side asked", () => {
    expect(refusal(input({ follow_ups: [fu({ values: ["3"] })] }), rated)).toMatchObject({ message: LIVE_MSG.unknownOption, name: "follow_ups[0].values" });
    // "2" exists on the positive side (3 options) but not on the negative one (2 options).
    expect(refusal(input({ follow_ups: [fu({ values: ["2"] })] }), ctx({ ratings: new Map([[P1, 1]]) })).message).toBe(LIVE_MSG.unknownOption);
    expect(refusal(input({ follow_ups: [fu({ values: ["x"] })] }), rated).message).toBe(LIVE_MSG.unknownOption);
  });
  it("choice takes exactly one option, multi at least one (repeats count once)", () => {
    expect(refusal(input({ follow_ups: [fu({ values: [] })] }), rated).message).toBe(LIVE_MSG.oneOption);
    expect(refusal(input({ follow_ups: [fu({ values: ["0", "1"] })] }), rated).message).toBe(LIVE_MSG.oneOption);
    expect(checkAnswers(shape, rated, input({ follow_ups: [fu({ values: ["1", "1"] })] })).follow_ups[0]?.values).toEqual(["Fit"]);
    expect(refusal(input({ follow_ups: [fu({ follow_up_id: FU.multi, values: [] })] }), rated).message).toBe(LIVE_MSG.atLeastOneOption);
    expect(checkAnswers(shape, rated, input({ follow_ups: [fu({ follow_up_id: FU.multi, values: ["2", "0", "2"] })] })).follow_ups[0]?.values).toEqual(["Sport", "Work"]);
  });
  it("a star follow-up needs a star 1–5", () => {
    expect(refusal(input({ follow_ups: [fu({ follow_up_id: FU.star })] }), rated)).toMatchObject({ message: LIVE_MSG.starRequired, name: "follow_ups[0].star" });
    for (const star of [0, 6, 2.5]) expect(refusal(input({ follow_ups: [fu({ follow_up_id: FU.star, star })] }), rated).message).toBe(LIVE_MSG.starRequired);
    expect(checkAnswers(shape, rated, input({ follow_ups: [fu({ follow_up_id: FU.star, star: 5 })] })).follow_ups[0]).toMatchObject({ star: 5, values: [], text: null });
  });
  it("a text follow-up needs non-blank text of at most 2000 characters, stored trimmed", () => {
    expect(refusal(input({ follow_ups: [fu({ follow_up_id: FU.text, text: "   " })] }), rated)).toMatchObject({ message: LIVE_MSG.textRequired, name: "follow_ups[0].text" });
    expect(refusal(input({ follow_ups: [fu({ follow_up_id: FU.text, text: "x".repeat(LIVE_TEXT_MAX + 1) })] }), rated).message).toBe(LIVE_MSG.textTooLong);
    expect(checkAnswers(shape, rated, input({ follow_ups: [fu({ follow_up_id: FU.text, text: "  nice  " })] })).follow_ups[0]?.text).toBe("nice");
  });
});

describe("segments", () => {
  it("stores option texts and the summed point values", () => {
    const out = checkAnswers(shape, ctx(), input({ segments: [seg({ values: ["2"] }), seg({ demographic_id: SEG.shop, values: ["0", "2"] }), seg({ demographic_id: SEG.note, text: " hi " })] }));
    expect(out.segments).toEqual([
      { demographic_id: SEG.age, values: ["35+"], text: null, points: 4 },
      { demographic_id: SEG.shop, values: ["Online", "Outlet"], text: null, points: 40 },
      { demographic_id: SEG.note, values: [], text: "hi", points: null },
    ]);
  });
  it("refuses a question that is not one of the study's enabled segments", () => {
    expect(refusal(input({ segments: [seg({ demographic_id: id(999), values: ["0"] })] }))).toMatchObject({ message: LIVE_MSG.unknownQuestion, name: "segments[0].demographic_id" });
  });
  it("refuses options not offered in the respondent's country", () => {
    expect(refusal(input({ segments: [seg({ values: ["2"] })] }), ctx({ country: "FR" }))).toMatchObject({ message: LIVE_MSG.unknownOption, name: "segments[0].values" });
    expect(checkAnswers(shape, ctx({ country: "FR" }), input({ segments: [seg({ values: ["1"] })] })).segments[0]?.values).toEqual(["25-34"]);
    expect(offeredIn(shape.segments[0]!, "fr", 2)).toBe(false);
    expect(offeredIn(shape.segments[0]!, "DE", 2)).toBe(true);
  });
  it("choice and image take exactly one option; multi at least one; text non-blank", () => {
    expect(refusal(input({ segments: [seg({ values: ["0", "1"] })] })).message).toBe(LIVE_MSG.oneOption);
    expect(refusal(input({ segments: [seg({ demographic_id: SEG.pic, values: [] })] })).message).toBe(LIVE_MSG.oneOption);
    expect(checkAnswers(shape, ctx(), input({ segments: [seg({ demographic_id: SEG.pic, values: ["1"] })] })).segments[0]).toMatchObject({ values: ["Blue"], points: null });
    expect(refusal(input({ segments: [seg({ demographic_id: SEG.shop, values: [] })] })).message).toBe(LIVE_MSG.atLeastOneOption);
    expect(refusal(input({ segments: [seg({ demographic_id: SEG.note, text: "" })] }))).toMatchObject({ message: LIVE_MSG.textRequired, name: "segments[0].text" });
    expect(refusal(input({ segments: [seg({ demographic_id: SEG.note, text: "y".repeat(LIVE_TEXT_MAX + 1) })] })).message).toBe(LIVE_MSG.textTooLong);
  });
  it("refuses unknown option ids", () => {
    expect(refusal(input({ segments: [seg({ values: ["3"] })] })).message).toBe(LIVE_MSG.unknownOption);
  });
  it("nothing is returned when a later item is bad (the whole batch is refused)", () => {
    expect(refusal(input({ ratings: [{ product_id: P1, rating: 5 }], segments: [seg({ values: ["0"] }), seg({ demographic_id: SEG.shop, values: ["9"] })] })).name).toBe("segments[1].values");
  });
});

describe("messages", () => {
  it("the too-long text names LIVE_TEXT_MAX", () => {
    expect(LIVE_MSG.textTooLong).toContain(String(LIVE_TEXT_MAX));
  });
});

describe("missingRequired", () => {
  const none = { segments: [], ratings: [], follow_ups: [] };
  it("lists required segments, ratings of required products and the choice/multi/star follow-ups of the side asked", () => {
    expect(missingRequired(shape, { assigned: [P1, P3], country: "US" }, none)).toEqual([
      { kind: "segment", demographic_id: SEG.age },
      { kind: "segment", demographic_id: SEG.unranged },
      { kind: "rating", product_id: P1 },
    ]);
    const rated = { segments: [{ demographic_id: SEG.age }, { demographic_id: SEG.unranged }], ratings: [{ product_id: P1, rating: 5 }], follow_ups: [] };
    expect(missingRequired(shape, { assigned: [P1], country: "US" }, rated).map((m) => m.kind === "follow_up" && m.follow_up_id)).toEqual([FU.choice, FU.multi, FU.star, FU.posOnly]);
    const low = { ...rated, ratings: [{ product_id: P1, rating: 1 }] };
    expect(missingRequired(shape, { assigned: [P1], country: "US" }, low).map((m) => m.kind === "follow_up" && m.follow_up_id)).toEqual([FU.choice, FU.multi]);
  });
  it("an answer of the other side does not count; a segment the country is offered no option of is not required", () => {
    const stored = {
      segments: [{ demographic_id: SEG.age }],
      ratings: [{ product_id: P1, rating: 1 }],
      follow_ups: [{ product_id: P1, follow_up_id: FU.choice, side: "positive" as const }, { product_id: P1, follow_up_id: FU.multi, side: "negative" as const }],
    };
    expect(missingRequired(shape, { assigned: [P1], country: "FR" }, stored)).toEqual([{ kind: "follow_up", product_id: P1, follow_up_id: FU.choice }]);
  });
  it("an optional product's follow-ups are required once it is rated; products gone from the study are skipped", () => {
    const stored = { segments: [{ demographic_id: SEG.age }, { demographic_id: SEG.unranged }], ratings: [{ product_id: P3, rating: 2 }], follow_ups: [] };
    expect(missingRequired(shape, { assigned: [P3, id(55)], country: "US" }, stored)).toHaveLength(2);
  });
  it("missingParams names each item", () => {
    expect(missingParams([{ kind: "rating", product_id: P1 }, { kind: "segment", demographic_id: SEG.age }, { kind: "follow_up", product_id: P1, follow_up_id: FU.multi }]).map((p) => p.name)).toEqual([
      `ratings.${P1}`, `segments.${SEG.age}`, `follow_ups.${P1}.${FU.multi}`,
    ]);
  });
});

// ---- properties ------------------------------------------------------------------------------------------------

const assignedProducts = shape.products.filter((p) => [P1, P2].includes(p.product_id));

/** A valid answer set for the US respondent: a rating per product and a valid answer to every follow-up asked. */
const validAnswers = fc
  .record({
    ratings: fc.tuple(...assignedProducts.map(() => fc.integer({ min: 1, max: 5 }))),
    picks: fc.array(fc.nat(100), { minLength: 40, maxLength: 40 }),
    age: fc.nat(2),
    shop: fc.uniqueArray(fc.nat(2), { minLength: 1, maxLength: 3 }),
    text: fc.string({ minLength: 1, maxLength: 50 }).filter((s) => s.trim().length > 0),
  })
  .map(({ ratings, picks, age, shop, text }) => {
    let k = 0;
    const pick = (n: number) => picks[k++ % picks.length]! % n;
    const follow_ups: TLiveAnswersInput["follow_ups"] = [];
    assignedProducts.forEach((p, i) => {
      const side = followUpSide(ratings[i]!);
      for (const f of p.question.follow_ups) {
        if (!(side === "positive" ? f.fire_positive : f.fire_negative)) continue;
        const options = side === "positive" ? f.positive_options : f.negative_options;
        const base = { product_id: p.product_id, follow_up_id: f.id, values: [] as string[], text: null, star: null };
        if (f.type === "text") follow_ups.push({ ...base, text });
        else if (f.type === "star") follow_ups.push({ ...base, star: pick(5) + 1 });
        else if (f.type === "choice") follow_ups.push({ ...base, values: [String(pick(options.length))] });
        else follow_ups.push({ ...base, values: [...new Set([String(pick(options.length)), String(pick(options.length))])] });
      }
    });
    return {
      segments: [
        { demographic_id: SEG.age, values: [String(age)], text: null },
        { demographic_id: SEG.shop, values: shop.map(String), text: null },
        { demographic_id: SEG.note, values: [], text },
        { demographic_id: SEG.unranged, values: ["1"], text: null },
      ],
      ratings: assignedProducts.map((p, i) => ({ product_id: p.product_id, rating: ratings[i]! })),
      follow_ups,
    } satisfies TLiveAnswersInput;
  });

describe("properties", () => {
  it("every valid answer set passes, and the stored rows then leave nothing required missing", () => {
    fc.assert(
      fc.property(validAnswers, (a) => {
        const out = checkAnswers(shape, ctx(), a);
        expect(out.ratings).toHaveLength(2);
        expect(out.follow_ups).toHaveLength(a.follow_ups.length);
        expect(out.segments.find((s) => s.demographic_id === SEG.age)?.points).toBe([1, 2, 4][Number(a.segments[0]!.values[0])]);
        expect(missingRequired(shape, { assigned: [P1, P2], country: "US" }, out)).toEqual([]);
      }),
    );
  });

  it("replacing any option id with one that does not exist is refused with unknownOption", () => {
    fc.assert(
      fc.property(validAnswers, fc.nat(), fc.integer({ min: 3, max: 999 }), (a, which, bad) => {
        const slots = [
          ...a.segments.flatMap((s, i) => s.values.map((_, j) => ({ kind: "segments" as const, i, j }))),
          ...a.follow_ups.flatMap((f, i) => f.values.map((_, j) => ({ kind: "follow_ups" as const, i, j }))),
        ];
        const slot = slots[which % slots.length]!;
        const mutated = structuredClone(a);
        mutated[slot.kind][slot.i]!.values[slot.j] = String(bad);
        try {
          checkAnswers(shape, ctx(), mutated);
        } catch (e) {
          expect((e as Error).message).toBe(LIVE_MSG.unknownOption);
          expect((e as { invalidParams: { name: string }[] }).invalidParams[0]?.name).toBe(`${slot.kind}[${slot.i}].values`);
          return;
        }
        throw new Error("a mutated option id passed");
      }),
    );
  });
});
