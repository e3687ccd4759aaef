// /brand/{brandId}/knowledge-base – the knowledge base (spec 1 §2: when the brand has enableKnowledgeBase; the home of
// knowledge-base-only users; P14 item 1). Data from server/pages/knowledge-base-page.ts.
import { KnowledgeBasePage } from "@/components/knowledge/knowledge-base-page";
import { KNOWLEDGE_UI } from "@/lib/knowledge/messages";
import { loadKnowledgeBasePage } from "@/server/pages/knowledge-base-page";

export const metadata = { title: KNOWLEDGE_UI.title };

export default async function Page(props: { params: Promise<{ brandId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { brandId } = await props.params;
  return <KnowledgeBasePage page={await loadKnowledgeBasePage(brandId, await props.searchParams)} />;
}
