// A study's results page until the results screens arrive (P11): what will be here, when, and the way back — so no
// link of the studies list leads to a 404 (docs/decisions.md P10 #18). Server component; data from
// server/pages/results-page.ts through the route.
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { RESULTS_PAGE } from "@/lib/messages";
import { routes } from "@/lib/routes";
import { studyEditHref } from "@/lib/studies/list-view";

export function ResultsComing(props: { brandId: string; studyId: string; title: string; status: string; canEdit: boolean }) {
  return (
    <section aria-labelledby="results-title" className="flex max-w-3xl flex-col gap-6">
      <div>
        <p className="text-sm text-muted">{RESULTS_PAGE.heading}</p>
        <h1 id="results-title" className="text-2xl font-semibold break-words">
          {props.title}
        </h1>
        <p className="mt-1 text-muted">{RESULTS_PAGE.status(props.status)}</p>
      </div>
      <p className="rounded-panel border border-dashed border-line-strong p-6 text-muted" data-testid="results-not-yet">
        {RESULTS_PAGE.notYet}
      </p>
      <section aria-labelledby="results-what">
        <h2 id="results-what" className="text-lg font-semibold">
          {RESULTS_PAGE.whatTitle}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-soft">
          {RESULTS_PAGE.what.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="results-when">
        <h2 id="results-when" className="text-lg font-semibold">
          {RESULTS_PAGE.whenTitle}
        </h2>
        <p className="mt-2 text-ink-soft">{RESULTS_PAGE.when}</p>
      </section>
      <div className="flex flex-wrap gap-2">
        <Link href={routes.tests(props.brandId)} className={buttonClass("primary")}>
          {RESULTS_PAGE.studies}
        </Link>
        {props.canEdit && (
          <Link href={studyEditHref(props.brandId, props.studyId)} className={buttonClass("secondary")}>
            {RESULTS_PAGE.edit}
          </Link>
        )}
      </div>
    </section>
  );
}
