import "server-only";
// GraphQL: productBoardDefaults(brand_id) — the brand's default pivot settings for the product board.
import type { TBoardDefaults } from "@/lib/products/board";
import { brandField, builder } from "./builder";
import { getProductBoardDefaults } from "../products/board-defaults";

export const ProductBoardDefaults = builder.objectRef<TBoardDefaults>("ProductBoardDefaults").implement({
  fields: (t) => ({
    default_x_axis: t.exposeString("default_x_axis", { nullable: true }),
    default_x_sort: t.exposeInt("default_x_sort", { nullable: true }),
    default_y_axis: t.exposeString("default_y_axis", { nullable: true }),
    default_y_sort: t.exposeInt("default_y_sort", { nullable: true }),
    default_order_by: t.exposeString("default_order_by", { nullable: true }),
    default_order_by_sort: t.exposeInt("default_order_by_sort", { nullable: true }),
    default_display_style: t.exposeString("default_display_style", { nullable: true }),
  }),
});

builder.queryField("productBoardDefaults", (t) =>
  brandField(t, {
    type: ProductBoardDefaults,
    args: { brand_id: t.arg.string({ required: true }) },
    permission: "product.read",
    resolve: (access) => getProductBoardDefaults(access),
  }),
);
