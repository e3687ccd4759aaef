import "server-only";
// The brand's property metadata → the spreadsheet column model (lib/bulk-upload/columns.ts).
import { buildColumnModel, type TColumnModel } from "@/lib/bulk-upload/columns";
import type { Tx } from "../db";

export async function loadColumnModel(db: Tx, brandId: string): Promise<TColumnModel> {
  const metadata = await db.propertyMetadata.findMany({
    where: { brand_id: brandId, archived: false },
    select: { id: true, name: true, data_path: true, data_type: true, valid_values: true, is_identifier: true, archived: true, sort_order: true },
  });
  return buildColumnModel(metadata);
}
