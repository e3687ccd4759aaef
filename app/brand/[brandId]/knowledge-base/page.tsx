// /brand/{brandId}/knowledge-base – needs the enableKnowledgeBase feature and knowledge_base read (or admin).
import { guardBrandPage } from "@/server/access/page-guard";
import { MSG } from "@/lib/messages";

export const metadata = { title: "Knowledge Base" };

export default async function KnowledgeBasePage({ params }: { params: Promise<{ brandId: string }> }) {
  const { brandId } = await params;
  const { brand } = await guardBrandPage(brandId, { permission: "knowledge_base.read", feature: "enableKnowledgeBase" });
  return (
    <section aria-labelledby="kb-title">
      <h1 id="kb-title" className="text-2xl font-semibold">
        Knowledge Base
      </h1>
      <p className="mt-1 text-muted">What {brand.name} has learned from its studies.</p>
      <p className="mt-8 rounded border border-dashed border-line-strong p-8 text-center text-muted">{MSG.noneFound("learnings")}</p>
    </section>
  );
}
