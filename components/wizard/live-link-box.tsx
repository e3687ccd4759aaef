"use client";
// The Review step's live link box (spec 2 §2 "Prep-to-send step"): the study's read-only URL with a Copy button;
// toasts "Copied successfully" / "Sorry, copy did not work".
import { Copy } from "lucide-react";
import { useId } from "react";
import { toast } from "sonner";
import { copyToClipboard } from "@/lib/clipboard";
import { WIZARD_MSG } from "@/lib/wizard/messages";

export function LiveLinkBox({ header, url }: { header: string; url: string }) {
  const id = useId();
  async function copy() {
    try {
      await copyToClipboard(url);
      toast.success(WIZARD_MSG.copied);
    } catch {
      toast.error(WIZARD_MSG.copyFailed);
    }
  }
  return (
    <section aria-labelledby={`${id}-h`} className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 id={`${id}-h`} className="text-sm font-semibold text-slate-900">
        <label htmlFor={id}>{header}</label>
      </h3>
      <div className="mt-2 flex gap-2">
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800"
        />
        <button
          type="button"
          onClick={() => void copy()}
          className="inline-flex items-center gap-1 rounded border border-slate-300 px-3 py-2 text-sm hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        >
          <Copy size={14} aria-hidden />
          {WIZARD_MSG.copy}
        </button>
      </div>
    </section>
  );
}
