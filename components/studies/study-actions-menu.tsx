"use client";
// The study card / row action menu (spec 3 §2 "Study card action menu", §4, §6, §7 "Study actions"). Which items
// show comes only from studyMenu() (lib/studies/menu.ts); this file wires each item to its link, dialog or call.
// The server checks every call again; the menu only mirrors the rules.
import { copyToClipboard } from "@/lib/clipboard";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { MoreVertical } from "lucide-react";
import Link from "next/link";
import { useCallback, useState } from "react";
import { toast } from "@/components/ui/toast";
import { studyTitle } from "@/lib/studies/format";
import { studyMenu, type TMenuAction } from "@/lib/studies/menu";
import { STUDY_DIALOGS, STUDY_MSG } from "@/lib/studies/messages";
import type { TStudyAccess, TSurveySummary } from "@/lib/studies/wire";
import {
  archiveStudy,
  changeDecisionPoint,
  deleteStudy,
  duplicateStudy,
  editHref,
  fetchDecisionPoints,
  liveLink,
  publishHref,
  resultsHref,
  salesImportHref,
  salesPlanHref,
  transitionStudy,
  viewAsUserHref,
  type TStatusAction,
} from "./actions-api";
import { ChangeDecisionPointDialog, ConfirmDialog, DIALOG_TEXT, DuplicateDialog, SubmissionStatsDialog } from "./study-dialogs";

interface Props {
  brandId: string;
  study: TSurveySummary;
  access: TStudyAccess;
  /** Called after a call changed the study (or removed it), so the list refetches. */
  onChanged: () => void;
}

type TDialog = null | TStatusAction | "delete" | "archive" | "duplicate" | "change_dp" | "submission_stats";

const STATUS_TOASTS: Record<TStatusAction, { ok: string; fail: string }> = {
  close: { ok: STUDY_MSG.closed, fail: STUDY_MSG.closeFailed },
  reopen: { ok: STUDY_MSG.reopened, fail: STUDY_MSG.reopenFailed },
  to_draft: { ok: STUDY_MSG.toDraft, fail: STUDY_MSG.revertFailed },
  clear_answers: { ok: STUDY_MSG.cleared, fail: STUDY_MSG.clearFailed },
};

const itemClass =
  "flex cursor-pointer select-none items-center rounded px-3 py-2 text-sm text-ink-soft outline-none data-[highlighted]:bg-sunken";

export function StudyActionsMenu({ brandId, study, access, onChanged }: Props) {
  const [dialog, setDialog] = useState<TDialog>(null);
  const title = studyTitle(study.title);
  const v2 = access.features.enableSurveyCreatorV2;
  const loadPoints = useCallback(() => fetchDecisionPoints(brandId), [brandId]);

  const items = studyMenu({
    status: study.status,
    isAdmin: access.isAdmin,
    canWriteSurvey: access.canWriteSurvey,
    gatesAndDates: access.features.gatesAndDates,
    template: study.internal_template,
    type: study.type,
    isV2: study.is_v2,
  });
  if (items.length === 0) return null;

  const hrefs: Partial<Record<TMenuAction, string>> = {
    publish: publishHref(brandId, study, v2),
    edit: editHref(brandId, study, v2),
    view_as_user: viewAsUserHref(brandId, study, v2),
    results: resultsHref(brandId, study, v2),
    sales_plan: salesPlanHref(brandId, study, v2),
    sales_import: salesImportHref(brandId, study, v2),
  };

  async function copyLink() {
    try {
      await copyToClipboard(liveLink(window.location.origin, study.short_id));
      toast.success(STUDY_MSG.linkCopied);
    } catch {
      toast.error(STUDY_MSG.linkCopyFailed);
    }
  }

  function select(action: TMenuAction) {
    switch (action) {
      case "link":
        return void copyLink();
      case "duplicate":
        // Legacy studies cannot be duplicated (spec 3 §4); the server refuses them too.
        if (study.type === "legacy") return void toast.error(STUDY_MSG.legacyDuplicate);
        return setDialog("duplicate");
      case "delete":
      case "archive":
      case "close":
      case "reopen":
      case "to_draft":
      case "clear_answers":
      case "change_dp":
      case "submission_stats":
        return setDialog(action);
      default:
        return;
    }
  }

  async function runStatus(action: TStatusAction) {
    try {
      await transitionStudy(brandId, study._id, action);
      toast.success(STATUS_TOASTS[action].ok);
      onChanged();
    } catch {
      toast.error(STATUS_TOASTS[action].fail);
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
  const closeDialog = (open: boolean) => !open && setDialog(null);

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger aria-label={`Actions for ${title}`} className="rounded p-1 text-muted hover:bg-sunken focus:outline-none focus-visible:ring-2 focus-visible:ring-focus">
          <MoreVertical aria-hidden className="h-5 w-5" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={4} className="z-popover min-w-52 rounded-md border border-line bg-white p-1 shadow-lg">
            {items.map(({ action, label }) => {
              const href = hrefs[action];
              return href ? (
                <DropdownMenu.Item key={action} asChild className={itemClass}>
                  <Link href={href}>{label}</Link>
                </DropdownMenu.Item>
              ) : (
                <DropdownMenu.Item
                  key={action}
                  className={`${itemClass} ${action === "delete" ? "text-danger" : ""}`}
                  onSelect={() => select(action)}
                >
                  {label}
                </DropdownMenu.Item>
              );
            })}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>

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
