// Pure live-survey rules shared by the server and the respondent app (lib/survey/rules.ts).
import { describe, expect, it } from "vitest";
import { pickProducts } from "@/lib/survey/assignment";
import { DEFAULT_PRODUCTS_PER_RESPONDENT, followUpRequired, followUpSide, liveStatus, productCap } from "@/lib/survey/rules";

describe("products per respondent", () => {
  it("is 15 by default (spec 3 §6), lowered by an active limit.number, never raised above 15 (P10 #5)", () => {
    expect(DEFAULT_PRODUCTS_PER_RESPONDENT).toBe(15);
    expect(productCap({ active: false, number: 4 })).toBe(15);
    expect(productCap({ active: true, number: 4 })).toBe(4);
    expect(productCap({ active: true, number: 0 })).toBe(15);
    expect(productCap({ active: true, number: 2.5 })).toBe(15);
    expect(productCap({ active: true, number: 20 })).toBe(15);
  });

  it("gives a respondent of a 20-product study without an active limit exactly 15 products", () => {
    const products = Array.from({ length: 20 }, (_, i) => ({ product_id: `p${i}`, order: i, assigned_count: 0 }));
    const manual = pickProducts(products, productCap({ active: false, number: 15 }), false, Math.random);
    expect(manual).toEqual(products.slice(0, 15).map((p) => p.product_id));
    const random = pickProducts(products, productCap({ active: false, number: 15 }), true, Math.random);
    expect(new Set(random).size).toBe(15);
  });
});

describe("follow-ups", () => {
  it("asks the positive side after 4 or 5 stars and the negative side after 1 to 3", () => {
    expect([1, 2, 3, 4, 5].map(followUpSide)).toEqual(["negative", "negative", "negative", "positive", "positive"]);
  });

  it("requires choice, multi and star answers, not text, and not a side without options", () => {
    expect(followUpRequired("choice", 3)).toBe(true);
    expect(followUpRequired("multi", 1)).toBe(true);
    expect(followUpRequired("star", 0)).toBe(true);
    expect(followUpRequired("text", 0)).toBe(false);
    expect(followUpRequired("choice", 0)).toBe(false);
    expect(followUpRequired("multi", 0)).toBe(false);
  });
});

it("names the stored statuses as the wire does", () => {
  expect(liveStatus("started")).toBe("partial");
  expect(liveStatus("completed")).toBe("complete");
  expect(liveStatus("terminated")).toBe("terminate");
  expect(liveStatus("quota_full")).toBe("quota_full");
});
