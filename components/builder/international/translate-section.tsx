"use client";
// The translate section of the International step (spec 2 §2, §4 "Translation", §5, §6, §8, §9): the study's
// translation status and each country's, Start translation (more than 5 countries without an admin → a help
// request), the Translation In Progress modal, Cancel translation with a confirmation, Refresh Translation (admin,
// "M/S Admin Only") / Keep Current Translation when product texts changed, and "View translations" per country.
// While a translation runs the step polls GET …/translate every 2 s and reloads the study when it has finished.
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/api-client";
import { SUPPORT_EMAIL } from "@/lib/constants";
import { targetLanguage } from "@/lib/international/texts";
import { translationStateOf } from "@/lib/international/state";
import { countryTranslationStatus, sourceChangeChoices, translationAction, translationStatus, type TTranslationStatus } from "@/lib/study-rules/countries";
import { TRANSLATION_MSG } from "@/lib/study-rules/messages";
import type { TWireTranslationRun } from "@/lib/builder/builder-wire";
import { fetchBuilderStudy } from "@/lib/builder/publish-flow";
import type { TBuilderStudy } from "@/lib/builder/study";
import { sendHelpRequest, textToHtml } from "../help-request";
import { buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useBuilder } from "../builder-context";
import type { TCountryInfo } from "./use-all-countries";

export const TRANSLATION_POLL_MS = 2000;

const translateUrl = (brandId: string, studyId: string) => `/admin/brand/${brandId}/survey/${studyId}/translate`;

const STATUS_STYLE: Record<TTranslationStatus, string> = {
  in_progress: "bg-warning-muted text-warning-ink",
  needs_translation: "bg-danger-muted text-danger-ink",
  changed_source: "bg-notice-muted text-notice-ink",
  up_to_date: "bg-success-soft text-success-ink",
};

function StatusBadge({ status }: { status: TTranslationStatus }) {
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[status]}`} data-testid="intl-translation-status" data-status={status}>
      {TRANSLATION_MSG.statusLabels[status]}
    </span>
  );
}

export function TranslateSection({ countries }: { countries: TCountryInfo[] }) {
  const { brandId, study, access, viewOnly, saveNow, replaceStudy, readOnly } = useBuilder();
  const [busy, setBusy] = useState(false);
  const [progressOpen, setProgressOpen] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [run, setRun] = useState<TWireTranslationRun | null>(study.translation_run);
  const state = translationStateOf(study);
  const overall = translationStatus(state);
  const isAdmin = access.isAdmin && !access.viewAsUser;
  const canAct = access.canWriteSurvey && !viewOnly && study.status === "Draft";
  const translating = study.countries_translating.length > 0;
  const def = study.default_country;
  const others = countries.filter((c) => c.code !== def && study.study_countries.some((s) => s.code === c.code));
  const toTranslate = state.needed.filter((c) => others.some((o) => o.code === c));
  const action = translationAction(toTranslate.length, isAdmin);

  useEffect(() => setRun(study.translation_run), [study.translation_run]);

  // Poll while translating; when the run has finished, the study is reloaded (and turns editable again).
  const studyRef = useRef(study);
  studyRef.current = study;
  useEffect(() => {
    if (!translating) return;
    let live = true;
    const timer = setInterval(() => {
      void (async () => {
        try {
          const latest = await api<TWireTranslationRun | null>(translateUrl(brandId, studyRef.current._id));
          if (!live) return;
          setRun(latest);
          if (!latest || latest.status !== "running") {
            const fresh = await fetchBuilderStudy(brandId, studyRef.current._id);
            if (!live) return;
            replaceStudy(fresh);
            if (latest?.status === "failed") toast.error(TRANSLATION_MSG.startFailed(SUPPORT_EMAIL));
          }
        } catch {
          // a failed poll is retried at the next tick
        }
      })();
    }, TRANSLATION_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [translating, brandId, replaceStudy]);

  const post = useCallback(
    async (body: Record<string, unknown>) => {
      if (!readOnly && !(await saveNow())) throw new Error("save failed");
      return api<TBuilderStudy>(translateUrl(brandId, study._id), { method: "POST", json: body });
    },
    [brandId, study._id, readOnly, saveNow],
  );

  async function start(refresh = false) {
    const list = refresh ? state.translated.filter((c) => others.some((o) => o.code === c)) : toTranslate;
    if (list.length === 0) return;
    setBusy(true);
    try {
      const next = await post({ countries: list, ...(refresh ? { refresh_products_translations: true } : {}) });
      replaceStudy(next);
      toast.success(TRANSLATION_MSG.started);
      setProgressOpen(true);
    } catch {
      toast.error(TRANSLATION_MSG.startFailed(SUPPORT_EMAIL));
    } finally {
      setBusy(false);
    }
  }

  async function requestHelp() {
    setBusy(true);
    const names = others.filter((c) => toTranslate.includes(c.code)).map((c) => c.country_name).join(", ");
    await sendHelpRequest(brandId, study._id, { subject: TRANSLATION_MSG.needsAdminSubject, html: textToHtml(TRANSLATION_MSG.needsAdminBody(study.title, names)) });
    setBusy(false);
  }

  async function keep() {
    setBusy(true);
    try {
      replaceStudy(await post({ countries: [], unset_products_out_of_sync_translations: true }));
      toast.success(TRANSLATION_MSG.kept);
    } catch {
      toast.error(TRANSLATION_MSG.startFailed(SUPPORT_EMAIL));
    } finally {
      setBusy(false);
    }
  }

  async function cancel() {
    setBusy(true);
    try {
      const next = await api<TBuilderStudy>(translateUrl(brandId, study._id), { method: "PUT", json: { countries: study.countries_translating } });
      replaceStudy(next);
      toast.success(TRANSLATION_MSG.cancelled);
      setConfirmCancel(false);
      setProgressOpen(false);
    } catch {
      toast.error(TRANSLATION_MSG.cancelFailed(SUPPORT_EMAIL));
    } finally {
      setBusy(false);
    }
  }

  if (others.length === 0) return null;
  const choices = sourceChangeChoices(isAdmin);

  return (
    <section aria-labelledby="intl-translate-title" className="space-y-4" data-testid="intl-translate">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="intl-translate-title" className="text-lg font-semibold">
          {TRANSLATION_MSG.translateTitle}
        </h3>
        <StatusBadge status={overall} />
      </div>

      {translating && run && run.status === "running" && (
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
      )}
      {!translating && run?.status === "failed" && run.error && (
        <p role="alert" className="text-sm text-danger">
          {TRANSLATION_MSG.translationFailed(run.error)}
        </p>
      )}

      <ul className="divide-y divide-line-soft rounded border border-line" aria-label={TRANSLATION_MSG.translateTitle}>
        {others.map((c) => (
          <CountryTranslationRow key={c.code} country={c} status={countryTranslationStatus(state, c.code)} needsNone={targetLanguage(c.languages, study.language) === null} />
        ))}
      </ul>

      {canAct && (
        <div className="flex flex-wrap items-center gap-2">
          {translating ? (
            <button type="button" className={buttonClass("secondary")} disabled={busy} onClick={() => setConfirmCancel(true)}>
              {TRANSLATION_MSG.cancelTranslation}
            </button>
          ) : (
            toTranslate.length > 0 &&
            (action === "start" ? (
              <button type="button" className={buttonClass("primary")} disabled={busy} onClick={() => void start()}>
                {TRANSLATION_MSG.startTranslation}
              </button>
            ) : (
              <>
                <p className="text-sm text-subtle">{TRANSLATION_MSG.needsAdmin}</p>
                <button type="button" className={buttonClass("primary")} disabled={busy} onClick={() => void requestHelp()}>
                  {TRANSLATION_MSG.requestTranslation}
                </button>
              </>
            ))
          )}
        </div>
      )}

      {canAct && !translating && state.sourceChanged && (
        <div className="rounded border border-notice-line bg-notice-soft p-3 text-sm" role="group" aria-label={TRANSLATION_MSG.statusLabels.changed_source}>
          <p className="text-notice-ink">{TRANSLATION_MSG.changedSourceText}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            {choices.includes("refresh") && (
              <button type="button" className={buttonClass("primary")} disabled={busy} onClick={() => void start(true)}>
                {TRANSLATION_MSG.refresh} <span className="ml-1 text-xs opacity-80">({TRANSLATION_MSG.adminOnly})</span>
              </button>
            )}
            <button type="button" className={buttonClass("secondary")} disabled={busy} onClick={() => void keep()}>
              {TRANSLATION_MSG.keep}
            </button>
          </div>
        </div>
      )}

      <Dialog
        open={progressOpen}
        onOpenChange={setProgressOpen}
        title={TRANSLATION_MSG.inProgressTitle}
        description={TRANSLATION_MSG.inProgressText}
        footer={
          <button type="button" className={buttonClass("primary")} onClick={() => setProgressOpen(false)}>
            {TRANSLATION_MSG.close}
          </button>
        }
      />
      <Dialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        alert
        title={TRANSLATION_MSG.cancelConfirmTitle}
        description={TRANSLATION_MSG.cancelConfirmText}
        footer={
          <>
            <button type="button" className={buttonClass("secondary")} onClick={() => setConfirmCancel(false)}>
              {TRANSLATION_MSG.keepTranslating}
            </button>
            <button type="button" className={buttonClass("danger")} disabled={busy} onClick={() => void cancel()}>
              {TRANSLATION_MSG.yesCancel}
            </button>
          </>
        }
      />
    </section>
  );
}

interface TTexts {
  country: string;
  language: string | null;
  texts: { key: string; source: string; text: string }[];
}

function CountryTranslationRow({ country, status, needsNone }: { country: TCountryInfo; status: TTranslationStatus; needsNone: boolean }) {
  const { brandId, study } = useBuilder();
  const [open, setOpen] = useState(false);
  const [texts, setTexts] = useState<TTexts | null>(null);
  const [failed, setFailed] = useState(false);
  const panelId = useId();
  const translatedAt = study.study_countries.find((c) => c.code === country.code)?.translated_at ?? null;

  useEffect(() => {
    if (!open) return;
    let live = true;
    setFailed(false);
    api<TTexts>(`${translateUrl(brandId, study._id)}?country=${encodeURIComponent(country.code)}`).then(
      (t) => live && setTexts(t),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [open, brandId, study._id, country.code, translatedAt]);

  const productsWithout = texts?.language
    ? study.questions.filter((q) => !texts.texts.some((t) => t.key.startsWith(`product:${q.product}:`)))
    : [];

  return (
    <li className="p-3" data-testid="intl-translation-row" data-country={country.code}>
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-medium text-ink">{country.country_name}</span>
        {needsNone ? <span className="text-xs text-muted">{TRANSLATION_MSG.noTranslationNeeded}</span> : <StatusBadge status={status} />}
        {translatedAt && (
          <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)} className="ml-auto text-sm text-primary-strong underline">
            {open ? TRANSLATION_MSG.hideTranslations : TRANSLATION_MSG.viewTranslations}
          </button>
        )}
      </div>
      {open && (
        <div id={panelId} className="mt-3">
          {failed && <p role="alert" className="text-sm text-danger">{TRANSLATION_MSG.startFailed(SUPPORT_EMAIL)}</p>}
          {texts && texts.texts.length === 0 && <p className="text-sm text-muted">{TRANSLATION_MSG.noTranslations}</p>}
          {texts && texts.texts.length > 0 && (
            <table className="w-full text-sm" aria-label={TRANSLATION_MSG.translationsOf(country.country_name)} data-testid="intl-translations-table">
              <thead>
                <tr className="text-left text-muted">
                  <th scope="col" className="py-1 pr-4 font-medium">{TRANSLATION_MSG.sourceText}</th>
                  <th scope="col" className="py-1 font-medium">{TRANSLATION_MSG.translatedText}</th>
                </tr>
              </thead>
              <tbody>
                {texts.texts.map((t) => (
                  <tr key={t.key} className="border-t border-line-soft align-top" data-key={t.key}>
                    <td className="py-1 pr-4 text-subtle">{t.source}</td>
                    <td className="py-1 text-ink" lang={texts.language ?? undefined}>{t.text}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {productsWithout.map((q) => (
            <p key={q.product} className="mt-2 text-xs text-warning-strong">
              {q.full_product.name}: {TRANSLATION_MSG.noProductTranslation}
            </p>
          ))}
        </div>
      )}
    </li>
  );
}
