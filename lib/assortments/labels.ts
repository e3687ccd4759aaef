// How an assortment is named on every screen (spec 3 §2 "Assortment page", spec 1 §2 timeline): "Spring 2026", and
// the category after it when it has one. Used by the assortment screens and the builder's "Move Test".
export const seasonLabel = (season: string): string => (season ? season.charAt(0).toUpperCase() + season.slice(1) : season);

/** "Spring 2026". */
export const assortmentTitle = (a: { season: string; year: number }): string => `${seasonLabel(a.season)} ${a.year}`;
/** "Spring 2026 Footwear" when it has a category, else "Spring 2026". */
export const assortmentFullLabel = (a: { season: string; year: number; brand_category: { name: string } | null }): string =>
  a.brand_category ? `${assortmentTitle(a)} ${a.brand_category.name}` : assortmentTitle(a);
