// Templates are for admins (spec 3 §2 "Non-admins do not see internal templates or template-type studies"): the lists
// leave them out, and every read of one study by id answers a non-admin exactly as an unknown id — 404 "Study not
// found." — over REST (plain and ?view=wizard, respondents_count, the translation reads) and GraphQL (getSurvey,
// getBrandSurvey, setStudyEditingProducts). Admins still read them.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "@/lib/ids";
import { STUDY_MSG } from "@/lib/studies/messages";
import * as getRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/route";
import * as countRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/respondents_count/route";
import * as translateRoute from "@/app/api/v1/admin/brand/[id]/survey/[surveyId]/translate/route";
import { call, createBrand, createUser } from "../support/factories";
import { gql } from "../support/product-factories";
import { study } from "./fixtures";

let brandId: string;
let admin: string;
let writer: string;
let reader: string;
let internalTemplate: string;
let templateType: string;
let plain: string;

beforeAll(async () => {
  brandId = (await createBrand()).id;
  admin = (await createUser({ is_admin: true })).token;
  writer = (await createUser({ brands: { [brandId]: [["survey", "write"]] } })).token;
  reader = (await createUser({ brands: { [brandId]: [["survey", "read"]] } })).token;
  internalTemplate = (await study(brandId, { internalTemplate: true, countries: ["US", "FR"], products: 1 })).id;
  templateType = (await study(brandId, { tempType: "template", countries: ["US", "FR"], products: 1 })).id;
  plain = (await study(brandId, { countries: ["US", "FR"], products: 1 })).id;
});

type TRead = (token: string, surveyId: string) => Promise<{ status: number; detail: string | undefined }>;

const rest = (handler: Parameters<typeof call>[0], url = "http://localhost/api/v1/test"): TRead => async (token, surveyId) => {
  const res = await call(handler, { token, url, params: { id: brandId, surveyId } });
  return { status: res.status, detail: res.json.detail };
};

/** A GraphQL read as a REST-like answer: 200 with data, or the error's status and message. */
const graphql = (query: string, vars: (s: string) => Record<string, unknown>): TRead => async (token, surveyId) => {
  const res = await gql(token, query, vars(surveyId));
  const error = res.errors?.[0];
  if (!error) return { status: 200, detail: undefined };
  return { status: error.extensions?.code === "not_found" ? 404 : 500, detail: error.message };
};

const READS: [string, TRead][] = [
  ["GET /brand/{b}/survey/{s}", rest(getRoute.GET)],
  ["GET /brand/{b}/survey/{s}?view=wizard", rest(getRoute.GET, "http://localhost/api/v1/test?view=wizard")],
  ["GET /brand/{b}/survey/{s}/respondents_count", rest(countRoute.GET)],
  ["GET /admin/brand/{b}/survey/{s}/translate", rest(translateRoute.GET)],
  ["GET /admin/brand/{b}/survey/{s}/translate?country=FR", rest(translateRoute.GET, "http://localhost/api/v1/test?country=FR")],
  ["getSurvey", graphql(`query($b: ID!, $s: ID!) { getSurvey(brand_id: $b, _id: $s) { _id } }`, (s) => ({ b: brandId, s }))],
  ["getBrandSurvey", graphql(`query($b: ID!, $s: ID!) { getBrandSurvey(brand_id: $b, survey_id: $s) { _id } }`, (s) => ({ b: brandId, s }))],
  [
    "setStudyEditingProducts",
    graphql(
      `mutation($b: ID!, $s: ID!) { setStudyEditingProducts(brand_id: $b, survey_id: $s, session_id: 1, product_ids: []) }`,
      (s) => ({ b: brandId, s }),
    ),
  ],
];

describe.each(READS)("%s", (_name, read) => {
  it("answers a template to a non-admin exactly as an unknown id", async () => {
    const unknown = await read(reader, newId());
    expect(unknown).toEqual({ status: 404, detail: STUDY_MSG.studyNotFound });
    for (const token of [reader, writer]) {
      expect(await read(token, internalTemplate)).toEqual(unknown);
      expect(await read(token, templateType)).toEqual(unknown);
    }
  });

  it("admins still read templates; members read ordinary studies", async () => {
    expect((await read(admin, internalTemplate)).status).toBe(200);
    expect((await read(admin, templateType)).status).toBe(200);
    expect((await read(reader, plain)).status).toBe(200);
  });
});
