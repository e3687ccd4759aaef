"use client";
// The Review step's live link box (spec 2 §2 "Prep-to-send step"): the study's read-only URL with a Copy button;
// toasts "Copied successfully" / "Sorry, copy did not work". The box shows and copies the absolute link, like the
// studies list's Link action (lib/studies/live-link.ts): the server sends a path when no public base URL is set.
import { Copy } from "lucide-react";
import { useId } from "react";
import { toast } from "@/components/ui/toast";
import { copyToClipboard } from "@/lib/clipboard";
import { absoluteLiveLink } from "@/lib/studies/live-link";
import { BUILDER_MSG } from "@/lib/builder/messages";

export function LiveLinkBox({ header, url: link }: { header: string; url: string }) {
  const id = useId();
  // The wizard renders only in the browser (it loads the study there), so the page's origin is known here.
  const url = typeof window === "undefined" ? link : absoluteLiveLink(link, window.location.origin);
  async function copy() {
    try {
      await copyToClipboard(url);
      toast.success(BUILDER_MSG.copied);
    } catch {
      toast.error(BUILDER_MSG.copyFailed);
    }
  }
  return (
    <section aria-labelledby={`${id}-h`} className="rounded-lg border border-line bg-white p-4">
      <h3 id={`${id}-h`} className="text-sm font-semibold text-ink">
        <label htmlFor={id}>{header}</label>
      </h3>
      <div className="mt-2 flex gap-2">
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded border border-line-strong bg-canvas px-3 py-2 text-sm text-ink-soft"
        />
        <button
          type="button"
          onClick={() => void copy()}
          className="inline-flex items-center gap-1 rounded border border-line-strong px-3 py-2 text-sm hover:bg-canvas focus:outline-none focus-visible:ring-2 focus-visible:ring-focus"
        >
          <Copy size={14} aria-hidden />
          {BUILDER_MSG.copy}
        </button>
      </div>
    </section>
  );
}
