// /brand/{brandId}/timeline – the brand dashboard: the assortment timeline (spec 1 §2, spec 3 §2).
import { Timeline } from "@/components/assortments/timeline";
import { QueryProvider } from "@/components/shell/query-provider";
import { permits } from "@/lib/permissions";
import { guardBrandPage } from "@/server/access/page-guard";

export const metadata = { title: "Dashboard" };

export default async function TimelinePage({ params }: { params: Promise<{ brandId: string }> }) {
  const { brandId } = await params;
  const { access, brand } = await guardBrandPage(brandId);
  // Creating, editing and deleting assortments need assortment write (admins pass); the server checks it again.
  const canWrite = permits(access.actor, access.brandId, "assortment.write");
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="text-2xl font-semibold">
        Dashboard
      </h1>
      <p className="mb-4 mt-1 text-muted">{brand.name}</p>
      <QueryProvider>
        <Timeline brandId={brandId} canWrite={canWrite} />
      </QueryProvider>
    </section>
  );
}
