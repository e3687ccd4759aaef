// GraphQL consumerProfiles(survey_ids, brand_id) (spec 1 §7): the profiles the given studies send to, or all the
// brand's live profiles without survey_ids; brand members only; another brand's study matches nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "@/lib/ids";
import { prisma } from "@/server/db";
import { country } from "../studies-read/fixtures";
import { createBrand, createUser } from "../support/factories";
import { gql } from "../support/product-factories";
import { draftStudy } from "../builder/fixtures";

let brandId: string;
let otherBrandId: string;
let member: string;
let outsider: string;
const ids: Record<"a" | "b" | "archived" | "foreign", string> = { a: "", b: "", archived: "", foreign: "" };

const QUERY = `query($b: ID!, $s: [ID!]) { consumerProfiles(brand_id: $b, survey_ids: $s) { _id title tier archived options { panel_screener values } avatar { _id } } }`;
type TAnswer = { consumerProfiles: { _id: string; title: string; tier: number; archived: boolean }[] };
const ask = (token: string, b: string, s?: string[]) => gql<TAnswer>(token, QUERY, { b, ...(s ? { s } : {}) });

const profile = (brand: string, title: string, archived = false) =>
  prisma.consumerProfile.create({ data: { id: newId(), brand_id: brand, title, tier: 2, archived } }).then((p) => p.id);

beforeAll(async () => {
  brandId = (await createBrand()).id;
  otherBrandId = (await createBrand()).id;
  member = (await createUser({ brands: { [brandId]: [["survey", "read"]] } })).token;
  outsider = (await createUser({ brands: { [otherBrandId]: [["survey", "read"]] } })).token;
  ids.a = await profile(brandId, "A shoppers");
  ids.b = await profile(brandId, "B parents");
  ids.archived = await profile(brandId, "C former", true);
  ids.foreign = await profile(otherBrandId, "Elsewhere");
});

describe("consumerProfiles(survey_ids, brand_id)", () => {
  it("without survey_ids: the brand's live profiles by title; with them: the profiles their audiences use, archived included", async () => {
    const all = await ask(member, brandId);
    expect(all.errors).toBeUndefined();
    expect(all.data!.consumerProfiles.map((p) => p.title)).toEqual(["A shoppers", "B parents"]);

    const study = await draftStudy(brandId, { products: 0 });
    const us = (await country("US")).id;
    await prisma.surveyCountry.create({ data: { survey_id: study.id, country_id: us } });
    await prisma.audience.createMany({
      data: [
        { survey_id: study.id, country_id: us, audience_type: "panel", consumer_profile_id: ids.b },
        { survey_id: study.id, country_id: us, audience_type: "social", consumer_profile_id: ids.archived },
        { survey_id: study.id, country_id: us, audience_type: "crm" },
      ],
    });
    const used = await ask(member, brandId, [study.id]);
    expect(used.data!.consumerProfiles.map((p) => [p.title, p.archived])).toEqual([
      ["B parents", false],
      ["C former", true],
    ]);
  });

  it("another brand's study matches nothing; a non-member is refused; a malformed id is invalid", async () => {
    const foreignStudy = await draftStudy(otherBrandId, { products: 0 });
    expect((await ask(member, brandId, [foreignStudy.id])).data!.consumerProfiles).toEqual([]);
    expect((await ask(outsider, brandId)).errors?.[0]?.extensions?.code).toBe("forbidden");
    expect((await ask(member, brandId, ["nope"])).errors?.[0]?.extensions?.code).toBe("invalid");
  });
});
