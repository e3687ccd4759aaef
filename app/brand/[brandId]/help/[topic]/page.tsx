// /brand/{brandId}/help/{topic} – one help topic (P15 item 10): what each screen is for, what each figure means (the
// results pages' own definitions), how to share, what a role lets you do. An unknown topic is the 404.
import { notFound } from "next/navigation";
import { HelpTopicPage } from "@/components/help/help-pages";
import { env } from "@/lib/env";
import { supportContact } from "@/lib/help/support";
import { helpTopic, isHelpTopic, HELP_TEXT } from "@/lib/help/topics";
import { guardBrandPage } from "@/server/access/page-guard";

export async function generateMetadata({ params }: { params: Promise<{ topic: string }> }) {
  const { topic } = await params;
  return { title: isHelpTopic(topic) ? `${helpTopic(topic).title} · ${HELP_TEXT.title}` : HELP_TEXT.title };
}

export default async function HelpTopicRoute({ params }: { params: Promise<{ brandId: string; topic: string }> }) {
  const { brandId, topic } = await params;
  await guardBrandPage(brandId, { permission: "brand.shell" });
  if (!isHelpTopic(topic)) notFound();
  return <HelpTopicPage brandId={brandId} content={helpTopic(topic)} contact={supportContact(env())} />;
}
