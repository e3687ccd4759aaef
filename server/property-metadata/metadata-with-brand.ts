// brandPropertyMetadataAndDefaults and brandAndPropertyMetadata (spec 1 §7): the brand's non-archived field
// definitions with its default pivot settings, or with the brand itself. Needs property_metadata read.
import type { TBoardDefaults } from "@/lib/products/board";
import { prisma } from "../db";
import type { Actor } from "../access/actor";
import { getBrand } from "../brands/get-brand";
import { listNonArchivedPropertyMetadata } from "./list-non-archived";

const DEFAULTS_SELECT = {
  default_x_axis: true,
  default_x_sort: true,
  default_y_axis: true,
  default_y_sort: true,
  default_order_by: true,
  default_order_by_sort: true,
  default_display_style: true,
} as const;

export async function getPropertyMetadataAndDefaults(actor: Actor, brandId: string) {
  // The metadata call checks access (property_metadata read) before the brand row is read.
  const property_metadata = await listNonArchivedPropertyMetadata(actor, { brandId });
  const defaults: TBoardDefaults = await prisma.brand.findUniqueOrThrow({ where: { id: brandId }, select: DEFAULTS_SELECT });
  return { property_metadata, defaults };
}

export async function getBrandAndPropertyMetadata(actor: Actor, brandId: string) {
  const property_metadata = await listNonArchivedPropertyMetadata(actor, { brandId });
  return { brand: await getBrand(actor, brandId), property_metadata };
}
