// getBrandPropertyMetadata(brand_id) (spec 1 §7): every field definition of the brand, archived ones included
// (settings screens and bulk upload need them), in display order. Needs property_metadata read.
import { prisma, type Tx } from "../db";
import type { Actor } from "../access/actor";
import { requireBrand } from "../access/brand-access";
import { propertyMetadataSelect, serializePropertyMetadata, type TPropertyMetadataWire } from "./serialize";

export async function listAllPropertyMetadata(actor: Actor, brandId: string, db: Tx = prisma): Promise<TPropertyMetadataWire[]> {
  await requireBrand(actor, brandId, { entity: "property_metadata", action: "read", db });
  const rows = await db.propertyMetadata.findMany({
    where: { brand_id: brandId },
    select: propertyMetadataSelect,
    orderBy: [{ sort_order: "asc" }, { name: "asc" }, { data_path: "asc" }],
  });
  return rows.map(serializePropertyMetadata);
}
