// /brand/{brandId}/labs – MakerLabs (spec 1 §2: a sidebar entry for synthetic research, path not given). The sidebar
// links here when enableSyntheticResearch is on; until predictions are built (P14) the page says what it will hold
// rather than leaving the link a 404 (docs/decisions.md P8 #21).
import { guardBrandPage } from "@/server/access/page-guard";
import { LABS_PAGE } from "@/lib/messages";

export const metadata = { title: "MakerLabs" };

export default async function LabsPage({ params }: { params: Promise<{ brandId: string }> }) {
  const { brandId } = await params;
  const { brand } = await guardBrandPage(brandId, { permission: "knowledge_base.read", feature: "enableSyntheticResearch" });
  return (
    <section aria-labelledby="labs-title">
      <h1 id="labs-title" className="text-2xl font-semibold">
        MakerLabs
      </h1>
      <p className="mt-1 text-slate-600">{LABS_PAGE.lead(brand.name)}</p>
      <p className="mt-8 rounded border border-dashed border-slate-300 p-8 text-center text-slate-600">{LABS_PAGE.notYet}</p>
    </section>
  );
}
