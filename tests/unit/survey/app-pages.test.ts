// components/survey/pages.ts: the page list of a visit and where a resumed visit opens.
import { describe, expect, it } from "vitest";
import { emptyAnswers, type TAnswerState } from "@/components/survey/answers";
import { buildPages, pageBlocked, pageKey, productNumber, resumeIndex } from "@/components/survey/pages";
import { survey } from "./app-fixtures";

const s = survey();
const pages = buildPages(s);
const keys = pages.map(pageKey);
const at = (key: string) => keys.indexOf(key);
const answers = (over: Partial<TAnswerState>): TAnswerState => ({ ...emptyAnswers(), ...over });

describe("buildPages", () => {
  it("orders privacy, intro, one page per segmentation question, then per product its intro and its card", () => {
    expect(keys).toEqual(["privacy", "intro", "segment-0", "segment-1", "product-0", "product-intro-1", "product-1", "product-2"]);
  });
  it("leaves out privacy and the intro when the survey has none", () => {
    expect(buildPages(survey({ privacy: null, intro: null })).map(pageKey)).toEqual(["segment-0", "segment-1", "product-0", "product-intro-1", "product-1", "product-2"]);
  });
  it("numbers products (and their intros) for the progress line", () => {
    expect(pages.map(productNumber)).toEqual([null, null, null, null, 1, 2, 2, 3]);
  });
});

describe("pageBlocked", () => {
  it("blocks a required segmentation question until answered; an optional one never", () => {
    expect(pageBlocked(pages[at("segment-0")]!, s, emptyAnswers())).toBe(true);
    expect(pageBlocked(pages[at("segment-0")]!, s, answers({ segments: { s1: { values: ["1"], text: null } } }))).toBe(false);
    expect(pageBlocked(pages[at("segment-1")]!, s, emptyAnswers())).toBe(false);
  });
  it("blocks a product until rated and its side's choice / multi follow-ups are answered (text is optional)", () => {
    const p = pages[at("product-0")]!;
    expect(pageBlocked(p, s, emptyAnswers())).toBe(true);
    // 5 stars: positive side asks f1 (choice), f2 (text), f3 (multi).
    expect(pageBlocked(p, s, answers({ ratings: { p1: 5 } }))).toBe(true);
    expect(pageBlocked(p, s, answers({ ratings: { p1: 5 }, followUps: { "p1:f1": { values: ["0"], text: null, star: null } } }))).toBe(true);
    expect(pageBlocked(p, s, answers({ ratings: { p1: 5 }, followUps: { "p1:f1": { values: ["0"], text: null, star: null }, "p1:f3": { values: ["1"], text: null, star: null } } }))).toBe(false);
    // 2 stars: the negative side does not ask f3.
    expect(pageBlocked(p, s, answers({ ratings: { p1: 2 }, followUps: { "p1:f1": { values: ["0"], text: null, star: null } } }))).toBe(false);
  });
  it("never blocks info pages", () => {
    expect(pageBlocked(pages[at("privacy")]!, s, emptyAnswers())).toBe(false);
    expect(pageBlocked(pages[at("product-intro-1")]!, s, emptyAnswers())).toBe(false);
  });
});

describe("resumeIndex", () => {
  const done1 = { "p1:f1": { values: ["0"], text: null, star: null } };
  it("opens the first page when nothing is saved", () => {
    expect(resumeIndex(pages, s, emptyAnswers())).toBe(0);
  });
  it("opens the page after the last answered one, skipping the info pages before it and the optional question left blank", () => {
    expect(resumeIndex(pages, s, answers({ segments: { s1: { values: ["0"], text: null } } }))).toBe(at("segment-1"));
    // Product 1 rated (2 stars, its choice follow-up answered): product 2's intro comes next.
    expect(resumeIndex(pages, s, answers({ segments: { s1: { values: ["0"], text: null } }, ratings: { p1: 2 }, followUps: done1 }))).toBe(at("product-intro-1"));
    expect(resumeIndex(pages, s, answers({ segments: { s1: { values: ["0"], text: null } }, ratings: { p1: 2, p2: 4 }, followUps: done1 }))).toBe(at("product-2"));
  });
  it("goes back to an earlier page that still lacks a required answer", () => {
    expect(resumeIndex(pages, s, answers({ ratings: { p1: 2 }, followUps: done1 }))).toBe(at("segment-0"));
    // Product 1 rated 5 but its required multi follow-up missing, product 2 rated.
    expect(resumeIndex(pages, s, answers({ segments: { s1: { values: ["0"], text: null } }, ratings: { p1: 5, p2: 3 }, followUps: done1 }))).toBe(at("product-0"));
  });
  it("stays on the last page when everything is saved (its button submits)", () => {
    const all = answers({ segments: { s1: { values: ["0"], text: null } }, ratings: { p1: 2, p2: 4, p3: 1 }, followUps: done1 });
    expect(resumeIndex(pages, s, all)).toBe(pages.length - 1);
  });
  it("answers 0 for an empty page list", () => {
    expect(resumeIndex([], s, emptyAnswers())).toBe(0);
  });
});
