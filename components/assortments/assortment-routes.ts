// The assortment page's routes (spec 3 §2): /brand/{b}/assortment/{a} → ./products, and the shared-learnings
// tab's rule: it exists only with snap-and-share; otherwise the dashboard when the assortment dashboard is
// enabled, else the products tab.
import type { TAssortmentTab } from "./labels";

export const assortmentRoutes = {
  page: (brandId: string, assortmentId: string) => `/brand/${brandId}/assortment/${assortmentId}`,
  tab: (brandId: string, assortmentId: string, tab: TAssortmentTab) => `/brand/${brandId}/assortment/${assortmentId}/${tab}`,
};

/** Where the shared-learnings tab sends a visitor, or null when the tab is shown. */
export function sharedLearningsRedirect(
  features: { enableSnapShare: boolean; enableAssortmentDashboard: boolean },
  brandId: string,
  assortmentId: string,
): string | null {
  if (features.enableSnapShare) return null;
  return features.enableAssortmentDashboard ? `/brand/${brandId}/timeline` : assortmentRoutes.tab(brandId, assortmentId, "products");
}
