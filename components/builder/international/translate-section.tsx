"use client";
// The translate section of the International step (spec 2 §2, §4 "Translation", §5, §6, §8, §9): the study's
// translation status and each country's, Start translation (more than 5 countries without an admin → a help
// request), the Translation In Progress modal, Cancel translation with a confirmation, Refresh Translation (admin,
// "M/S Admin Only") / Keep Current Translation when product texts changed, and "View translations" per country.
// The state, the calls and the 2 s poll while a translation runs live in use-translation.ts.
import { targetLanguage } from "@/lib/international/texts";
import { countryTranslationStatus } from "@/lib/study-rules/countries";
import { TRANSLATION_MSG } from "@/lib/study-rules/messages";
import type { TWireTranslationRun } from "@/lib/builder/builder-wire";
import { useBuilder } from "../builder-context";
import { CountryTranslationRow } from "./country-translation-row";
import { SourceChangedChoices, TranslationActions } from "./translation-actions";
import { TranslationDialogs } from "./translation-dialogs";
import { TranslationStatusBadge } from "./translation-status-badge";
import type { TCountryInfo } from "./use-all-countries";
import { useTranslation } from "./use-translation";

export { TRANSLATION_POLL_MS } from "./use-translation";

export function TranslateSection({ countries }: { countries: TCountryInfo[] }) {
  const { study } = useBuilder();
  const t = useTranslation(countries);
  const { run, translating } = t;

  if (t.others.length === 0) return null;

  return (
    <section aria-labelledby="intl-translate-title" className="space-y-4" data-testid="intl-translate">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="intl-translate-title" className="text-lg font-semibold">
          {TRANSLATION_MSG.translateTitle}
        </h3>
        <TranslationStatusBadge status={t.overall} />
      </div>

      {translating && run && run.status === "running" && <TranslationProgress run={run} />}
      {!translating && run?.status === "failed" && run.error && (
        <p role="alert" className="text-sm text-danger">
          {TRANSLATION_MSG.translationFailed(run.error)}
        </p>
      )}

      <ul className="divide-y divide-line-soft rounded border border-line" aria-label={TRANSLATION_MSG.translateTitle}>
        {t.others.map((c) => (
          <CountryTranslationRow key={c.code} country={c} status={countryTranslationStatus(t.state, c.code)} needsNone={targetLanguage(c.languages, study.language) === null} />
        ))}
      </ul>

      {t.canAct && <TranslationActions t={t} />}
      {t.canAct && !translating && t.state.sourceChanged && <SourceChangedChoices t={t} />}

      <TranslationDialogs t={t} />
    </section>
  );
}

/** The running translation's progress: a bar and "done of total". */
function TranslationProgress({ run }: { run: TWireTranslationRun }) {
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={TRANSLATION_MSG.statusLabels.in_progress}
        aria-valuemin={0}
        aria-valuemax={Math.max(run.total, 1)}
        aria-valuenow={run.done}
        className="h-2 w-full max-w-md overflow-hidden rounded bg-sunken-strong"
      >
        <div className="h-full bg-warning transition-all" style={{ width: `${run.total ? Math.round((run.done / run.total) * 100) : 0}%` }} />
      </div>
      <p className="text-xs text-muted">{TRANSLATION_MSG.progress(run.done, run.total)}</p>
    </div>
  );
}
