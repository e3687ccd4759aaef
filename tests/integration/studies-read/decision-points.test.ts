// Decision points (spec 3 §3 "DecisionPoint"): types with title and order; a brand sees its own and the
// platform-wide decision points, never another brand's.
import { beforeAll, describe, expect, it } from "vitest";
import type { TDecisionPoint, TDecisionPointType } from "@/lib/studies/wire";
import { createBrand, createUser } from "../support/factories";
import { gql } from "../support/product-factories";
import { decisionPoint } from "./fixtures";

let brandId: string;
let token: string;
let mine: string;
let platform: string;
let theirs: string;

beforeAll(async () => {
  brandId = (await createBrand()).id;
  token = (await createUser({ brands: { [brandId]: [["survey", "read"]] } })).token;
  mine = (await decisionPoint(brandId, "Mine")).id;
  platform = (await decisionPoint(null, "Platform")).id;
  theirs = (await decisionPoint((await createBrand()).id, "Theirs")).id;
});

describe("decision points", () => {
  it("lists the brand's and the platform's decision points with their type", async () => {
    const res = await gql<{ decisionPoints: TDecisionPoint[] }>(token, `query($b: ID!) { decisionPoints(brand_id: $b) { _id title abbreviation type { _id title order } } }`, { b: brandId });
    const ids = res.data?.decisionPoints.map((d) => d._id) ?? [];
    expect(ids).toContain(mine);
    expect(ids).toContain(platform);
    expect(ids).not.toContain(theirs);
    expect(res.data?.decisionPoints.find((d) => d._id === mine)).toMatchObject({ title: "Mine", abbreviation: "MI", type: { order: 3 } });
    const outsider = (await createUser()).token;
    expect((await gql(outsider, `query($b: ID!) { decisionPoints(brand_id: $b) { _id } }`, { b: brandId })).errors?.[0]?.extensions?.code).toBe("forbidden");
  });

  it("lists decision-point types by order with title = name", async () => {
    const res = await gql<{ decisionPointTypes: TDecisionPointType[] }>(token, `{ decisionPointTypes { _id title order } }`);
    const orders = res.data?.decisionPointTypes.map((t) => t.order) ?? [];
    expect(orders.length).toBeGreaterThanOrEqual(3);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(res.data?.decisionPointTypes.every((t) => t.title.length > 0)).toBe(true);
  });
});
