// /brand/{brandId}/tests – the brand's studies list with filters, search and create buttons (spec 3 §2).
import { StudiesPage } from "@/components/studies/studies-page";
import { loadStudiesPage } from "@/server/pages/studies-page";

export const metadata = { title: "Studies" };

export default async function BrandStudiesPage({ params }: { params: Promise<{ brandId: string }> }) {
  const { brandId } = await params;
  return <StudiesPage {...await loadStudiesPage(brandId)} />;
}
