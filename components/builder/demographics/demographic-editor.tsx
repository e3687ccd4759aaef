"use client";
// The create / edit segmentation question modal (spec 2 §5 "Demographic question"): every rule shown inline from
// lib/study-rules/demographics.ts — title required, at least 2 answers, point values (numeric, 0 or more, none on an
// empty answer, a warning above 1000), image options (more than 1, labels non-empty and unique, uploader while fewer
// than 26, wrong-type text), Required disabled for pointable questions; Save enabled per canSaveDemographic.
// The state lives in use-demographic-editor.ts; the answers, images and switches are sections of their own.
import { useId } from "react";
import { withType, type TEditorDraft } from "@/lib/demographics/editor";
import { DEMOGRAPHIC_TYPES, type TDemographicType } from "@/lib/study-rules/demographics";
import { DEMOGRAPHIC_MSG } from "@/lib/study-rules/messages";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { editorErrorClass, editorInputClass } from "./demographic-editor-classes";
import { DemographicFlags } from "./demographic-editor-flags";
import { DemographicImagesFieldset } from "./demographic-editor-images";
import { DemographicCountryOptions, DemographicOptionsFieldset } from "./demographic-editor-options";
import type { TDemographicPayload } from "./segmentation-api";
import { useDemographicEditor } from "./use-demographic-editor";

export { payloadOf } from "./use-demographic-editor";

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  brandId: string;
  /** null: create; else the draft of the edited question. */
  initial: TEditorDraft | null;
  /** The study's country codes (answers per country are offered when there is more than one). */
  countries: string[];
  readOnly: boolean;
  /** Admins acting as themselves may create an audience weighting question. */
  canWeight: boolean;
  onSave(payload: TDemographicPayload): Promise<boolean>;
}

export function DemographicEditor({ open, onOpenChange, brandId, initial, countries, readOnly, canWeight, onSave }: Props) {
  const id = useId();
  const editor = useDemographicEditor({ open, initial, brandId, readOnly, onSave, onOpenChange });
  const { draft, change, disabled, saving } = editor;
  const choice = draft.type === "choice" || draft.type === "multi";
  const titleError = editor.fieldError("title");

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !saving && onOpenChange(o)}
      title={initial ? DEMOGRAPHIC_MSG.editTitle : DEMOGRAPHIC_MSG.createTitle}
      size="lg"
      footer={
        <>
          <Button variant="secondary" disabled={saving} onClick={() => onOpenChange(false)}>
            {DEMOGRAPHIC_MSG.cancel}
          </Button>
          <Button variant="primary" disabled={!editor.canSave} loading={saving} onClick={() => void editor.save()}>
            {saving ? DEMOGRAPHIC_MSG.saving : DEMOGRAPHIC_MSG.save}
          </Button>
        </>
      }
    >
      <div className="mt-4 flex flex-col gap-4" data-testid="demographic-editor">
        {draft.editable === false && <p className="text-sm text-subtle">{DEMOGRAPHIC_MSG.notEditable}</p>}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-type`} className="text-sm font-medium">
            {DEMOGRAPHIC_MSG.typeLabel}
          </label>
          <select
            id={`${id}-type`}
            className={editorInputClass}
            value={draft.type}
            disabled={disabled || Boolean(initial)}
            onChange={(e) => change(withType(draft, e.target.value as TDemographicType))}
          >
            {DEMOGRAPHIC_TYPES.map((t) => (
              <option key={t} value={t}>
                {DEMOGRAPHIC_MSG.typeLabels[t]}
              </option>
            ))}
          </select>
        </div>

        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-title`} className="text-sm font-medium">
            {DEMOGRAPHIC_MSG.titleLabel}
          </label>
          <input
            id={`${id}-title`}
            className={editorInputClass}
            value={draft.title}
            disabled={disabled}
            aria-invalid={Boolean(titleError)}
            aria-describedby={titleError ? `${id}-title-error` : undefined}
            onChange={(e) => change({ ...draft, title: e.target.value }, "title")}
            onBlur={() => editor.touch("title")}
          />
          {titleError && (
            <p id={`${id}-title-error`} className={editorErrorClass}>
              {titleError}
            </p>
          )}
        </div>

        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-dash`} className="text-sm font-medium">
            {DEMOGRAPHIC_MSG.dashboardTitleLabel}
          </label>
          <input id={`${id}-dash`} className={editorInputClass} value={draft.dashboard_title} disabled={disabled} onChange={(e) => change({ ...draft, dashboard_title: e.target.value })} />
        </div>

        {choice && <DemographicOptionsFieldset editor={editor} id={id} />}
        {choice && countries.length > 1 && <DemographicCountryOptions editor={editor} countries={countries} />}
        {draft.type === "image" && <DemographicImagesFieldset editor={editor} id={id} />}
        <DemographicFlags editor={editor} canWeight={canWeight && !initial} />
      </div>
    </Dialog>
  );
}
