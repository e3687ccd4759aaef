// /brand/{brandId}/timeline – the brand dashboard.
import { guardBrandPage } from "@/server/access/page-guard";

export const metadata = { title: "Dashboard" };

export default async function TimelinePage({ params }: { params: Promise<{ brandId: string }> }) {
  const { brandId } = await params;
  const { brand } = await guardBrandPage(brandId);
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="text-2xl font-semibold">
        Dashboard
      </h1>
      <p className="mt-1 text-slate-600">{brand.name}</p>
    </section>
  );
}
