"use client";
// The dialogs of a study's action menu (spec 3 §2 "Study card action menu", §4, §7 "Study actions") and the calls
// they make: close / reopen / revert to draft / clear answers, delete, archive, duplicate, change decision point,
// and the submission stats. Each call toasts its outcome and tells the list to refetch.
import { useCallback } from "react";
import { toast } from "@/components/ui/toast";
import { studyTitle } from "@/lib/studies/format";
import { STUDY_DIALOGS, STUDY_MSG } from "@/lib/studies/messages";
import { studyStatusToast } from "@/lib/studies/status-toasts";
import type { TSurveySummary } from "@/lib/studies/wire";
import { archiveStudy, changeDecisionPoint, deleteStudy, duplicateStudy, fetchDecisionPoints, transitionStudy, type TStatusAction } from "./actions-api";
import { ChangeDecisionPointDialog, ConfirmDialog, DIALOG_TEXT, DuplicateDialog, SubmissionStatsDialog } from "./study-dialogs";

/** The dialog a menu item opens, or none. */
export type TStudyDialog = null | TStatusAction | "delete" | "archive" | "duplicate" | "change_dp" | "submission_stats";


interface Props {
  brandId: string;
  study: TSurveySummary;
  dialog: TStudyDialog;
  onClose: () => void;
  /** Called after a call changed the study (or removed it), so the list refetches. */
  onChanged: () => void;
}

export function StudyActionDialogs({ brandId, study, dialog, onClose, onChanged }: Props) {
  const title = studyTitle(study.title);
  const loadPoints = useCallback(() => fetchDecisionPoints(brandId), [brandId]);

  async function runStatus(action: TStatusAction) {
    try {
      await transitionStudy(brandId, study._id, action);
      toast.success(studyStatusToast(action, "ok"));
      onChanged();
    } catch {
      toast.error(studyStatusToast(action, "fail"));
    }
  }

  async function runDelete() {
    try {
      await deleteStudy(brandId, study._id);
      toast.success(STUDY_MSG.deleted(title));
      onChanged();
    } catch {
      toast.error(STUDY_MSG.deleteFailed(title));
    }
  }

  async function runArchive() {
    try {
      await archiveStudy(study._id);
      toast.success(STUDY_MSG.archived(title));
      onChanged();
    } catch {
      toast.error(STUDY_MSG.archiveFailed(title));
    }
  }

  async function runDuplicate(withProducts: boolean) {
    try {
      await duplicateStudy(brandId, study, withProducts);
      toast.success(STUDY_MSG.duplicated(title));
      onChanged();
    } catch {
      toast.error(STUDY_MSG.duplicateFailed(title));
    }
  }

  async function runChangeDp(decisionPoint: string) {
    try {
      await changeDecisionPoint(brandId, study, decisionPoint);
      toast.success(STUDY_MSG.dpChanged);
      onChanged();
    } catch (e) {
      // The server's own text: a stale study, a missing decision point, a refused right.
      toast.error(e instanceof Error ? e.message : String(e));
    }
  }

  const statusDialog = dialog === "close" || dialog === "reopen" || dialog === "to_draft" || dialog === "clear_answers" ? dialog : null;
  const closeDialog = (open: boolean) => !open && onClose();

  return (
    <>
    <ConfirmDialog
      open={statusDialog !== null}
      title={statusDialog ? STUDY_DIALOGS[statusDialog].title : ""}
      busyLabel={statusDialog ? STUDY_DIALOGS[statusDialog].busy : ""}
      description={statusDialog ? DIALOG_TEXT.body[statusDialog](title) : ""}
      danger={statusDialog === "clear_answers"}
      onOpenChange={closeDialog}
      onConfirm={() => (statusDialog ? runStatus(statusDialog) : Promise.resolve())}
    />
    <ConfirmDialog
      open={dialog === "delete"}
      title={STUDY_DIALOGS.delete.title}
      busyLabel={STUDY_DIALOGS.delete.busy}
      description={DIALOG_TEXT.body.delete(title)}
      danger
      onOpenChange={closeDialog}
      onConfirm={runDelete}
    />
    <ConfirmDialog
      open={dialog === "archive"}
      title={DIALOG_TEXT.archive.title}
      busyLabel={DIALOG_TEXT.archive.busy}
      description={DIALOG_TEXT.body.archive(title)}
      onOpenChange={closeDialog}
      onConfirm={runArchive}
    />
    <DuplicateDialog open={dialog === "duplicate"} title={title} onOpenChange={closeDialog} onDuplicate={runDuplicate} />
    <ChangeDecisionPointDialog
      open={dialog === "change_dp"}
      title={title}
      current={study.decision_point?._id ?? null}
      onOpenChange={closeDialog}
      load={loadPoints}
      onSave={runChangeDp}
    />
    <SubmissionStatsDialog open={dialog === "submission_stats"} study={study} onOpenChange={closeDialog} />
    </>
  );
}
