// getProductScore / getChildProductsScore (spec 1 §3 "Product score"): per Active/Closed study, the 0–100 score
// from the average star rating, the percentile against the brand's benchmark norm (its other Closed studies; P9
// definitions, docs/decisions.md P9 #13–#16), the quartile position, the count.
import { beforeAll, describe, expect, it } from "vitest";
import { formatPercentile, formatScore } from "@/lib/products/format";
import { prisma } from "@/server/db";
import { createBrand, createUser } from "../support/factories";
import { addRatings, createProduct, createSurvey, gql } from "../support/product-factories";

type TScore = {
  product: string;
  scores: { survey: { _id: string; title: string; type: string }; customer_sentiment: { question: string | null; position: string | null; score: number | null; percentile: number | null; submission_count: number } }[];
};
const FIELDS = `product scores { survey { _id title type } customer_sentiment { question position score percentile submission_count } }`;

let brandId: string;
let token: string;
const p: Record<"parent" | "a" | "b" | "c" | "d", string> = { parent: "", a: "", b: "", c: "", d: "" };
let active: string;
let closed: string;

beforeAll(async () => {
  brandId = (await createBrand()).id;
  token = (await createUser({ brands: { [brandId]: [["product", "read"]] } })).token;
  p.parent = (await createProduct(brandId, { name: "Parent" })).id;
  for (const k of ["a", "b", "c", "d"] as const) p[k] = (await createProduct(brandId, { name: k.toUpperCase(), parentId: k === "a" || k === "b" ? p.parent : null })).id;

  active = (await createSurvey(brandId, { status: "Active", title: "Spring line review", productIds: [p.a, p.b, p.c, p.d] })).id;
  await addRatings(active, p.a, [5, 5, 5]);
  await addRatings(active, p.b, [4, 4]);
  await addRatings(active, p.c, [2, 3]);
  await addRatings(active, p.d, [1]);
  await addRatings(active, p.d, [5, 5, 5], { preview: true }); // previews never count

  closed = (await createSurvey(brandId, { status: "Closed", title: "Solo test", productIds: [p.a] })).id;
  await addRatings(closed, p.a, [4]);
  await createSurvey(brandId, { status: "Draft", productIds: [p.a] }); // drafts are not scored
  // The closed study is the newest: entries come newest study first.
  await prisma.survey.update({ where: { id: closed }, data: { date_created: new Date(Date.now() + 60_000) } });
});

const score = async (id: string) =>
  (await gql<{ getProductScore: TScore }>(token, `query($id: ID!, $b: ID!) { getProductScore(_id: $id, brand_id: $b) { ${FIELDS} } }`, { id, b: brandId })).data!.getProductScore;

describe("getProductScore", () => {
  // The norm of the Active study is the Closed "Solo test": one product scored 75. The Closed study itself has no
  // other Closed study to compare with.
  it("scores the top product of a study on 0–100 with percentile 100, AboveTop, and lists each Active/Closed study", async () => {
    const s = await score(p.a);
    expect(s.product).toBe(p.a);
    expect(s.scores.map((e) => e.survey._id)).toEqual([closed, active]);
    expect(s.scores[1]).toEqual({
      survey: { _id: active, title: "Spring line review", type: "early_stage" },
      customer_sentiment: { question: "How likely are you to buy product 1?", position: "AboveTop", score: 100, percentile: 100, submission_count: 3 },
    });
    // The brand's only Closed study: scored, but no history to compare with, so no percentile or position.
    expect(s.scores[0]!.customer_sentiment).toMatchObject({ score: 75, percentile: null, position: null, submission_count: 1 });
  });

  it("places the others against the norm by quartile, ties counted half", async () => {
    const b = (await score(p.b)).scores[0]!.customer_sentiment;
    const c = (await score(p.c)).scores[0]!.customer_sentiment;
    const d = (await score(p.d)).scores[0]!.customer_sentiment;
    // b 4, 4 → 75, tying the norm's 75 → 50; c 2, 3 → 37.5 and d 1 → 0 are below it → 0.
    expect(b).toMatchObject({ score: 75, percentile: 50, position: "Between", submission_count: 2 });
    expect(c).toMatchObject({ score: 37.5, percentile: 0, position: "BelowBottom" });
    expect(d).toMatchObject({ score: 0, percentile: 0, position: "BelowBottom", submission_count: 1 });
    // As the view shows them (spec 1 §2): floored percentile with its suffix, rounded score.
    expect([formatPercentile(b.percentile), formatScore(c.score)]).toEqual(["50th", "38"]);
  });

  it("lists a study where the product has no ratings yet with empty values", async () => {
    const fresh = await createProduct(brandId);
    const s = await createSurvey(brandId, { status: "Active", productIds: [fresh.id] });
    expect((await score(fresh.id)).scores).toEqual([
      { survey: expect.objectContaining({ _id: s.id }), customer_sentiment: expect.objectContaining({ score: null, percentile: null, position: null, submission_count: 0 }) },
    ]);
  });

  it("answers an empty list for a product in no study, and 'Product doesn't exist.' for an unknown one", async () => {
    expect((await score(p.parent)).scores).toEqual([]);
    const res = await gql(token, `query($id: ID!, $b: ID!) { getProductScore(_id: $id, brand_id: $b) { product } }`, { id: "e".repeat(24), b: brandId });
    expect(res.errors?.[0]?.extensions?.code).toBe("not_found");
  });
});

describe("getChildProductsScore", () => {
  it("answers one score per child of the product", async () => {
    const res = await gql<{ getChildProductsScore: TScore[] }>(token, `query($id: ID!, $b: ID!) { getChildProductsScore(_id: $id, brand_id: $b) { ${FIELDS} } }`, { id: p.parent, b: brandId });
    const list = res.data!.getChildProductsScore;
    expect(list.map((s) => s.product)).toEqual([p.a, p.b]);
    expect(list[1]!.scores[0]!.customer_sentiment.score).toBe(75);
  });
});
