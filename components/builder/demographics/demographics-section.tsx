"use client";
// "2. Review Your Consumer Questions" of the Consumers step (spec 2 §2 "Segmentation step", §5, §7, §8): the study's
// segmentation questions (getSurvey's demographics) in a drag-reorderable, virtualised list, the "Add Segmentation
// Questions" modal (search, Add, Create New), the create / edit modal, the audience weighting option with its
// warning, the 15-question guidance and the segmentation profiles. Every change goes through GraphQL at once (it is
// not part of the wizard's autosave) and the answer — the study's lists as stored — replaces the local copy and the
// wizard study's demographics (the publish checks read them). Read-only wizards disable everything.
import { arrayMove } from "@dnd-kit/sortable";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, Plus } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { editorDraftFrom, type TEditorDraft } from "@/lib/demographics/editor";
import type { TSurveySegmentation } from "@/lib/demographics/wire";
import { DEMOGRAPHIC_MSG } from "@/lib/study-rules/messages";
import type { TWireDemographic, TWireSurveyDemographic } from "@/lib/builder/builder-wire";
import { isInternational } from "@/lib/builder/steps";
import { ConfirmDialog } from "../products/confirm-dialog";
import { buttonClass } from "@/components/ui/button";
import { useBuilder } from "../builder-context";
import { AddQuestionsModal } from "./add-questions-modal";
import { DemographicEditor } from "./demographic-editor";
import { ProfilesPanel } from "./profiles-panel";
import { QuestionList, type TRowToggle } from "./question-list";
import {
  createDemographic,
  deleteDemographic,
  fetchLibrary,
  fetchSegmentation,
  rowsBody,
  segmentationKeys,
  updateDemographic,
  updateSegmentation,
  type TDemographicPayload,
  type TSegmentationPatch,
} from "./segmentation-api";

export function DemographicsSection() {
  const { brandId, study, readOnly, access, replaceStudy } = useBuilder();
  const headingId = useId();
  const weightingId = useId();
  const queryClient = useQueryClient();
  const key = segmentationKeys.study(brandId, study._id);
  const seg = useQuery({ queryKey: key, queryFn: () => fetchSegmentation(brandId, study._id) });
  const [addOpen, setAddOpen] = useState(false);
  const library = useQuery({ queryKey: segmentationKeys.library(brandId, study._id), queryFn: () => fetchLibrary(brandId, study._id), enabled: addOpen });
  const [editor, setEditor] = useState<{ open: boolean; row: TWireSurveyDemographic | null }>({ open: false, row: null });
  const [removing, setRemoving] = useState<TWireSurveyDemographic | null>(null);
  const [busy, setBusy] = useState(false);
  const [adding, setAdding] = useState<string | null>(null);

  // The wizard study is read through a ref so an answer merges into the latest one, not the one of an older render.
  const studyRef = useRef(study);
  useEffect(() => {
    studyRef.current = study;
  }, [study]);

  const data = seg.data;
  const rows = useMemo(() => data?.demographics ?? [], [data]);
  const profiles = data?.segmentation_profiles ?? [];
  const editorInitial = useMemo<TEditorDraft | null>(() => (editor.row ? editorDraftFrom(editor.row) : null), [editor.row]);
  const canWeight = access.isAdmin && !access.viewAsUser;

  function apply(answer: TSurveySegmentation) {
    queryClient.setQueryData(key, answer);
    replaceStudy({ ...studyRef.current, demographics: answer.demographics, segmentation_profiles: answer.segmentation_profiles });
  }

  /** Runs a change; the answer replaces the lists; a failure toasts the generic text (with the server's reason). */
  async function run(call: () => Promise<TSurveySegmentation>, texts: { ok?: string; failed: string }): Promise<boolean> {
    setBusy(true);
    try {
      apply(await call());
      if (texts.ok) toast.success(texts.ok);
      return true;
    } catch (e) {
      const reason = e instanceof Error ? e.message : undefined;
      toast.error(texts.failed, reason && reason !== texts.failed ? { description: reason } : undefined);
      // The local copy may be ahead of the server after an optimistic change: reload it.
      void queryClient.invalidateQueries({ queryKey: key });
      return false;
    } finally {
      setBusy(false);
    }
  }

  const patch = (p: TSegmentationPatch, failed: string = DEMOGRAPHIC_MSG.updateError, ok?: string) =>
    run(() => updateSegmentation(brandId, study._id, p), { ok, failed });

  function setRows(next: TWireSurveyDemographic[]) {
    if (data) queryClient.setQueryData<TSurveySegmentation>(key, { ...data, demographics: next.map((r, order) => ({ ...r, order })) });
  }

  function onMove(activeId: string, overId: string) {
    const from = rows.findIndex((r) => r.demographic._id === activeId);
    const to = rows.findIndex((r) => r.demographic._id === overId);
    if (from < 0 || to < 0) return;
    const next = arrayMove(rows, from, to);
    setRows(next);
    void patch({ demographics: rowsBody(next) });
  }

  function onToggle(id: string, field: TRowToggle, value: boolean) {
    const next = rows.map((r) => (r.demographic._id === id ? { ...r, [field]: value } : r));
    setRows(next);
    void patch({ demographics: rowsBody(next) });
  }

  async function onAdd(q: TWireDemographic) {
    setAdding(q._id);
    try {
      await patch({
        demographics: [...rowsBody(rows), { demographic: q._id, required: q.pointable, randomize_options: false, disabled: false, part_of_point_range: false }],
      });
    } finally {
      setAdding(null);
    }
  }

  async function onSaveQuestion(payload: TDemographicPayload): Promise<boolean> {
    const row = editor.row;
    const ok = row
      ? await run(() => updateDemographic(brandId, study._id, row.demographic._id, payload), { ok: DEMOGRAPHIC_MSG.updated, failed: DEMOGRAPHIC_MSG.updateError })
      : await run(() => createDemographic(brandId, study._id, payload), { ok: DEMOGRAPHIC_MSG.created, failed: DEMOGRAPHIC_MSG.createError });
    if (ok && !row) setAddOpen(false);
    return ok;
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4" data-testid="demographics-section">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-ink">
          {DEMOGRAPHIC_MSG.sectionHeading}
        </h2>
        <button type="button" className={`${buttonClass("primary")} inline-flex items-center gap-1`} disabled={readOnly || !data} onClick={() => setAddOpen(true)}>
          <Plus size={14} aria-hidden />
          {DEMOGRAPHIC_MSG.addQuestions}
        </button>
      </div>

      {seg.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded border border-danger-line bg-danger-soft p-3 text-sm text-danger-strong">
          {DEMOGRAPHIC_MSG.loadError}
          <button type="button" className={buttonClass("secondary")} onClick={() => void seg.refetch()}>
            {DEMOGRAPHIC_MSG.retry}
          </button>
        </div>
      ) : !data ? (
        <p className="text-sm text-muted" role="status">
          {DEMOGRAPHIC_MSG.loading}
        </p>
      ) : (
        <>
          <div className="flex flex-col gap-1">
            <label className="flex w-fit items-center gap-2 text-sm font-medium text-ink-soft">
              <input
                type="checkbox"
                role="switch"
                aria-describedby={weightingId}
                checked={data.has_audience_weighting}
                disabled={readOnly || busy}
                onChange={(e) => void patch({ has_audience_weighting: e.target.checked })}
              />
              {DEMOGRAPHIC_MSG.audienceWeighting}
            </label>
            <p id={weightingId} className="text-xs text-faint">
              {DEMOGRAPHIC_MSG.audienceWeightingHint}
            </p>
          </div>
          {[data.weighting_warning, data.question_guidance]
            .filter((t): t is string => Boolean(t))
            .map((t) => (
              <p key={t} role="status" className="flex gap-2 rounded border border-warning-line bg-warning-soft p-3 text-sm text-warning-ink">
                <AlertTriangle size={16} aria-hidden className="mt-0.5 shrink-0" />
                {t}
              </p>
            ))}

          {rows.length === 0 ? (
            <p className="rounded border border-dashed border-line-strong p-6 text-center text-sm text-muted">{DEMOGRAPHIC_MSG.noQuestions}</p>
          ) : (
            <QuestionList
              rows={rows}
              profiles={profiles}
              readOnly={readOnly}
              busy={busy}
              onMove={onMove}
              onToggle={onToggle}
              onEdit={(row) => setEditor({ open: true, row })}
              onRemove={setRemoving}
            />
          )}

          <ProfilesPanel
            profiles={profiles}
            rows={rows}
            readOnly={readOnly}
            busy={busy}
            onSave={(list) => patch({ segmentation_profiles: list }, DEMOGRAPHIC_MSG.profileSaveError, DEMOGRAPHIC_MSG.profileSaved)}
          />
        </>
      )}

      <AddQuestionsModal
        open={addOpen}
        onOpenChange={setAddOpen}
        library={library.data}
        loading={library.isLoading}
        failed={library.isError}
        inStudy={rows.map((r) => r.demographic._id)}
        international={isInternational(study)}
        brandDefaultCountry={study.default_country}
        readOnly={readOnly}
        busyId={adding}
        onAdd={(q) => void onAdd(q)}
        onCreateNew={() => setEditor({ open: true, row: null })}
      />
      <DemographicEditor
        open={editor.open}
        onOpenChange={(open) => setEditor((e) => ({ ...e, open }))}
        brandId={brandId}
        initial={editorInitial}
        countries={study.countries}
        readOnly={readOnly}
        canWeight={canWeight}
        onSave={onSaveQuestion}
      />
      <ConfirmDialog
        open={removing !== null}
        title={DEMOGRAPHIC_MSG.remove(removing?.demographic.title ?? "")}
        body={DEMOGRAPHIC_MSG.confirmRemove(removing?.demographic.title ?? "")}
        confirmLabel={DEMOGRAPHIC_MSG.remove(removing?.demographic.title ?? "")}
        onOpenChange={(o) => !o && setRemoving(null)}
        onConfirm={() => {
          const row = removing;
          setRemoving(null);
          if (row) void run(() => deleteDemographic(brandId, study._id, row.demographic._id), { ok: DEMOGRAPHIC_MSG.deleted, failed: DEMOGRAPHIC_MSG.deleteError });
        }}
      />
    </section>
  );
}
