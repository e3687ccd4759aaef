"use client";
// What the user can do about the translation (spec 2 §4 "Translation", §6): Cancel translation while one runs;
// else Start translation, or — more than 5 countries without an admin — the explanation and Request translation.
// When product texts changed since the last translation: Refresh Translation ("M/S Admin Only") and Keep Current
// Translation.
import { Button } from "@/components/ui/button";
import { TRANSLATION_MSG } from "@/lib/study-rules/messages";
import type { TTranslation } from "./use-translation";

export function TranslationActions({ t }: { t: TTranslation }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {t.translating ? (
        <Button variant="secondary" disabled={t.busy} onClick={() => t.setConfirmCancel(true)}>
          {TRANSLATION_MSG.cancelTranslation}
        </Button>
      ) : (
        t.toTranslate.length > 0 &&
        (t.action === "start" ? (
          <Button variant="primary" disabled={t.busy} onClick={() => void t.start()}>
            {TRANSLATION_MSG.startTranslation}
          </Button>
        ) : (
          <>
            <p className="text-sm text-subtle">{TRANSLATION_MSG.needsAdmin}</p>
            <Button variant="primary" disabled={t.busy} onClick={() => void t.requestHelp()}>
              {TRANSLATION_MSG.requestTranslation}
            </Button>
          </>
        ))
      )}
    </div>
  );
}

/** Product texts changed since the study was translated: refresh (admins) or keep the current translation. */
export function SourceChangedChoices({ t }: { t: TTranslation }) {
  return (
    <div className="rounded border border-notice-line bg-notice-soft p-3 text-sm" role="group" aria-label={TRANSLATION_MSG.statusLabels.changed_source}>
      <p className="text-notice-ink">{TRANSLATION_MSG.changedSourceText}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {t.choices.includes("refresh") && (
          <Button variant="primary" disabled={t.busy} onClick={() => void t.start(true)}>
            {TRANSLATION_MSG.refresh} <span className="ml-1 text-xs opacity-80">({TRANSLATION_MSG.adminOnly})</span>
          </Button>
        )}
        <Button variant="secondary" disabled={t.busy} onClick={() => void t.keep()}>
          {TRANSLATION_MSG.keep}
        </Button>
      </div>
    </div>
  );
}
