// components/survey/answers.ts: the app's answer state, the PUT body of a page and the side rules it mirrors.
import { describe, expect, it } from "vitest";
import { askedFollowUps, emptyAnswers, fromWire, isEmptyInput, mergeAnswers, productInput, segmentInput, setRating, withInput } from "@/components/survey/answers";
import { followUp, product, segment } from "./app-fixtures";

const p = product("p1", { follow_ups: [followUp("f1", "choice"), followUp("f2", "text"), followUp("f3", "multi", { positive: true, negative: false }), followUp("f4", "star", { positive: false, negative: true })] });

describe("askedFollowUps", () => {
  it("asks the positive side after 4–5 stars and the negative side after 1–3, only where that side fires", () => {
    expect(askedFollowUps(p, 5).map((x) => `${x.fu.id}:${x.side}`)).toEqual(["f1:positive", "f2:positive", "f3:positive"]);
    expect(askedFollowUps(p, 4).map((x) => x.fu.id)).toEqual(["f1", "f2", "f3"]);
    expect(askedFollowUps(p, 3).map((x) => `${x.fu.id}:${x.side}`)).toEqual(["f1:negative", "f2:negative", "f4:negative"]);
    expect(askedFollowUps(p, undefined)).toEqual([]);
  });
});

describe("setRating", () => {
  const s = { ...emptyAnswers(), ratings: { p1: 5, p9: 1 }, followUps: { "p1:f1": { values: ["0"], text: null, star: null }, "p9:f1": { values: ["1"], text: null, star: null } } };
  it("keeps the follow-up answers while the side stays the same", () => {
    expect(setRating(s, "p1", 4).followUps["p1:f1"]).toEqual({ values: ["0"], text: null, star: null });
  });
  it("drops the product's follow-up answers when the side changes, and only that product's", () => {
    const next = setRating(s, "p1", 2);
    expect(next.ratings.p1).toBe(2);
    expect(next.followUps["p1:f1"]).toBeUndefined();
    expect(next.followUps["p9:f1"]).toEqual({ values: ["1"], text: null, star: null });
  });
});

describe("productInput", () => {
  it("sends the rating and the answered follow-ups of the side asked, each in its own field", () => {
    const s = {
      ...emptyAnswers(),
      ratings: { p1: 2 },
      followUps: {
        "p1:f1": { values: ["1"], text: null, star: null },
        "p1:f2": { values: [], text: "  too short  ", star: null },
        "p1:f3": { values: ["0"], text: null, star: null }, // multi: positive side only, not asked after 2 stars
        "p1:f4": { values: [], text: null, star: 3 },
      },
    };
    expect(productInput(p, s)).toEqual({
      segments: [],
      ratings: [{ product_id: "p1", rating: 2 }],
      follow_ups: [
        { product_id: "p1", follow_up_id: "f1", values: ["1"], text: null, star: null },
        { product_id: "p1", follow_up_id: "f2", values: [], text: "  too short  ", star: null },
        { product_id: "p1", follow_up_id: "f4", values: [], text: null, star: 3 },
      ],
    });
  });
  it("leaves out unanswered follow-ups (a blank text) and sends nothing for an unrated product", () => {
    const s = { ...emptyAnswers(), ratings: { p1: 5 }, followUps: { "p1:f2": { values: [], text: "   ", star: null } } };
    expect(productInput(p, s).follow_ups).toEqual([]);
    expect(isEmptyInput(productInput(p, emptyAnswers()))).toBe(true);
  });
});

describe("segmentInput", () => {
  it("sends option ids for choice questions and the text for text questions; nothing when left blank", () => {
    const s = { ...emptyAnswers(), segments: { a: { values: ["1"], text: null }, b: { values: [], text: "Acme" }, c: { values: [], text: " " } } };
    expect(segmentInput(segment("a", "choice", true), s).segments).toEqual([{ demographic_id: "a", values: ["1"], text: null }]);
    expect(segmentInput(segment("b", "text", false), s).segments).toEqual([{ demographic_id: "b", values: [], text: "Acme" }]);
    expect(isEmptyInput(segmentInput(segment("c", "text", false), s))).toBe(true);
    expect(isEmptyInput(segmentInput(segment("d", "multi", false), s))).toBe(true);
  });
});

describe("fromWire / mergeAnswers / withInput", () => {
  it("reads the server's saved answers and lets local ones win (preview resumes from the browser)", () => {
    const server = fromWire({
      segments: [{ demographic_id: "a", values: ["0"], text: null }],
      ratings: [{ product_id: "p1", rating: 4 }],
      follow_ups: [{ product_id: "p1", follow_up_id: "f1", side: "positive", values: ["1"], text: null, star: null }],
    });
    expect(server.followUps["p1:f1"]).toEqual({ values: ["1"], text: null, star: null });
    const local = withInput(emptyAnswers(), { segments: [], ratings: [{ product_id: "p1", rating: 1 }], follow_ups: [] });
    const merged = mergeAnswers(server, local);
    expect(merged.ratings.p1).toBe(1);
    expect(merged.segments.a).toEqual({ values: ["0"], text: null });
  });
});
