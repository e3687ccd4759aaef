"use client";
// A shared report that could not be loaded (spec 3 §8 "Oops, we had an error. Please Reload"; P13 item 2): the text
// and a Reload button, with no way into the dashboard.
import { RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SHARE_MSG } from "@/lib/shares/messages";

export function ShareLoadFailed() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 text-center" data-testid="share-load-failed">
      <h1 role="alert" className="text-2xl font-semibold text-ink">{SHARE_MSG.loadFailed}</h1>
      <Button variant="primary" onClick={() => window.location.reload()} className="inline-flex items-center gap-1.5">
        <RotateCw aria-hidden className="h-4 w-4" />
        {SHARE_MSG.reload}
      </Button>
    </main>
  );
}
