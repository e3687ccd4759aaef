"use client";
// The wizard's state (docs/contracts/p4-builder.md "useBuilder"): the last server answer (`study`), the local edits
// merged over it (`draft`), a throttled trailing autosave of the changed fields (spec 2 §4, §9), the current step
// kept in the address without reloading (spec 2 §2), and the generic error dialog of spec 2 §8.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { api, ApiError } from "@/lib/api-client";
import type { TBuilderAccess } from "@/lib/builder/page";
import { STUDY_MSG } from "@/lib/studies/messages";
import { mergeDraft, pendingAfterSave, saveBody, type TDraftPatch, type TBuilderDraft } from "@/lib/builder/draft";
import { availableSteps, initialStep, isReadOnly, nextStep, previousStep, type TBuilderQuery } from "@/lib/builder/steps";
import type { TBuilderStep, TBuilderStudy } from "@/lib/builder/study";
import { saveThrottleMs, trailingThrottle, type TTrailingThrottle } from "@/lib/builder/throttle";
import { ErrorDialog, isSilentError } from "./error-dialog";

/** "invalid": a step shows a value it refused, so that value is not saved whatever else was (docs/decisions.md P10). */
export type TSaveState = "idle" | "saving" | "saved" | "stale" | "error" | "invalid";

export type { TBuilderAccess };

export interface TBuilderContext {
  brandId: string;
  assortmentId: string | null;
  study: TBuilderStudy;
  draft: TBuilderDraft;
  access: TBuilderAccess;
  readOnly: boolean;
  update(patch: TDraftPatch): void;
  saveNow(): Promise<boolean>;
  saveState: TSaveState;
  step: TBuilderStep;
  goTo(step: TBuilderStep): void;
  next(): void;
  back(): void;
  replaceStudy(s: TBuilderStudy): void;
  // Beyond the contract (additive; steps may ignore them):
  /** The steps listed for this user and query, in order. */
  steps: TBuilderStep[];
  query: TBuilderQuery;
  viewOnly: boolean;
  /** A step's validation, run before leaving it (spec 2 §4): return false to stay. */
  setValidator(step: TBuilderStep, validate: (() => boolean) | null): void;
  /** Runs the current step's validation (true when it passes or the wizard is read-only). */
  validateStep(): boolean;
  /** Opens the generic error dialog of spec 2 §8 (silent for a missing authorization token). */
  reportError(error: unknown): void;
  /**
   * A step says one of its inputs holds a value it refused (`invalid` true) and will not save, or no longer does. While
   * any does, the save indicator says so instead of "All Changes Saved" (docs/decisions.md P10 "Save state").
   */
  markInvalid(key: string, invalid: boolean): void;
}

const Ctx = createContext<TBuilderContext | null>(null);

export function useBuilder(): TBuilderContext {
  const v = useContext(Ctx);
  if (!v) throw new Error("useBuilder() needs a <BuilderProvider>.");
  return v;
}

export const saveStudy = (brandId: string, studyId: string, body: object) =>
  api<TBuilderStudy>(`/admin/brand/${brandId}/survey/${studyId}`, { method: "PUT", json: body });

interface Props {
  brandId: string;
  assortmentId: string | null;
  initialStudy: TBuilderStudy;
  access: TBuilderAccess;
  query: TBuilderQuery;
  viewOnly: boolean;
  brandLocked: boolean;
  children: ReactNode;
}

export function BuilderProvider({ brandId, assortmentId, initialStudy, access, query, viewOnly, brandLocked, children }: Props) {
  const [study, setStudy] = useState(initialStudy);
  const [pending, setPending] = useState<TDraftPatch>({});
  const [saveState, setSaveState] = useState<TSaveState>("idle");
  const [invalidKeys, setInvalidKeys] = useState<ReadonlySet<string>>(() => new Set());
  const [errorOpen, setErrorOpen] = useState(false);

  const steps = useMemo(
    () => availableSteps(study, access, { brandLocked, limit: query.steps }),
    [study, access, brandLocked, query.steps],
  );
  const [step, setStep] = useState<TBuilderStep>(() => initialStep(query.step, steps));

  const translating = ((study as Partial<{ countries_translating: string[] }>).countries_translating ?? []).length > 0;
  const readOnly = isReadOnly({ status: study.status, viewOnly, locked: study.config.locked === true, translating });

  // Refs for the save loop, which runs outside renders.
  const studyRef = useRef(study);
  const pendingRef = useRef(pending);
  const readOnlyRef = useRef(readOnly);
  const staleRef = useRef(false);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const throttle = useRef<TTrailingThrottle | null>(null);
  const validators = useRef(new Map<TBuilderStep, () => boolean>());
  useEffect(() => {
    studyRef.current = study;
    readOnlyRef.current = readOnly;
  }, [study, readOnly]);

  const reportError = useCallback((error: unknown) => {
    if (isSilentError(error)) return;
    setErrorOpen(true);
  }, []);

  const runSave = useCallback(async (): Promise<boolean> => {
    // One save at a time: a save asked for while one runs waits for it, then sends what is left.
    while (inFlight.current) await inFlight.current;
    const current = studyRef.current;
    if (staleRef.current) return false;
    // Saving is skipped when read-only or when there is no short_id (spec 2 §4).
    if (readOnlyRef.current || !current.short_id) return true;
    const body = saveBody(current, pendingRef.current);
    if (!body) {
      setSaveState((s) => (s === "saving" ? "saved" : s));
      return true;
    }
    const { date_modified: _dm, ...sent } = body;
    void _dm;
    setSaveState("saving");
    const attempt = (async () => {
      try {
        const saved = await saveStudy(brandId, current._id, body);
        studyRef.current = saved;
        setStudy(saved);
        pendingRef.current = pendingAfterSave(sent, pendingRef.current);
        setPending(pendingRef.current);
        setSaveState(Object.keys(pendingRef.current).length > 0 ? "saving" : "saved");
        return true;
      } catch (e) {
        if (e instanceof ApiError && e.status === 409 && e.message === STUDY_MSG.staleStudy) {
          staleRef.current = true;
          setSaveState("stale");
        } else {
          setSaveState("error");
          reportError(e);
        }
        return false;
      }
    })();
    inFlight.current = attempt;
    const ok = await attempt;
    inFlight.current = null;
    // Edits made while the save was in flight go in the next one.
    if (ok && Object.keys(pendingRef.current).length > 0) throttle.current?.schedule();
    return ok;
  }, [brandId, reportError]);

  useEffect(() => {
    const t = trailingThrottle(() => void runSave(), saveThrottleMs());
    throttle.current = t;
    // A step's mount effect runs before this one (children first): edits it made are saved too.
    if (Object.keys(pendingRef.current).length > 0 && !readOnlyRef.current && !staleRef.current) t.schedule();
    return () => t.cancel();
  }, [runSave]);

  const update = useCallback((patch: TDraftPatch) => {
    pendingRef.current = { ...pendingRef.current, ...patch };
    setPending(pendingRef.current);
    if (readOnlyRef.current || staleRef.current) return;
    setSaveState("saving");
    throttle.current?.schedule();
  }, []);

  const saveNow = useCallback(async () => {
    throttle.current?.cancel();
    return runSave();
  }, [runSave]);

  const replaceStudy = useCallback((s: TBuilderStudy) => {
    studyRef.current = s;
    setStudy(s);
  }, []);

  // The step lives in the address (?step=) without a reload: pushState keeps the browser's Back working.
  const writeStep = useCallback((s: TBuilderStep, push: boolean) => {
    const url = new URL(window.location.href);
    if (url.searchParams.get("step") === s) return;
    url.searchParams.set("step", s);
    window.history[push ? "pushState" : "replaceState"](window.history.state, "", url.pathname + url.search + url.hash);
  }, []);
  useEffect(() => writeStep(step, false), []); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    const onPop = () => {
      const s = new URL(window.location.href).searchParams.get("step");
      const found = steps.find((x) => x === s);
      if (found) setStep(found);
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [steps]);

  const validateStep = useCallback(() => {
    // Each step validates before moving on (read-only wizards have nothing to check).
    const validate = validators.current.get(step);
    return readOnlyRef.current || !validate || validate();
  }, [step]);

  const goTo = useCallback(
    (target: TBuilderStep) => {
      if (target === step || !steps.includes(target)) return;
      if (!validateStep()) return;
      // Every step change triggers a save (spec 2 §4).
      void saveNow();
      setStep(target);
      writeStep(target, true);
      window.scrollTo?.({ top: 0 });
    },
    [step, steps, saveNow, writeStep, validateStep],
  );
  const next = useCallback(() => {
    const n = nextStep(step, steps);
    if (n) goTo(n);
  }, [goTo, step, steps]);
  const back = useCallback(() => {
    const p = previousStep(step, steps);
    if (p) goTo(p);
  }, [goTo, step, steps]);

  const setValidator = useCallback((s: TBuilderStep, fn: (() => boolean) | null) => {
    if (fn) validators.current.set(s, fn);
    else validators.current.delete(s);
  }, []);

  const markInvalid = useCallback((key: string, invalid: boolean) => {
    setInvalidKeys((cur) => {
      if (cur.has(key) === invalid) return cur;
      const next = new Set(cur);
      if (invalid) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  const draft = useMemo(() => mergeDraft(study, pending), [study, pending]);
  // A refused value on screen outranks "saving" and "saved"; a stale or failed save still says reload.
  const shownSaveState: TSaveState = invalidKeys.size > 0 && saveState !== "stale" && saveState !== "error" ? "invalid" : saveState;

  const value: TBuilderContext = {
    brandId,
    assortmentId: study.assortment_id ?? assortmentId,
    study,
    draft,
    access,
    readOnly,
    update,
    saveNow,
    saveState: shownSaveState,
    step,
    goTo,
    next,
    back,
    replaceStudy,
    steps,
    query,
    viewOnly,
    setValidator,
    validateStep,
    reportError,
    markInvalid,
  };
  return (
    <Ctx.Provider value={value}>
      {children}
      <ErrorDialog open={errorOpen} onOpenChange={setErrorOpen} />
    </Ctx.Provider>
  );
}
