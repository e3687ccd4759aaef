// getNonArchivedBrandPropertyMetadata(brand_id, sort_by_name) (spec 1 §7): the brand's active field definitions,
// in display order (sort_order, then name) or, when asked, by name. Needs property_metadata read.
import { prisma, type Tx } from "../db";
import type { Actor } from "../access/actor";
import { requireBrand } from "../access/brand-access";
import { propertyMetadataSelect, serializePropertyMetadata, type TPropertyMetadataWire } from "./serialize";

export async function listNonArchivedPropertyMetadata(
  actor: Actor,
  input: { brandId: string; sortByName?: boolean | null },
  db: Tx = prisma,
): Promise<TPropertyMetadataWire[]> {
  await requireBrand(actor, input.brandId, { entity: "property_metadata", action: "read", db });
  const rows = await db.propertyMetadata.findMany({
    where: { brand_id: input.brandId, archived: false },
    select: propertyMetadataSelect,
    orderBy: input.sortByName
      ? [{ name: "asc" }, { data_path: "asc" }]
      : [{ sort_order: "asc" }, { name: "asc" }, { data_path: "asc" }],
  });
  return rows.map(serializePropertyMetadata);
}
