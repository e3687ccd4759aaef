import "server-only";
// productFilterBoundaries (spec 1 §5 "price range bounded by the brand's lowest and highest product price"):
// min/max price of the brand's live products, and the brand's default country for the currency symbol.
import { DEFAULT_CURRENCY_CODE, DEFAULT_CURRENCY_SYMBOL } from "@/lib/constants";
import { prisma, type Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";

export interface TProductFilterBoundaries {
  price: { low: number; high: number };
  default_country: { _id: string | null; currency_code: string; currency_symbol: string };
}

/** Needs product.read. */
export async function getProductFilterBoundaries(access: TBrandAccess, db: Tx = prisma): Promise<TProductFilterBoundaries> {
  const [range, brand] = await Promise.all([
    db.product.aggregate({ where: access.where({ deleted: false }), _min: { price: true }, _max: { price: true } }),
    db.brand.findUnique({
      where: { id: access.brandId },
      select: { default_country: { select: { id: true, currency_code: true, currency_symbol: true } } },
    }),
  ]);
  const country = brand?.default_country;
  return {
    // A brand without priced products has an empty range at 0 (the contract's bounds are non-null).
    price: { low: range._min.price ?? 0, high: range._max.price ?? 0 },
    default_country: {
      _id: country?.id ?? null,
      currency_code: country?.currency_code ?? DEFAULT_CURRENCY_CODE,
      currency_symbol: country?.currency_symbol ?? DEFAULT_CURRENCY_SYMBOL,
    },
  };
}
