// The grouped-studies GraphQL fields (contract surveyGroups, surveyGroup, createSurveyGroup, updateSurveyGroup)
// reach helper A's server/study-groups services: create, read back, update, list; validation errors keep their code.
import { beforeAll, describe, expect, it } from "vitest";
import type { TSurveyGroup } from "@/lib/studies/wire";
import { createBrand, createUser } from "../support/factories";
import { gql } from "../support/product-factories";
import { study } from "./fixtures";

const GROUP = `_id name short_id status logic surveys { survey { _id title } limit order } links { country audience_type url }`;
let brandId: string;
let token: string;
let a: string;
let b: string;

beforeAll(async () => {
  brandId = (await createBrand()).id;
  token = (await createUser({ brands: { [brandId]: [["survey", "write"]] } })).token;
  a = (await study(brandId, { title: "First", audiences: [["crm", "US"]] })).id;
  b = (await study(brandId, { title: "Second", audiences: [["crm", "US"]] })).id;
});

describe("survey group GraphQL", () => {
  it("creates, reads, updates and lists a group", async () => {
    const created = await gql<{ createSurveyGroup: TSurveyGroup }>(token, `mutation($g: SurveyGroupInput!) { createSurveyGroup(group: $g) { ${GROUP} } }`, {
      g: { brand: brandId, name: "Pair", logic: "percent", surveys: [{ survey: a, order: 0 }, { survey: b, order: 1 }] },
    });
    expect(created.errors).toBeUndefined();
    const g = created.data!.createSurveyGroup;
    expect(g).toMatchObject({ name: "Pair", logic: "percent", status: "draft" });
    expect(g.surveys.map((m) => m.survey.title)).toEqual(["First", "Second"]);

    const read = await gql<{ surveyGroup: TSurveyGroup }>(token, `query($id: ID!, $b: ID!) { surveyGroup(_id: $id, brand_id: $b) { ${GROUP} } }`, { id: g._id, b: brandId });
    expect(read.data?.surveyGroup._id).toBe(g._id);

    const updated = await gql<{ updateSurveyGroup: TSurveyGroup }>(token, `mutation($id: ID!, $g: SurveyGroupInput!) { updateSurveyGroup(_id: $id, group: $g) { ${GROUP} } }`, {
      id: g._id,
      g: { brand: brandId, name: "Pair renamed", logic: "reach", surveys: [{ survey: b, order: 0, limit: 5 }] },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateSurveyGroup).toMatchObject({ name: "Pair renamed", logic: "reach", surveys: [{ survey: { _id: b }, limit: 5 }] });

    const list = await gql<{ surveyGroups: TSurveyGroup[] }>(token, `query($b: ID!) { surveyGroups(brand_id: $b) { _id name } }`, { b: brandId });
    expect(list.data?.surveyGroups.map((x) => x.name)).toEqual(["Pair renamed"]);
  });

  it("keeps the services' validation errors", async () => {
    const res = await gql(token, `mutation($g: SurveyGroupInput!) { createSurveyGroup(group: $g) { _id } }`, {
      g: { brand: brandId, name: "Limits", logic: "reach", surveys: [{ survey: a, order: 0 }] },
    });
    expect(res.errors?.[0]?.extensions?.code).toBe("invalid");
  });
});
