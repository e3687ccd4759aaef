// getResultsState (P9 item 7) from the stored study: ready, unfinished, deprecated, price studying, no products (an
// investment_review question does not count), and "no study" alike for an unknown id and another brand's study.
import { beforeAll, describe, expect, it } from "vitest";
import { RESULTS_STATE_MSG } from "@/lib/results/study-state";
import { prisma } from "@/server/db";
import { createBrand, createUser } from "../support/factories";
import { gql } from "../support/product-factories";
import { study } from "../studies-read/fixtures";

let brandId: string;
let token: string;
beforeAll(async () => {
  brandId = (await createBrand()).id;
  token = (await createUser({ brands: { [brandId]: [["survey", "read"]] } })).token;
});

const stateOf = async (surveyId: string) =>
  (await gql<{ getResultsState: { state: string; message: string | null } }>(token, `query($b: ID!, $s: ID!) { getResultsState(brand_id: $b, survey_id: $s) { state message } }`, { b: brandId, s: surveyId })).data
    ?.getResultsState;

describe("getResultsState", () => {
  it("answers each state from the study as stored", async () => {
    const closed = await study(brandId, { status: "Closed", products: 2 });
    expect(await stateOf(closed.id)).toEqual({ state: "ready", message: null });
    expect(await stateOf((await study(brandId, { status: "Draft", products: 2 })).id)).toEqual({ state: "unfinished", message: null });

    const legacy = await study(brandId, { status: "Closed", products: 1 });
    await prisma.survey.update({ where: { id: legacy.id }, data: { type: "legacy" } });
    expect(await stateOf(legacy.id)).toEqual({ state: "deprecated", message: RESULTS_STATE_MSG.deprecated("Legacy") });

    const priced = await study(brandId, { status: "Closed", products: 1 });
    await prisma.survey.update({ where: { id: priced.id }, data: { has_price_testing: true } });
    expect(await stateOf(priced.id)).toEqual({ state: "price_studying", message: RESULTS_STATE_MSG.priceStudying });

    // Its only question is an investment_review one: filtered out, so no products.
    const review = await study(brandId, { status: "Closed", products: 1 });
    await prisma.question.updateMany({ where: { survey_id: review.id }, data: { type: "investment_review" } });
    expect(await stateOf(review.id)).toEqual({ state: "no_products", message: RESULTS_STATE_MSG.noProducts });
  });

  it("an unknown id and another brand's study are both 'no study'", async () => {
    expect(await stateOf("a".repeat(24))).toEqual({ state: "no_study", message: RESULTS_STATE_MSG.noStudy });
    const theirs = await study((await createBrand()).id, { status: "Closed", products: 1 });
    expect(await stateOf(theirs.id)).toEqual({ state: "no_study", message: RESULTS_STATE_MSG.noStudy });
  });
});
