// /brand/{brandId}/assortment/{assortmentId}/line-reviews – the assortment's line_review studies (spec 3 §2).
import { StudiesPage } from "@/components/studies/studies-page";
import { loadStudiesPage } from "@/server/pages/studies-page";

export const metadata = { title: "Line Reviews" };

export default async function AssortmentLineReviewsPage({ params }: { params: Promise<{ brandId: string; assortmentId: string }> }) {
  const { brandId, assortmentId } = await params;
  return <StudiesPage {...await loadStudiesPage(brandId, assortmentId, "line_review")} />;
}
