// The assortment header's data as the layout reads it on the server: the assortment and its counts, null for an
// unknown assortment (the tab answers with its own 404), or a failure the header reports with the spec's toast.
import type { TAssortment, TAssortmentHeaderInfo } from "@/lib/studies/wire";
import { AppError } from "@/lib/errors";

export type THeaderAssortment = Pick<TAssortment, "_id" | "year" | "season" | "name" | "brand_category">;
export type TAssortmentHeaderData = { ok: true; assortment: THeaderAssortment; info: TAssortmentHeaderInfo } | { ok: false };

export interface THeaderReaders {
  assortment: () => Promise<TAssortment>;
  info: () => Promise<TAssortmentHeaderInfo>;
}

export async function readAssortmentHeader(read: THeaderReaders): Promise<TAssortmentHeaderData | null> {
  try {
    const [a, info] = await Promise.all([read.assortment(), read.info()]);
    return { ok: true, assortment: { _id: a._id, year: a.year, season: a.season, name: a.name, brand_category: a.brand_category }, info };
  } catch (e) {
    if (e instanceof AppError && e.code === "not_found") return null;
    // Anything else (no assortment read, a failing database) leaves the tabs usable and says so.
    if (!(e instanceof AppError)) console.error("[assortment header] unexpected error", e);
    return { ok: false };
  }
}
