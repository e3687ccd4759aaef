// /brand/{brandId}/assortment/{assortmentId}/tests – the studies of one assortment (spec 3 §2 "Assortment page").
import { StudiesPage } from "@/components/studies/studies-page";
import { loadStudiesPage } from "@/server/pages/studies-page";

export const metadata = { title: "Studies" };

export default async function AssortmentStudiesPage({ params }: { params: Promise<{ brandId: string; assortmentId: string }> }) {
  const { brandId, assortmentId } = await params;
  return <StudiesPage {...await loadStudiesPage(brandId, assortmentId)} />;
}
