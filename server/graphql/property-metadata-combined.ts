import "server-only";
// GraphQL: brandPropertyMetadataAndDefaults and brandAndPropertyMetadata (spec 1 §7).
import { brandField, builder } from "./builder";
import { Brand } from "./brand";
import { ProductBoardDefaults } from "./product-board";
import { PropertyMetadata } from "./property-metadata";
import { getBrandAndPropertyMetadata, getPropertyMetadataAndDefaults } from "../property-metadata/metadata-with-brand";

type TWithDefaults = Awaited<ReturnType<typeof getPropertyMetadataAndDefaults>>;
type TWithBrand = Awaited<ReturnType<typeof getBrandAndPropertyMetadata>>;

const MetadataAndDefaults = builder.objectRef<TWithDefaults>("BrandPropertyMetadataAndDefaults").implement({
  fields: (t) => ({
    property_metadata: t.field({ type: [PropertyMetadata], resolve: (r) => r.property_metadata }),
    defaults: t.field({ type: ProductBoardDefaults, resolve: (r) => r.defaults }),
  }),
});

const BrandAndMetadata = builder.objectRef<TWithBrand>("BrandAndPropertyMetadata").implement({
  fields: (t) => ({
    brand: t.field({ type: Brand, resolve: (r) => r.brand }),
    property_metadata: t.field({ type: [PropertyMetadata], resolve: (r) => r.property_metadata }),
  }),
});

builder.queryField("brandPropertyMetadataAndDefaults", (t) =>
  brandField(t, {
    type: MetadataAndDefaults,
    args: { brand_id: t.arg.id({ required: true }) },
    permission: "property_metadata.read",
    resolve: (access) => getPropertyMetadataAndDefaults(access),
  }),
);

builder.queryField("brandAndPropertyMetadata", (t) =>
  brandField(t, {
    type: BrandAndMetadata,
    args: { brand_id: t.arg.id({ required: true }) },
    permission: "property_metadata.read",
    resolve: (access) => getBrandAndPropertyMetadata(access),
  }),
);
