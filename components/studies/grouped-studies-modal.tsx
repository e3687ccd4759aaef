"use client";
// The Grouped Studies modal (spec 3 §2 "Grouped Studies modal", §5, §7 "Study groups") on the kit's Dialog: the
// form (group-form.tsx) while open, which cannot be dismissed while a save runs.
import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TSurveyGroup, TSurveySummary } from "@/lib/studies/wire";
import { GroupForm } from "./group-form";

export { GROUP_TEXT } from "./group-text";

interface Props {
  brandId: string;
  studies: TSurveySummary[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (group: TSurveyGroup) => void;
}

export function GroupedStudiesModal({ brandId, studies, open, onOpenChange, onSaved }: Props) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(o) => !busy && onOpenChange(o)} title={STUDY_MSG.groupTitle} size="lg">
      {/* Mounted only while open, so each opening starts from the current selection. */}
      {open && <GroupForm brandId={brandId} studies={studies} busy={busy} setBusy={setBusy} onSaved={onSaved} />}
    </Dialog>
  );
}
