import "server-only";
// GraphQL: brandAssortmentOptions(brand_id) — the catalogue's assortment filter options (our addition to the
// P2 contract; spec 1 §7 lists getBrandAssortments, which belongs to the assortments area).
import { brandField, builder } from "./builder";
import { listBrandAssortments, type TBrandAssortmentOption } from "../products/list-brand-assortments";

const BrandAssortmentOption = builder.objectRef<TBrandAssortmentOption>("BrandAssortmentOption").implement({
  fields: (t) => ({
    _id: t.exposeID("_id"),
    name: t.exposeString("name"),
    year: t.exposeInt("year"),
    season: t.exposeString("season"),
  }),
});

builder.queryField("brandAssortmentOptions", (t) =>
  brandField(t, {
    type: [BrandAssortmentOption],
    args: { brand_id: t.arg.string({ required: true }) },
    permission: "product.read",
    resolve: (access) => listBrandAssortments(access),
  }),
);
