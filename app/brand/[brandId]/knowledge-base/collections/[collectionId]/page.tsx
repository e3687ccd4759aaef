// /brand/{brandId}/knowledge-base/collections/{collectionId} – a curated collection of the knowledge base (P14 item 1).
// Data from server/pages/knowledge-base-page.ts.
import { CollectionView } from "@/components/knowledge/collection-view";
import { KNOWLEDGE_UI } from "@/lib/knowledge/messages";
import { loadKnowledgeCollectionPage } from "@/server/pages/knowledge-base-page";

export const metadata = { title: KNOWLEDGE_UI.collections };

export default async function Page(props: { params: Promise<{ brandId: string; collectionId: string }> }) {
  const { brandId, collectionId } = await props.params;
  return <CollectionView page={await loadKnowledgeCollectionPage(brandId, collectionId)} />;
}
