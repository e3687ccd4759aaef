// The in-app help's pages (P15 item 10): the index of topics and one topic's page, from lib/help/topics.ts. Server
// components: plain links and text, no script.
import Link from "next/link";
import { HELP_TEXT, type THelpTopicContent } from "@/lib/help/topics";
import type { TSupportContact } from "@/lib/help/support";
import { routes } from "@/lib/routes";
import { SupportLinks } from "./support-links";

function Contact({ contact }: { contact: TSupportContact }) {
  return (
    <section aria-labelledby="help-contact" className="flex flex-col gap-2 rounded-panel border border-line bg-white p-4">
      <h2 id="help-contact" className="text-lg font-semibold">
        {HELP_TEXT.contactTitle}
      </h2>
      <p className="text-subtle">{HELP_TEXT.contactText}</p>
      <SupportLinks contact={contact} />
    </section>
  );
}

export function HelpIndex({ brandId, topics, contact }: { brandId: string; topics: THelpTopicContent[]; contact: TSupportContact }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold">{HELP_TEXT.title}</h1>
        <p className="mt-1 text-subtle">{HELP_TEXT.intro}</p>
      </header>
      <nav aria-label={HELP_TEXT.topicsLabel}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {topics.map((t) => (
            <li key={t.topic}>
              <Link href={routes.help(brandId, t.topic)} className="flex h-full flex-col gap-1 rounded-panel border border-line bg-white p-4 hover:border-primary" data-testid="help-topic">
                <span className="font-semibold text-primary underline">{t.title}</span>
                <span className="text-sm text-subtle">{t.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Contact contact={contact} />
    </div>
  );
}

export function HelpTopicPage({ brandId, content, contact }: { brandId: string; content: THelpTopicContent; contact: TSupportContact }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <p>
        <Link href={routes.help(brandId)} className="text-sm text-primary underline">
          {HELP_TEXT.back}
        </Link>
      </p>
      <header>
        <h1 className="text-2xl font-semibold">{content.title}</h1>
        <p className="mt-1 text-subtle">{content.intro}</p>
      </header>
      <nav aria-label={HELP_TEXT.onThisPage}>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {content.entries.map((e) => (
            <li key={e.id}>
              <a className="text-primary underline" href={`#${e.id}`}>
                {e.heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col gap-4">
        {content.entries.map((e) => (
          <section key={e.id} id={e.id} aria-labelledby={`${e.id}-title`} className="scroll-mt-4 rounded-panel border border-line bg-white p-4" data-testid="help-entry">
            <h2 id={`${e.id}-title`} className="text-lg font-semibold">
              {e.heading}
            </h2>
            {e.paragraphs.map((p, i) => (
              <p key={i} className="mt-2 text-ink-soft">
                {p}
              </p>
            ))}
          </section>
        ))}
      </div>
      <Contact contact={contact} />
    </div>
  );
}
