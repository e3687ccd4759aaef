import "server-only";
// GraphQL of the admin brands list (spec 1 §7): createBrand(input) — "mutation to create a brand (empty input)" —
// and allBrands(is_active), the rows of POST /reports/all-brands. Both over the REST services; admins only.
//
// GraphQL forbids an input object without fields, so CreateBrandInput is a scalar that accepts only an empty
// object (`input: {}`) or no value at all: the input stays empty, and anything in it is refused.
import { GraphQLError, Kind, type ValueNode } from "graphql";
import { BRAND_MSG } from "@/lib/brands/messages";
import type { TBrandListRow, TBrandTestData } from "@/lib/brands/wire";
import { allBrandsReport } from "../brands/all-brands-report";
import { createBrand } from "../brands/create-brand";
import { BrandFeatureFlags } from "./brand";
import { builder } from "./builder";

type TEmpty = Record<string, never>;
type TTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

function emptyObject(value: unknown): TEmpty {
  if (value && typeof value === "object" && !Array.isArray(value) && Object.keys(value).length === 0) return {};
  throw new GraphQLError(BRAND_MSG.createInputNotEmpty);
}

// As in scalars.ts: the builder's Scalars map does not list this scalar, so it is registered with exact shapes.
const registerScalar = builder.scalarType as unknown as (
  name: string,
  options: PothosSchemaTypes.ScalarTypeOptions<TTypes, TEmpty, TEmpty>,
) => PothosSchemaTypes.ScalarRef<TTypes, TEmpty, TEmpty>;

const CreateBrandInput = registerScalar.call(builder, "CreateBrandInput", {
  description: "The empty input of createBrand: {} (spec 1 §5 \"the create-brand input is empty\").",
  serialize: () => ({}),
  parseValue: (value) => emptyObject(value),
  parseLiteral: (node: ValueNode) => {
    if (node.kind === Kind.OBJECT && node.fields.length === 0) return {};
    throw new GraphQLError(BRAND_MSG.createInputNotEmpty);
  },
});

const CreatedBrand = builder.objectRef<{ _id: string; name: string }>("CreatedBrand").implement({
  fields: (t) => ({ _id: t.exposeID("_id"), name: t.exposeString("name") }),
});

builder.mutationField("createBrand", (t) =>
  t.field({
    type: CreatedBrand,
    authScopes: { admin: BRAND_MSG.createAdminOnly },
    args: { input: t.arg({ type: CreateBrandInput }) },
    resolve: () => createBrand(),
  }),
);

const BrandTestData = builder.objectRef<TBrandTestData>("BrandTestData").implement({
  fields: (t) => ({
    num_tests: t.exposeInt("num_tests"),
    most_recent_test_date: t.exposeString("most_recent_test_date", { nullable: true }),
    num_active_tests_last_30_days: t.exposeInt("num_active_tests_last_30_days"),
    num_active_tests_last_60_days: t.exposeInt("num_active_tests_last_60_days"),
    num_active_tests: t.exposeInt("num_active_tests"),
    num_draft_tests: t.exposeInt("num_draft_tests"),
    num_closed_tests: t.exposeInt("num_closed_tests"),
  }),
});

const BrandListRow = builder.objectRef<TBrandListRow>("BrandListRow").implement({
  fields: (t) => ({
    _id: t.exposeID("_id"),
    name: t.exposeString("name"),
    logo: t.exposeString("logo", { nullable: true }),
    salesforce_id: t.exposeString("salesforce_id", { nullable: true }),
    demo: t.exposeBoolean("demo"),
    brand_type: t.exposeString("brand_type"),
    is_active: t.exposeBoolean("is_active"),
    date_created: t.exposeString("date_created"),
    num_users: t.exposeInt("num_users"),
    features: t.field({ type: BrandFeatureFlags, resolve: (b) => b.features }),
    test_data: t.field({ type: BrandTestData, resolve: (b) => b.test_data }),
  }),
});

builder.queryField("allBrands", (t) =>
  t.field({
    type: [BrandListRow],
    authScopes: { admin: BRAND_MSG.listAdminOnly },
    args: { is_active: t.arg.boolean() },
    resolve: (_r, { is_active }) => allBrandsReport(is_active == null ? {} : { is_active }),
  }),
);
