"use client";
// The learnings report's toolbar (spec 3 §2 "Toolbar with print and copy of a shareable link"): Print opens the
// browser's dialog (the report's print styles hide this bar). Copy link: for those who may write share links, a new
// learnings link that opens the report without an account (P13 item 2, components/results/share); for others, the
// report's own address. Share links lists the links with their views and revokes them. A shared report's viewer gets
// Print only.
import { Link2, Printer } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { copyToClipboard } from "@/lib/clipboard";
import { LEARNINGS_UI as T } from "@/lib/learnings/messages";
import { ShareButtons } from "../share/share-buttons";

interface Props {
  brandId: string;
  surveyId: string;
  share: { read: boolean; write: boolean };
  /** The viewer holds a shared link. */
  shared: boolean;
}

function CopyOwnAddress() {
  const [busy, setBusy] = useState(false);
  const copy = async () => {
    setBusy(true);
    try {
      await copyToClipboard(window.location.href);
      toast.success(T.linkCopied);
    } catch {
      toast.error(T.copyFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={() => void copy()} loading={busy} className="inline-flex items-center gap-1.5">
      {!busy && <Link2 aria-hidden className="h-4 w-4" />}
      {T.copyLink}
    </Button>
  );
}

export function ReportToolbar({ brandId, surveyId, share, shared }: Props) {
  return (
    <div className="flex flex-wrap gap-2 print:hidden" role="toolbar" aria-label={T.reportTitle}>
      <Button onClick={() => window.print()} className="inline-flex items-center gap-1.5">
        <Printer aria-hidden className="h-4 w-4" />
        {T.print}
      </Button>
      {!shared && !share.write && <CopyOwnAddress />}
      {!shared && <ShareButtons brandId={brandId} surveyId={surveyId} scope="learnings" share={share} copyLabel={T.copyLink} />}
    </div>
  );
}
