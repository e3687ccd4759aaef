"use client";
// Sharing a report by link (P13 item 2, P15 item 6), on the results page's header and the learnings report's toolbar:
// Copy share link copies the brand's active link of the report's scope, or a new one when there is none (share_token
// write); Share links lists the study's links with their views, makes a New link with a label and an expiry, and
// revokes (share_token read; writing needs write). Neither shows for a shared page's viewer.
import { Link2, Users } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { copyToClipboard } from "@/lib/clipboard";
import { shareUrl } from "@/lib/shares/address";
import { SHARE_MSG, SHARE_UI, type TShareScopeName } from "@/lib/shares/messages";
import { ShareLinksDialog } from "./share-links-dialog";
import { copyShare } from "./shares-api";

interface Props {
  brandId: string;
  surveyId: string;
  scope: TShareScopeName;
  share: { read: boolean; write: boolean };
  copyLabel?: string;
  size?: "sm" | "md";
}

export function ShareButtons({ brandId, surveyId, scope, share, copyLabel = SHARE_UI.copyLink, size = "md" }: Props) {
  const [busy, setBusy] = useState(false);
  const [managing, setManaging] = useState(false);
  const copy = async () => {
    setBusy(true);
    try {
      const { token, reused } = await copyShare(brandId, surveyId, scope);
      await copyToClipboard(shareUrl(scope, window.location.origin, brandId, surveyId, token));
      toast.success(reused ? SHARE_MSG.reused : SHARE_MSG.created);
    } catch {
      toast.error(SHARE_UI.copyFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {share.write && (
        <Button size={size} onClick={() => void copy()} loading={busy} className="inline-flex items-center gap-1.5 print:hidden">
          {!busy && <Link2 aria-hidden className="h-4 w-4" />}
          {copyLabel}
        </Button>
      )}
      {(share.read || share.write) && (
        <>
          <Button size={size} onClick={() => setManaging(true)} className="inline-flex items-center gap-1.5 print:hidden">
            <Users aria-hidden className="h-4 w-4" />
            {SHARE_UI.manage}
          </Button>
          <ShareLinksDialog brandId={brandId} surveyId={surveyId} scope={scope} canRead={share.read} canWrite={share.write} open={managing} onOpenChange={setManaging} />
        </>
      )}
    </>
  );
}
