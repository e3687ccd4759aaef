// MakerLabs feature extraction (lib/labs/features.ts): list and text tokenising, price bands, and missing attributes
// that never throw and contribute nothing.
import { describe, expect, it } from "vitest";
import {
  cosine, fitVectorizer, missingAttributes, priceBand, priceCuts, rawFeatures, splitList, stem, tokenizeText, vectorize,
  type TLabsProduct,
} from "@/lib/labs/features";
import { product } from "./fixtures";

const full = product({
  id: "p1", study_id: "s1", name: "Field Parka", description: "A relaxed parka in waxed cotton.", category: "Outerwear",
  price: 180, colors: "Olive / Black", materials: "80% cotton, 20% nylon", fit: "Relaxed", season: "AW",
});

describe("splitList", () => {
  it("splits on commas, slashes, semicolons, & and the word 'and'; lower-cases, trims and deduplicates", () => {
    expect(splitList("Olive / Black and White, olive")).toEqual(["olive", "black", "white"]);
    expect(splitList("wool & cashmere; silk + linen|hemp")).toEqual(["wool", "cashmere", "silk", "linen", "hemp"]);
    expect(splitList("Navy   Blue")).toEqual(["navy blue"]);
  });
  it("drops percentages so compositions list their materials", () => {
    expect(splitList("80% Cotton, 20,5 % Nylon")).toEqual(["cotton", "nylon"]);
  });
  it("is empty for null, blank or non-text values", () => {
    expect(splitList(null)).toEqual([]);
    expect(splitList("  ")).toEqual([]);
    expect(splitList(undefined)).toEqual([]);
    expect(splitList(42 as unknown as string)).toEqual([]);
  });
});

describe("tokenizeText", () => {
  it("lower-cases, folds accents, drops stop-words, 1-letter words and bare numbers, folds plurals", () => {
    expect(tokenizeText("The Café jackets, 2 pockets & a hood — made for 2025!")).toEqual(["cafe", "jacket", "pocket", "hood"]);
  });
  it("folds plurals without mangling short words or -ss/-us/-is endings", () => {
    expect(["dresses", "berries", "boxes", "gloss", "bus", "chassis", "jeans"].map(stem)).toEqual(["dress", "berry", "box", "gloss", "bus", "chassis", "jean"]);
  });
});

describe("price bands", () => {
  it("cuts at the quartiles of the training prices, with about 4 prices a band at least", () => {
    const prices = Array.from({ length: 16 }, (_, i) => (i + 1) * 10);
    expect(priceCuts(prices)).toEqual([47.5, 85, 122.5]);
    expect(priceCuts(prices.slice(0, 8))).toEqual([45]);
    expect(priceCuts([10, 20, 30])).toEqual([]);
    expect([10, 47.5, 50, 200].map((p) => priceBand(p, [47.5, 85, 122.5]))).toEqual([0, 0, 1, 3]);
  });
  it("ignores missing or invalid prices when cutting", () => {
    expect(priceCuts([Number.NaN, -5, ...Array.from({ length: 8 }, (_, i) => i)])).toEqual([3.5]);
  });
  it("keeps neighbouring bands partly similar, far bands not, and a missing price in its own band", () => {
    const history = Array.from({ length: 16 }, (_, i) => rawFeatures(product({ id: `h${i}`, price: (i + 1) * 10 })));
    const vz = fitVectorizer(history);
    const at = (price: number | null) => vectorize(rawFeatures(product({ id: "x", price })), vz);
    expect(cosine(at(20), at(30))).toBeCloseTo(1, 10);
    expect(cosine(at(20), at(60))).toBeGreaterThan(0.5);
    expect(cosine(at(20), at(160))).toBe(0);
    expect(Object.keys(at(null))).toEqual(["price:none"]);
  });
});

describe("missing attributes", () => {
  it("names every attribute that is null, blank or of the wrong type, in display order", () => {
    expect(missingAttributes(full)).toEqual([]);
    expect(missingAttributes(product({ id: "p", name: "Parka", colors: " ", price: Number.NaN }))).toEqual([
      "description", "category", "price", "colors", "materials", "fit", "season",
    ]);
    const broken = { id: "p", name: undefined, price: "12" } as unknown as TLabsProduct;
    expect(missingAttributes(broken)).toEqual(["name", "description", "category", "price", "colors", "materials", "fit", "season"]);
  });
  it("never throws and contributes nothing: only present groups get features", () => {
    const broken = { id: "p", name: undefined, price: "12" } as unknown as TLabsProduct;
    expect(rawFeatures(broken)).toEqual({ category: [], price: null, colors: [], materials: [], fit: [], season: [], text: [] });
    const vz = fitVectorizer([rawFeatures(full)]);
    const onlyColour = vectorize(rawFeatures(product({ id: "c", name: "", colors: "olive" })), vz);
    expect(Object.keys(onlyColour).filter((k) => !k.startsWith("price:"))).toEqual(["colors:olive"]);
    const v = vectorize(rawFeatures(full), vz);
    expect(Object.keys(v).map((k) => k.split(":")[0])).toEqual(expect.arrayContaining(["category", "price", "colors", "materials", "fit", "season", "text"]));
    expect(Object.values(v).reduce((s, x) => s + x * x, 0)).toBeCloseTo(1, 12);
  });
  it("drops words never seen in training (TF-IDF vocabulary) and weighs rare words above common ones", () => {
    const docs = ["olive parka", "olive coat", "olive jacket", "neon parka"].map((name, i) => rawFeatures(product({ id: `d${i}`, name })));
    const vz = fitVectorizer(docs);
    const v = vectorize(rawFeatures(product({ id: "q", name: "olive parka zebra" })), vz);
    expect(Object.keys(v)).toEqual(["price:none", "text:olive", "text:parka"]);
    expect(vz.idf["parka"]!).toBeGreaterThan(vz.idf["olive"]!);
  });
});
