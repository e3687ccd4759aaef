// /brand/{brandId}/knowledge-base/entry/{entryId} – one knowledge-base entry, read-only (P14 item 1; where a
// knowledge-base-only user's hits open). Data from server/pages/knowledge-base-page.ts.
import { EntryView } from "@/components/knowledge/entry-view";
import { KNOWLEDGE_UI } from "@/lib/knowledge/messages";
import { loadKnowledgeEntryPage } from "@/server/pages/knowledge-base-page";

export const metadata = { title: KNOWLEDGE_UI.title };

export default async function Page(props: { params: Promise<{ brandId: string; entryId: string }> }) {
  const { brandId, entryId } = await props.params;
  return <EntryView page={await loadKnowledgeEntryPage(brandId, entryId)} />;
}
