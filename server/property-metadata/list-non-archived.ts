import "server-only";
// getNonArchivedBrandPropertyMetadata(brand_id, sort_by_name) (spec 1 §7): the brand's active field definitions,
// in display order (sort_order, then name) or, when asked, by name. Needs property_metadata read.
import { prisma, type Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { propertyMetadataSelect, serializePropertyMetadata, type TPropertyMetadataWire } from "./serialize";

/** Needs property_metadata.read. */
export async function listNonArchivedPropertyMetadata(
  access: TBrandAccess,
  input: { sortByName?: boolean | null } = {},
  db: Tx = prisma,
): Promise<TPropertyMetadataWire[]> {
  const rows = await db.propertyMetadata.findMany({
    where: access.where({ archived: false }),
    select: propertyMetadataSelect,
    orderBy: input.sortByName
      ? [{ name: "asc" }, { data_path: "asc" }]
      : [{ sort_order: "asc" }, { name: "asc" }, { data_path: "asc" }],
  });
  return rows.map(serializePropertyMetadata);
}
