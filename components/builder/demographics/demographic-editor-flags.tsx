"use client";
// The demographic editor's switches (spec 2 §5): Required (disabled for pointable questions), Randomize (not for a
// text question) and, for admins creating a question, "Audience weighting question".
import { effectiveRequired, requiredToggleDisabled } from "@/lib/study-rules/demographics";
import { DEMOGRAPHIC_MSG } from "@/lib/study-rules/messages";
import type { TDemographicEditorState } from "./use-demographic-editor";

export function DemographicFlags({ editor, canWeight }: { editor: TDemographicEditorState; canWeight: boolean }) {
  const { draft, change, disabled } = editor;
  return (
    <fieldset className="flex flex-wrap gap-4" disabled={disabled}>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={effectiveRequired(draft)}
          disabled={requiredToggleDisabled(draft)}
          onChange={(e) => change({ ...draft, required: e.target.checked })}
        />
        {DEMOGRAPHIC_MSG.required}
      </label>
      {draft.type !== "text" && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={draft.randomize_options} onChange={(e) => change({ ...draft, randomize_options: e.target.checked })} />
          {DEMOGRAPHIC_MSG.randomize}
        </label>
      )}
      {canWeight && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={draft.audience_weighting} onChange={(e) => change({ ...draft, audience_weighting: e.target.checked })} />
          {DEMOGRAPHIC_MSG.audienceWeightingQuestion}
        </label>
      )}
    </fieldset>
  );
}
