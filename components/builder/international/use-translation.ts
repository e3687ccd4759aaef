"use client";
// The translation state and calls of the International step (spec 2 §4 "Translation", §8, §9): which countries
// need a translation, whether this user may start one (more than 5 countries without an admin → a help request),
// Start / Refresh (admin) / Keep Current Translation / Cancel through …/translate, and while a translation runs a
// poll of GET …/translate every 2 s that reloads the study when the run has finished.
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/api-client";
import { SUPPORT_EMAIL } from "@/lib/constants";
import { translationStateOf } from "@/lib/international/state";
import { sourceChangeChoices, translationAction, translationStatus } from "@/lib/study-rules/countries";
import { TRANSLATION_MSG } from "@/lib/study-rules/messages";
import type { TWireTranslationRun } from "@/lib/builder/builder-wire";
import { fetchBuilderStudy } from "@/lib/builder/publish-flow";
import type { TBuilderStudy } from "@/lib/builder/study";
import { sendHelpRequest, textToHtml } from "../help-request";
import { useBuilder } from "../builder-context";
import type { TCountryInfo } from "./use-all-countries";

export const TRANSLATION_POLL_MS = 2000;

export const translateUrl = (brandId: string, studyId: string) => `/admin/brand/${brandId}/survey/${studyId}/translate`;

export function useTranslation(countries: TCountryInfo[]) {
  const { brandId, study, access, viewOnly, saveNow, replaceStudy, readOnly } = useBuilder();
  const [busy, setBusy] = useState(false);
  const [progressOpen, setProgressOpen] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [run, setRun] = useState<TWireTranslationRun | null>(study.translation_run);
  const state = translationStateOf(study);
  const isAdmin = access.isAdmin && !access.viewAsUser;
  const translating = study.countries_translating.length > 0;
  const def = study.default_country;
  /** The study's countries other than the default one: the ones a translation is for. */
  const others = countries.filter((c) => c.code !== def && study.study_countries.some((s) => s.code === c.code));
  const toTranslate = state.needed.filter((c) => others.some((o) => o.code === c));

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

  /** Start translating the countries that need it, or (refresh, admins) re-translate the translated ones. */
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

  return {
    state,
    overall: translationStatus(state),
    others,
    toTranslate,
    action: translationAction(toTranslate.length, isAdmin),
    choices: sourceChangeChoices(isAdmin),
    canAct: access.canWriteSurvey && !viewOnly && study.status === "Draft",
    translating,
    run,
    busy,
    progressOpen,
    setProgressOpen,
    confirmCancel,
    setConfirmCancel,
    start,
    requestHelp,
    keep,
    cancel,
  };
}

export type TTranslation = ReturnType<typeof useTranslation>;
