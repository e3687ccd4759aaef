import "server-only";
// getBrandPropertyMetadata(brand_id) (spec 1 §7): every field definition of the brand, archived ones included
// (settings screens and bulk upload need them), in display order. Needs property_metadata read.
import { prisma, type Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { propertyMetadataSelect, serializePropertyMetadata, type TPropertyMetadataWire } from "./serialize";

/** Needs property_metadata.read. */
export async function listAllPropertyMetadata(access: TBrandAccess, db: Tx = prisma): Promise<TPropertyMetadataWire[]> {
  const rows = await db.propertyMetadata.findMany({
    where: access.where(),
    select: propertyMetadataSelect,
    orderBy: [{ sort_order: "asc" }, { name: "asc" }, { data_path: "asc" }],
  });
  return rows.map(serializePropertyMetadata);
}
