"use client";
// The saving indicator (spec 2 §2 "Other modals"): "Saving...", "All Changes Saved", and after a refused stale
// or failed save "Changes Not Saved! Click Here To Reload", which reloads the page when clicked; while a step shows a
// value it refused, "Changes Not Saved: Fix The Marked Fields" (P10).
import { BUILDER_MSG } from "@/lib/builder/messages";
import type { TSaveState } from "./builder-context";

export function SaveIndicator({ state }: { state: TSaveState }) {
  if (state === "stale" || state === "error") {
    return (
      <button
        type="button"
        data-testid="save-indicator"
        data-state={state}
        onClick={() => window.location.reload()}
        className="rounded bg-danger-soft px-2 py-1 text-sm font-medium text-danger-strong underline hover:bg-danger-muted"
      >
        {BUILDER_MSG.notSaved}
      </button>
    );
  }
  if (state === "invalid") {
    // Never "All Changes Saved" while a refused value is on screen (P10): it says what to do instead.
    return (
      <span role="status" aria-live="polite" data-testid="save-indicator" data-state={state} className="rounded bg-warning-soft px-2 py-1 text-sm font-medium text-warning-ink">
        {BUILDER_MSG.notSavedInvalid}
      </span>
    );
  }
  const text = state === "saving" ? BUILDER_MSG.saving : state === "saved" ? BUILDER_MSG.allSaved : "";
  return (
    <span role="status" aria-live="polite" data-testid="save-indicator" data-state={state} className="text-sm text-muted">
      {text}
    </span>
  );
}
