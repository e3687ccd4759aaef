// brandPropertyMetadataAndDefaults and brandAndPropertyMetadata (spec 1 §7): the brand's non-archived field
// definitions with its default pivot settings, or with the brand itself. Needs property_metadata read.
import type { TBoardDefaults } from "@/lib/products/board";
import { prisma } from "../db";
import type { Actor } from "../access/actor";
import { getBrand } from "../brands/get-brand";
import { BOARD_DEFAULTS_SELECT } from "../products/board-defaults";
import { listNonArchivedPropertyMetadata } from "./list-non-archived";

export async function getPropertyMetadataAndDefaults(actor: Actor, brandId: string) {
  // The metadata call checks access (property_metadata read) before the brand row is read.
  const property_metadata = await listNonArchivedPropertyMetadata(actor, { brandId });
  const defaults: TBoardDefaults = await prisma.brand.findUniqueOrThrow({ where: { id: brandId }, select: BOARD_DEFAULTS_SELECT });
  return { property_metadata, defaults };
}

export async function getBrandAndPropertyMetadata(actor: Actor, brandId: string) {
  const property_metadata = await listNonArchivedPropertyMetadata(actor, { brandId });
  return { brand: await getBrand(actor, brandId), property_metadata };
}
