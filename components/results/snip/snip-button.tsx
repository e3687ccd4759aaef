"use client";
// "Snip" on a results card (P12 Deliver item 1): a small button named after its card ("Snip Alpine Parka") that opens
// the create dialog. Server-rendered cards pass the page's snip context (null: the viewer may not snip, no button)
// and their target (lib/snips/create-form.ts). Not printed.
import { Scissors } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { TSnipContext, TSnipTarget } from "@/lib/snips/create-form";
import { SNIP_CREATE_UI } from "@/lib/snips/create-ui";
import { CreateSnipDialog } from "./create-snip-dialog";

export function SnipButton({ ctx, target, className = "" }: { ctx: TSnipContext | null; target: TSnipTarget; className?: string }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (!ctx) return null;
  return (
    <>
      <Button
        ref={button}
        size="sm"
        aria-label={SNIP_CREATE_UI.buttonLabel(target.name)}
        onClick={() => setOpen(true)}
        className={`inline-flex shrink-0 items-center gap-1 bg-white print:hidden ${className}`}
        data-testid="snip-button"
      >
        <Scissors aria-hidden className="size-3.5" />
        {SNIP_CREATE_UI.button}
      </Button>
      <CreateSnipDialog ctx={ctx} target={target} open={open} onOpenChange={setOpen} returnFocus={button} />
    </>
  );
}
