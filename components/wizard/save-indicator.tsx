"use client";
// The saving indicator (spec 2 §2 "Other modals"): "Saving...", "All Changes Saved", and after a refused stale
// or failed save "Changes Not Saved! Click Here To Reload", which reloads the page when clicked.
import { WIZARD_MSG } from "@/lib/wizard/messages";
import type { TSaveState } from "./wizard-context";

export function SaveIndicator({ state }: { state: TSaveState }) {
  if (state === "stale" || state === "error") {
    return (
      <button
        type="button"
        data-testid="save-indicator"
        data-state={state}
        onClick={() => window.location.reload()}
        className="rounded bg-red-50 px-2 py-1 text-sm font-medium text-red-800 underline hover:bg-red-100"
      >
        {WIZARD_MSG.notSaved}
      </button>
    );
  }
  const text = state === "saving" ? WIZARD_MSG.saving : state === "saved" ? WIZARD_MSG.allSaved : "";
  return (
    <span role="status" aria-live="polite" data-testid="save-indicator" data-state={state} className="text-sm text-slate-600">
      {text}
    </span>
  );
}
