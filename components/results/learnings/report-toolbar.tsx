"use client";
// The learnings report's toolbar (spec 3 §2 "Toolbar with print and copy of a shareable link"): Print opens the
// browser's dialog (the report's print styles hide this bar); Copy link puts the report's address on the clipboard.
import { Link2, Printer } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { copyToClipboard } from "@/lib/clipboard";
import { LEARNINGS_UI as T } from "@/lib/learnings/messages";

export function ReportToolbar() {
  const copy = async () => {
    try {
      await copyToClipboard(window.location.href);
      toast.success(T.linkCopied);
    } catch {
      toast.error(T.copyFailed);
    }
  };
  return (
    <div className="flex flex-wrap gap-2 print:hidden" role="toolbar" aria-label={T.reportTitle}>
      <Button onClick={() => window.print()} className="inline-flex items-center gap-1.5">
        <Printer aria-hidden className="h-4 w-4" />
        {T.print}
      </Button>
      <Button onClick={() => void copy()} className="inline-flex items-center gap-1.5">
        <Link2 aria-hidden className="h-4 w-4" />
        {T.copyLink}
      </Button>
    </div>
  );
}
