"use client";
// The study card / row action menu (spec 3 §2 "Study card action menu", §4, §6, §7 "Study actions"). Which items
// show comes only from studyMenu() (lib/studies/menu.ts); this file wires each item to its link, dialog or call.
// The server checks every call again; the menu only mirrors the rules. The dialogs and their calls are
// study-action-dialogs.tsx.
import { copyToClipboard } from "@/lib/clipboard";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { MoreVertical } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { studyTitle } from "@/lib/studies/format";
import { studyMenu, type TMenuAction } from "@/lib/studies/menu";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TStudyAccess, TSurveySummary } from "@/lib/studies/wire";
import { editHref, liveLink, publishHref, resultsHref, salesImportHref, salesPlanHref, viewAsUserHref } from "./actions-api";
import { StudyActionDialogs, type TStudyDialog } from "./study-action-dialogs";

interface Props {
  brandId: string;
  study: TSurveySummary;
  access: TStudyAccess;
  /** Called after a call changed the study (or removed it), so the list refetches. */
  onChanged: () => void;
}


const itemClass =
  "flex cursor-pointer select-none items-center rounded px-3 py-2 text-sm text-ink-soft outline-none data-[highlighted]:bg-sunken";

export function StudyActionsMenu({ brandId, study, access, onChanged }: Props) {
  const [dialog, setDialog] = useState<TStudyDialog>(null);
  const title = studyTitle(study.title);
  const v2 = access.features.enableSurveyCreatorV2;

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
    sales_import: salesImportHref(brandId, study),
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

      <StudyActionDialogs brandId={brandId} study={study} dialog={dialog} onClose={() => setDialog(null)} onChanged={onChanged} />
    </>
  );
}
