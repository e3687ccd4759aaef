// /brand/{brandId}/help – the in-app help's index (P15 item 10; the sidebar's Help): topics written for merchandisers
// and how to reach support. Every member of the brand reads it (brand.shell, as the workspace around it).
import { HelpIndex } from "@/components/help/help-pages";
import { env } from "@/lib/env";
import { supportContact } from "@/lib/help/support";
import { HELP_TEXT, helpTopics } from "@/lib/help/topics";
import { guardBrandPage } from "@/server/access/page-guard";

export const metadata = { title: HELP_TEXT.title };

export default async function HelpPage({ params }: { params: Promise<{ brandId: string }> }) {
  const { brandId } = await params;
  await guardBrandPage(brandId, { permission: "brand.shell" });
  return <HelpIndex brandId={brandId} topics={helpTopics()} contact={supportContact(env())} />;
}
