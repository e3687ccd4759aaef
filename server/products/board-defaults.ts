import "server-only";
// productBoardDefaults: the brand's default pivot settings for the product board (spec 1 §3 Brand).
import type { TBoardDefaults } from "@/lib/products/board";
import { prisma } from "../db";
import type { TBrandAccess } from "../access/authorize";

/** The brand's default pivot settings (spec 1 §3 Brand), shared by every read of them. */
export const BOARD_DEFAULTS_SELECT = {
  default_x_axis: true,
  default_x_sort: true,
  default_y_axis: true,
  default_y_sort: true,
  default_order_by: true,
  default_order_by_sort: true,
  default_display_style: true,
} as const;

/** Needs product.read. */
export async function getProductBoardDefaults(access: TBrandAccess): Promise<TBoardDefaults> {
  return prisma.brand.findUniqueOrThrow({
    where: { id: access.brandId },
    select: BOARD_DEFAULTS_SELECT,
  }) satisfies Promise<TBoardDefaults>;
}
