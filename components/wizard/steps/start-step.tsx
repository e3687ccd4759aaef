"use client";
// The wizard's Start step (spec 2 §2 "Start step", §4, §5 "Start", §6): assortment (Draft only; hidden for an admin
// viewing as a user; a change moves the study, asking whether its products go along), who the study is sent to
// (with a warning off the default), Study Title and due date (required; default one month from now), the survey
// purpose form, and for admins the decision point and decision phase selectors "(M/S Only)".
import * as Dialog from "@radix-ui/react-dialog";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useState } from "react";
import { PurposeForm } from "@/components/studies/purpose-form";
import { api } from "@/lib/api-client";
import { WIZARD_MSG } from "@/lib/wizard/messages";
import {
  alternateQuestionWarning,
  decisionChoicePatch,
  defaultDueDate,
  dueDateError,
  dueDateToInput,
  inputToDueDate,
  startErrors,
  titleError,
  toDateInput,
  datePickerBounds,
  type TStartErrors,
} from "@/lib/wizard/start-rules";
import { wizardPath } from "@/lib/wizard/steps";
import { ALTERNATE_QUESTIONS, DEFAULT_ALTERNATE_QUESTION, TEXT_LIMITS, type TAlternateQuestion, type TWizardStudy } from "@/lib/wizard/study";
import type { TDraftPatch } from "@/lib/wizard/draft";
import { assortmentLabel, fetchDecisionPoints, fetchWizardAssortments, wizardKeys } from "../decision-point-chooser";
import { useWizard } from "../wizard-context";

const input = "mt-1 w-full rounded border border-slate-300 px-3 py-2 text-sm disabled:bg-slate-100 disabled:text-slate-500";
const label = "block text-sm font-medium text-slate-800";
const overlay = "fixed inset-0 z-50 bg-black/40";
const panel = "fixed left-1/2 top-1/2 z-50 w-full max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl focus:outline-none";

type TConfirm =
  | { kind: "move"; assortment: string; name: string }
  | { kind: "decisionPoint"; id: string }
  | { kind: "removeDecision" }
  | null;

export function StartStep() {
  const w = useWizard();
  const { brandId, study, draft, readOnly, access, update, setValidator } = w;
  const id = useId();
  const [title, setTitle] = useState(draft.title ?? "");
  const [due, setDue] = useState(() => dueDateToInput(draft.due_date) || toDateInput(defaultDueDate()));
  const [touched, setTouched] = useState<Partial<Record<keyof TStartErrors, boolean>>>({});
  const [confirm, setConfirm] = useState<TConfirm>(null);
  const [busy, setBusy] = useState(false);

  const purposes = useMemo(() => draft.purpose ?? [], [draft.purpose]);
  const description = draft.insight_other ?? "";
  const errors = startErrors({ title, dueDate: due, purposes: [...purposes], description });
  const shown = (k: keyof TStartErrors) => (touched[k] ? errors[k] : undefined);

  /** A new study has no due date: the default (one month from now) is saved with its first edit. */
  const withDefaultDue = (patch: TDraftPatch): TDraftPatch =>
    draft.due_date || patch.due_date !== undefined || dueDateError(due) ? patch : { due_date: inputToDueDate(due), ...patch };

  // Leaving the step validates it (spec 2 §4, §5): every error shows, and the step stays when one exists.
  useEffect(() => {
    setValidator("start", () => {
      setTouched({ title: true, dueDate: true, purposes: true, description: true });
      const ok = Object.keys(startErrors({ title, dueDate: due, purposes: [...purposes], description })).length === 0;
      if (ok && !draft.due_date) update({ due_date: inputToDueDate(due) });
      return ok;
    });
    return () => setValidator("start", null);
  }, [setValidator, title, due, purposes, description, draft.due_date, update]);

  const assortments = useQuery({ queryKey: wizardKeys.assortments(brandId), queryFn: () => fetchWizardAssortments(brandId) });
  const points = useQuery({ queryKey: wizardKeys.decisionPoints(brandId), queryFn: () => fetchDecisionPoints(brandId), enabled: access.isAdmin });
  const currentAssortment = study.assortment_id ?? w.assortmentId ?? "";
  const decisions = assortments.data?.find((a) => a._id === currentAssortment)?.decisions ?? [];

  function onTitle(v: string) {
    setTitle(v);
    setTouched((t) => ({ ...t, title: true }));
    if (!titleError(v)) update(withDefaultDue({ title: v }));
  }
  function onDue(v: string) {
    setDue(v);
    setTouched((t) => ({ ...t, dueDate: true }));
    if (!dueDateError(v)) update({ due_date: inputToDueDate(v) });
  }

  async function move(includeProducts: boolean) {
    if (confirm?.kind !== "move") return;
    setBusy(true);
    try {
      await w.saveNow();
      await api(`/admin/brand/${brandId}/survey/${study._id}/move`, {
        method: "PUT",
        json: { assortment: confirm.assortment, include_products: includeProducts },
      });
      const moved = await api<TWizardStudy>(`/brand/${brandId}/survey/${study._id}?view=wizard`);
      w.replaceStudy(moved);
      // The address follows the study's new assortment without a reload.
      const url = new URL(window.location.href);
      window.history.replaceState(window.history.state, "", wizardPath(brandId, study._id, moved.assortment_id, w.viewOnly) + url.search);
      setConfirm(null);
    } catch (e) {
      setConfirm(null);
      w.reportError(e);
    } finally {
      setBusy(false);
    }
  }

  function applyConfirm() {
    if (confirm?.kind === "decisionPoint") {
      const point = points.data?.find((p) => p._id === confirm.id);
      if (point) update({ ...decisionChoicePatch(point.type.title, [], draft.config ?? {}), decision_point: point._id });
    } else if (confirm?.kind === "removeDecision") {
      update({ decision: null });
    }
    setConfirm(null);
  }

  const alternate: TAlternateQuestion = draft.alternate_question ?? DEFAULT_ALTERNATE_QUESTION;
  const alternateWarning = alternateQuestionWarning(draft.alternate_question);
  const bounds = datePickerBounds();

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-6">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        {WIZARD_MSG.stepTitles.start}
      </h2>

      {!access.viewAsUser && (
        <div>
          <label htmlFor={`${id}-assortment`} className={label}>
            {WIZARD_MSG.assortment}
          </label>
          <select
            id={`${id}-assortment`}
            value={currentAssortment}
            disabled={readOnly || study.status !== "Draft" || busy}
            onChange={(e) => {
              const a = assortments.data?.find((x) => x._id === e.target.value);
              if (a) setConfirm({ kind: "move", assortment: a._id, name: assortmentLabel(a) });
            }}
            className={input}
          >
            {!assortments.data?.some((a) => a._id === currentAssortment) && <option value={currentAssortment}>{""}</option>}
            {assortments.data?.map((a) => (
              <option key={a._id} value={a._id}>
                {assortmentLabel(a)}
              </option>
            ))}
          </select>
          {assortments.isError && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {WIZARD_MSG.assortmentsFetchFailed}
            </p>
          )}
        </div>
      )}

      <div>
        <label htmlFor={`${id}-sent-to`} className={label}>
          {WIZARD_MSG.sentTo}
        </label>
        <select
          id={`${id}-sent-to`}
          value={alternate}
          disabled={readOnly}
          aria-describedby={alternateWarning ? `${id}-sent-to-warning` : undefined}
          onChange={(e) => update(withDefaultDue({ alternate_question: e.target.value as TAlternateQuestion }))}
          className={input}
        >
          {(Object.keys(ALTERNATE_QUESTIONS) as TAlternateQuestion[]).map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </select>
        {alternateWarning && (
          <p id={`${id}-sent-to-warning`} role="status" className="mt-1 rounded bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {alternateWarning}
          </p>
        )}
      </div>

      <div>
        <label htmlFor={`${id}-title`} className={label}>
          {WIZARD_MSG.studyTitle}{" "}
          <span aria-hidden className="text-red-700">
            *
          </span>
        </label>
        <input
          id={`${id}-title`}
          type="text"
          value={title}
          required
          maxLength={TEXT_LIMITS.title}
          disabled={readOnly}
          aria-invalid={shown("title") ? true : undefined}
          aria-describedby={shown("title") ? `${id}-title-error` : undefined}
          onChange={(e) => onTitle(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, title: true }))}
          className={input}
        />
        {shown("title") && (
          <p id={`${id}-title-error`} role="alert" className="mt-1 text-sm text-red-700">
            {shown("title")}
          </p>
        )}
      </div>

      <div>
        <label htmlFor={`${id}-due`} className={label}>
          {WIZARD_MSG.dueDate}{" "}
          <span aria-hidden className="text-red-700">
            *
          </span>
        </label>
        <input
          id={`${id}-due`}
          type="date"
          value={due}
          min={bounds.min}
          max={bounds.max}
          required
          disabled={readOnly}
          aria-invalid={shown("dueDate") ? true : undefined}
          aria-describedby={shown("dueDate") ? `${id}-due-error` : undefined}
          onChange={(e) => onDue(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, dueDate: true }))}
          className={`${input} max-w-xs`}
        />
        {shown("dueDate") && (
          <p id={`${id}-due-error`} role="alert" className="mt-1 text-sm text-red-700">
            {shown("dueDate")}
          </p>
        )}
      </div>

      <PurposeForm
        value={{ purposes: [...purposes], description }}
        disabled={readOnly}
        errors={{ purposes: shown("purposes"), description: shown("description") }}
        onChange={(v) => {
          setTouched((t) => ({ ...t, purposes: true }));
          update(withDefaultDue({ purpose: v.purposes as TDraftPatch["purpose"], insight_other: v.description }));
        }}
      />

      {access.isAdmin && (
        <div className="space-y-4 rounded border border-slate-200 p-4">
          <div>
            <label htmlFor={`${id}-dp`} className={label}>
              {WIZARD_MSG.decisionPoint} <span className="text-slate-500">{WIZARD_MSG.msOnly}</span>
            </label>
            <select
              id={`${id}-dp`}
              value={draft.decision_point ?? ""}
              disabled={readOnly || !points.data}
              onChange={(e) => e.target.value && setConfirm({ kind: "decisionPoint", id: e.target.value })}
              className={input}
            >
              <option value="" disabled>
                {""}
              </option>
              {points.data?.map((p) => (
                <option key={p._id} value={p._id}>
                  {p.title}
                </option>
              ))}
            </select>
            {points.isError && (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {WIZARD_MSG.decisionPointsFailed}
              </p>
            )}
          </div>
          {draft.decision && (
            <div>
              <label htmlFor={`${id}-phase`} className={label}>
                {WIZARD_MSG.decisionPhase} <span className="text-slate-500">{WIZARD_MSG.msOnly}</span>
              </label>
              <select
                id={`${id}-phase`}
                value={draft.decision}
                disabled={readOnly}
                aria-describedby={`${id}-phase-warning`}
                onChange={(e) => (e.target.value ? update({ decision: e.target.value }) : setConfirm({ kind: "removeDecision" }))}
                className={input}
              >
                <option value="">{WIZARD_MSG.noDecisionPhase}</option>
                {!decisions.some((d) => d._id === draft.decision) && <option value={draft.decision}>{draft.decision}</option>}
                {decisions.map((d) => (
                  <option key={d._id} value={d._id}>
                    {d.name}
                  </option>
                ))}
              </select>
              <p id={`${id}-phase-warning`} className="mt-1 text-sm text-amber-900">
                {WIZARD_MSG.decisionPhaseRemoval}
              </p>
            </div>
          )}
        </div>
      )}

      <Dialog.Root open={confirm !== null} onOpenChange={(o) => !o && !busy && setConfirm(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className={overlay} />
          <Dialog.Content role="alertdialog" className={panel}>
            {confirm?.kind === "move" ? (
              <>
                <Dialog.Title className="text-lg font-semibold">{WIZARD_MSG.moveTitle}</Dialog.Title>
                <Dialog.Description className="mt-2 text-sm text-slate-700">{WIZARD_MSG.moveBody(confirm.name)}</Dialog.Description>
                <p className="mt-2 rounded bg-amber-50 px-3 py-2 text-sm text-amber-900">{WIZARD_MSG.moveExcludeWarning}</p>
                <div className="mt-6 flex flex-wrap justify-end gap-2">
                  <Dialog.Close asChild>
                    <button type="button" disabled={busy} className="rounded border border-slate-300 px-4 py-2 text-sm">
                      {WIZARD_MSG.cancel}
                    </button>
                  </Dialog.Close>
                  <button type="button" disabled={busy} onClick={() => void move(false)} className="rounded border border-red-300 px-4 py-2 text-sm text-red-800">
                    {WIZARD_MSG.moveExclude}
                  </button>
                  <button type="button" disabled={busy} onClick={() => void move(true)} className="rounded bg-blue-700 px-4 py-2 text-sm text-white">
                    {WIZARD_MSG.moveInclude}
                  </button>
                </div>
              </>
            ) : (
              <>
                <Dialog.Title className="text-lg font-semibold">
                  {confirm?.kind === "removeDecision" ? WIZARD_MSG.decisionPhase : WIZARD_MSG.decisionPoint}
                </Dialog.Title>
                <Dialog.Description className="mt-2 text-sm text-slate-700">
                  {confirm?.kind === "removeDecision" ? WIZARD_MSG.decisionPhaseRemoval : WIZARD_MSG.decisionPointChange}
                </Dialog.Description>
                <div className="mt-6 flex justify-end gap-2">
                  <Dialog.Close asChild>
                    <button type="button" className="rounded border border-slate-300 px-4 py-2 text-sm">
                      {WIZARD_MSG.cancel}
                    </button>
                  </Dialog.Close>
                  <button type="button" onClick={applyConfirm} className="rounded bg-blue-700 px-4 py-2 text-sm text-white">
                    {WIZARD_MSG.confirmOk}
                  </button>
                </div>
              </>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
