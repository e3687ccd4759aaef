// A page whose screens arrive in a later issue (MakerLabs until P14, a study's results until P11): what it is, that it
// is not open yet, what it will show, when it arrives, and the way back — so no link leads to a 404 or a stub
// (docs/decisions.md P10 #18). Server component; the texts come from lib/messages.ts.
import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClass } from "./button";

export interface TComingPageProps {
  /** Prefix of the heading ids and of the notice's test id (`{id}-not-yet`). */
  id: string;
  /** Above the title (e.g. "Results"), if any. */
  eyebrow?: string;
  title: string;
  lead: string;
  notYet: string;
  whatTitle: string;
  what: readonly string[];
  whenTitle: string;
  when: string;
  /** The way back: the first is the primary action. */
  links: readonly { href: string; label: string }[];
}

export function ComingPage(p: TComingPageProps): ReactNode {
  return (
    <section aria-labelledby={`${p.id}-title`} className="flex max-w-3xl flex-col gap-6">
      <div>
        {p.eyebrow && <p className="text-sm text-muted">{p.eyebrow}</p>}
        <h1 id={`${p.id}-title`} className="text-2xl font-semibold break-words">
          {p.title}
        </h1>
        <p className="mt-1 text-muted">{p.lead}</p>
      </div>
      <p className="rounded-panel border border-dashed border-line-strong p-6 text-muted" data-testid={`${p.id}-not-yet`}>
        {p.notYet}
      </p>
      <section aria-labelledby={`${p.id}-what`}>
        <h2 id={`${p.id}-what`} className="text-lg font-semibold">
          {p.whatTitle}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-soft">
          {p.what.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={`${p.id}-when`}>
        <h2 id={`${p.id}-when`} className="text-lg font-semibold">
          {p.whenTitle}
        </h2>
        <p className="mt-2 text-ink-soft">{p.when}</p>
      </section>
      <div className="flex flex-wrap gap-2">
        {p.links.map((l, i) => (
          <Link key={l.href} href={l.href} className={buttonClass(i === 0 ? "primary" : "secondary")}>
            {l.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
