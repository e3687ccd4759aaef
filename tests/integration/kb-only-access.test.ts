// A knowledge-base-only user (spec 1 §6, P8 item 8) reads no brand data through the API: only the shell (presence)
// and the knowledge base. The user here is a member of the brand with knowledge_base read AND, deliberately,
// consumer profile, assortment and survey read granted: every refusal must come from the role, never from a missing
// grant. Each call answers 403 (REST: the kb-only text or the call's own; GraphQL: code "forbidden").
import { beforeAll, describe, expect, it } from "vitest";
import { ACCESS_MSG } from "@/lib/messages";
import { newId } from "@/lib/ids";
import { permissionDeniedText, type TPermission } from "@/lib/permissions";
import { prisma } from "@/server/db";
import { schema } from "@/server/graphql/schema";
import * as brandRoute from "@/app/api/v1/brand/[id]/route";
import * as tagsRoute from "@/app/api/v1/brand/[id]/tags/route";
import * as categoriesRoute from "@/app/api/v1/brand/[id]/brand_category/route";
import * as profilesRoute from "@/app/api/v1/brand/[id]/consumer_profile/route";
import * as decisionPointsRoute from "@/app/api/v1/brand/[id]/decision_point/route";
import { call, createBrand, createUser } from "./support/factories";
import { gql } from "./support/product-factories";

let brandId: string;
let kbOnly: string;
let member: string;

/** The texts a kb-only refusal may carry: the role's, or the declared permission's own (settings readers, …). */
const REFUSAL_TEXTS = [ACCESS_MSG.kbOnly, ...(["settings.read", "consumer_profile.read", "assortment.read", "survey.read"] as TPermission[]).map(permissionDeniedText)];

beforeAll(async () => {
  brandId = (await createBrand({ features: ["timeline", "enableKnowledgeBase"] })).id;
  kbOnly = (
    await createUser({
      roles: { full: false, restricted: false, kb_user: true },
      brands: { [brandId]: [["knowledge_base", "read"], ["consumer_profile", "read"], ["assortment", "read"], ["survey", "read"]] },
    })
  ).token;
  // A full member with the same grants reads everything below: the refusals are the role's alone.
  member = (
    await createUser({ brands: { [brandId]: [["knowledge_base", "read"], ["consumer_profile", "read"], ["assortment", "read"], ["survey", "read"]] } })
  ).token;
  await prisma.consumerProfile.create({ data: { id: newId(), brand_id: brandId, title: "Runners" } });
  await prisma.brandCategory.create({ data: { brand_id: brandId, name: "Outerwear" } });
});

type TRoute = Parameters<typeof call>[0];
const REST: [string, TRoute][] = [
  ["GET /brand/{id}/consumer_profile", profilesRoute.GET],
  ["GET /brand/{id}/decision_point", decisionPointsRoute.GET],
  ["GET /brand/{id}/brand_category", categoriesRoute.GET],
  ["GET /brand/{id}", brandRoute.GET],
  ["GET /brand/{id}/tags", tagsRoute.GET],
];

const GQL: [string, string][] = [
  ["consumerProfiles", `query($b: ID!) { consumerProfiles(brand_id: $b) { _id title options { panel_screener values } } }`],
  ["decisionPoints", `query($b: ID!) { decisionPoints(brand_id: $b) { _id title } }`],
  ["getBrandAssortments", `query($b: ID!) { getBrandAssortments(_id: $b) { _id brand_category { _id name } } }`],
  ["brand", `query($b: String!) { brand(brand_id: $b) { _id name features { timeline } } }`],
  ["brandFeatureFlags", `query($b: String!) { brandFeatureFlags(brand_id: $b) { timeline enableKnowledgeBase } }`],
  ["getAllTags(brand_id)", `query($b: String) { getAllTags(brand_id: $b) { _id path } }`],
];

describe("a knowledge-base-only user is refused brand data", () => {
  it.each(REST)("%s → 403", async (_name, route) => {
    const res = await call(route, { token: kbOnly, params: { id: brandId } });
    expect(res.status).toBe(403);
    expect(REFUSAL_TEXTS).toContain(res.json.detail);
  });

  it.each(GQL)("GraphQL %s → forbidden, no data", async (_name, query) => {
    const res = await gql<Record<string, unknown>>(kbOnly, query, { b: brandId });
    expect(res.errors?.[0]?.extensions?.code).toBe("forbidden");
    expect(REFUSAL_TEXTS).toContain(res.errors?.[0]?.message);
    expect(Object.values(res.data ?? {}).filter((v) => v !== null)).toEqual([]);
  });
});

describe("the same grants on a full member", () => {
  it.each(REST.filter(([name]) => !name.endsWith("/tags")))("%s → 200", async (_name, route) => {
    expect((await call(route, { token: member, params: { id: brandId } })).status).toBe(200);
  });

  it.each(GQL.filter(([name]) => !name.startsWith("getAllTags")))("GraphQL %s answers", async (_name, query) => {
    const res = await gql(member, query, { b: brandId });
    expect(res.errors).toBeUndefined();
  });
});

describe("the shell stays open to a knowledge-base-only user", () => {
  it("the presence subscription declares brand.shell", () => {
    const field = schema.getSubscriptionType()?.getFields().presence;
    expect(field?.extensions?.permission).toBe("brand.shell");
  });
});
