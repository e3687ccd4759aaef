"use client";
// The answers of a choice question in the demographic editor (spec 2 §5): "Point values" (pointable), one row per
// answer with its point value and Remove, the answers' error and warnings, Add answer and "Show as dropdown"; and,
// for a study in more than one country, which answers each country offers.
import { AlertTriangle, Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { addOption, offered, removeOption, setOffered } from "@/lib/demographics/editor";
import { setPointable } from "@/lib/study-rules/demographics";
import { DEMOGRAPHIC_MSG } from "@/lib/study-rules/messages";
import { editorErrorClass, editorInputClass } from "./demographic-editor-classes";
import type { TDemographicEditorState } from "./use-demographic-editor";

interface Props {
  editor: TDemographicEditorState;
  /** The editor's id prefix for the controls' ids. */
  id: string;
}

export function DemographicOptionsFieldset({ editor, id }: Props) {
  const { draft, change, disabled, warnings } = editor;
  const optionsError = editor.fieldError("options");
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="text-sm font-medium">{DEMOGRAPHIC_MSG.optionsLegend}</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={draft.pointable} onChange={(e) => change(setPointable(draft, e.target.checked), "point_values")} />
        {DEMOGRAPHIC_MSG.pointable}
      </label>
      <ol className="flex flex-col gap-2">
        {draft.options.map((o, i) => (
          <OptionRow key={i} editor={editor} id={id} index={i} value={o} />
        ))}
      </ol>
      {optionsError && <p className={editorErrorClass}>{optionsError}</p>}
      {warnings.map((w) => (
        <p key={w} role="status" className="flex gap-2 rounded border border-warning-line bg-warning-soft p-2 text-sm text-warning-ink">
          <AlertTriangle size={16} aria-hidden className="mt-0.5 shrink-0" />
          {w}
        </p>
      ))}
      <Button variant="secondary" className="inline-flex w-fit items-center gap-1" onClick={() => change(addOption(draft))}>
        <Plus size={14} aria-hidden />
        {DEMOGRAPHIC_MSG.addOption}
      </Button>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={draft.show_as_dropdown} onChange={(e) => change({ ...draft, show_as_dropdown: e.target.checked })} />
        {DEMOGRAPHIC_MSG.showAsDropdown}
      </label>
    </fieldset>
  );
}

/** One answer: its text, its point value when the question is pointable, and Remove. */
function OptionRow({ editor, id, index: i, value }: Props & { index: number; value: string }) {
  const { draft, change } = editor;
  const pvError = editor.indexError("point_values", i);
  return (
    <li className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <label className="sr-only" htmlFor={`${id}-o${i}`}>
          {DEMOGRAPHIC_MSG.optionLabel(i + 1)}
        </label>
        <input
          id={`${id}-o${i}`}
          className={editorInputClass}
          value={value}
          placeholder={DEMOGRAPHIC_MSG.optionLabel(i + 1)}
          onChange={(e) => change({ ...draft, options: draft.options.map((x, j) => (j === i ? e.target.value : x)) }, "options")}
        />
        {draft.pointable && (
          <>
            <label className="sr-only" htmlFor={`${id}-p${i}`}>
              {DEMOGRAPHIC_MSG.pointValueLabel(i + 1)}
            </label>
            <input
              id={`${id}-p${i}`}
              className={`${editorInputClass} w-28`}
              inputMode="decimal"
              value={draft.point_values[i] ?? ""}
              placeholder="0"
              aria-invalid={Boolean(pvError)}
              aria-describedby={pvError ? `${id}-p${i}-error` : undefined}
              onChange={(e) => change({ ...draft, point_values: draft.options.map((_, j) => (j === i ? e.target.value : (draft.point_values[j] ?? ""))) }, "point_values")}
            />
          </>
        )}
        <Button variant="ghost" size="sm" aria-label={DEMOGRAPHIC_MSG.removeOption(i + 1)} onClick={() => change(removeOption(draft, i), "options")}>
          <Trash2 size={14} aria-hidden />
        </Button>
      </div>
      {pvError && (
        <p id={`${id}-p${i}-error`} className={editorErrorClass}>
          {pvError}
        </p>
      )}
    </li>
  );
}

/** Which answers each of the study's countries offers (a study in more than one country). */
export function DemographicCountryOptions({ editor, countries }: { editor: TDemographicEditorState; countries: string[] }) {
  const { draft, change, disabled } = editor;
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="text-sm font-medium">{DEMOGRAPHIC_MSG.countryOptionsLegend}</legend>
      {countries.map((c) => (
        <div key={c} className="flex flex-wrap items-center gap-3 text-sm">
          <span className="w-10 font-medium uppercase">{c}</span>
          {draft.options.map((o, i) =>
            o.trim() ? (
              <label key={i} className="flex items-center gap-1">
                <input type="checkbox" checked={offered(draft, c, i)} onChange={(e) => change(setOffered(draft, c, i, e.target.checked))} />
                {o}
              </label>
            ) : null,
          )}
        </div>
      ))}
    </fieldset>
  );
}
