import "server-only";
// brandPropertyMetadataAndDefaults and brandAndPropertyMetadata (spec 1 §7): the brand's non-archived field
// definitions with its default pivot settings, or with the brand itself. Needs property_metadata read.
import type { TBoardDefaults } from "@/lib/products/board";
import { prisma } from "../db";
import { withPermission, type TBrandAccess } from "../access/authorize";
import { getBrand } from "../brands/get-brand";
import { BOARD_DEFAULTS_SELECT } from "../products/board-defaults";
import { listNonArchivedPropertyMetadata } from "./list-non-archived";

/** Needs property_metadata.read. */
export async function getPropertyMetadataAndDefaults(access: TBrandAccess) {
  const property_metadata = await listNonArchivedPropertyMetadata(access);
  const defaults: TBoardDefaults = await prisma.brand.findUniqueOrThrow({ where: { id: access.brandId }, select: BOARD_DEFAULTS_SELECT });
  return { property_metadata, defaults };
}

/** Needs property_metadata.read (the brand object's own rule, brand.member, follows from it). */
export async function getBrandAndPropertyMetadata(access: TBrandAccess) {
  const property_metadata = await listNonArchivedPropertyMetadata(access);
  return { brand: await getBrand(withPermission(access, "brand.member")), property_metadata };
}
