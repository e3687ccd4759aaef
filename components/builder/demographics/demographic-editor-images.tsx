"use client";
// The image answers of an image question in the demographic editor (spec 2 §5): each image with its label (non-empty
// and unique) and Remove, the images' error, the uploader while fewer than 26 (types checked, the wrong-type text),
// and the upload's problem.
import { Trash2, Upload } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { RetryingImage } from "@/components/ui/retrying-image";
import { ACCEPTED_IMAGE_MIME } from "@/lib/products/rules";
import { imageSlotsLeft, showImageUploader } from "@/lib/study-rules/demographics";
import { DEMOGRAPHIC_MSG } from "@/lib/study-rules/messages";
import { editorErrorClass, editorInputClass } from "./demographic-editor-classes";
import type { TDemographicEditorState } from "./use-demographic-editor";

export function DemographicImagesFieldset({ editor, id }: { editor: TDemographicEditorState; id: string }) {
  const { draft, change, disabled, uploading, uploadProblem } = editor;
  const imagesError = editor.fieldError("images");
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="text-sm font-medium">{DEMOGRAPHIC_MSG.imagesLegend}</legend>
      {draft.images.length === 0 && <p className="text-sm text-muted">{DEMOGRAPHIC_MSG.noImageOptions}</p>}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {draft.images.map((img, i) => {
          const labelError = editor.indexError("images", i);
          return (
            <li key={`${img.original}-${i}`} className="flex flex-col gap-1 rounded border border-line p-2">
              <RetryingImage src={img.mobile || img.original} alt="" className="h-24 w-full rounded object-cover" />
              <label className="sr-only" htmlFor={`${id}-i${i}`}>
                {DEMOGRAPHIC_MSG.imageLabel(i + 1)}
              </label>
              <input
                id={`${id}-i${i}`}
                className={editorInputClass}
                value={img.label}
                placeholder={DEMOGRAPHIC_MSG.imageLabel(i + 1)}
                aria-invalid={Boolean(labelError)}
                onChange={(e) => change({ ...draft, images: draft.images.map((x, j) => (j === i ? { ...x, label: e.target.value } : x)) }, "images")}
              />
              {labelError && <p className={editorErrorClass}>{labelError}</p>}
              {/* A small red icon button: the kit has no danger icon variant (danger is a filled button). */}
              <button
                type="button"
                className="inline-flex items-center gap-1 self-end rounded px-2 py-1 text-xs text-danger hover:bg-danger-soft focus:outline-none focus-visible:ring-2 focus-visible:ring-focus"
                aria-label={DEMOGRAPHIC_MSG.removeImage(i + 1)}
                onClick={() => change({ ...draft, images: draft.images.filter((_, j) => j !== i) }, "images")}
              >
                <Trash2 size={12} aria-hidden />
              </button>
            </li>
          );
        })}
      </ul>
      {imagesError && <p className={editorErrorClass}>{imagesError}</p>}
      {showImageUploader(draft.images.length) && imageSlotsLeft(draft.images.length) > 0 && (
        <div className="flex flex-col gap-1">
          {/* The file input's label looks like a button (the input itself is visually hidden). */}
          <label htmlFor={`${id}-upload`} className={`${buttonClass("secondary")} inline-flex w-fit cursor-pointer items-center gap-1`}>
            <Upload size={14} aria-hidden />
            {DEMOGRAPHIC_MSG.uploadImages}
          </label>
          <input
            id={`${id}-upload`}
            ref={editor.fileInput}
            type="file"
            accept={ACCEPTED_IMAGE_MIME.join(",")}
            multiple
            className="sr-only"
            disabled={disabled || uploading}
            onChange={(e) => void editor.upload(Array.from(e.target.files ?? []))}
          />
          {uploading && <p className="text-xs text-muted">{DEMOGRAPHIC_MSG.saving}</p>}
        </div>
      )}
      {uploadProblem && (
        <p role="alert" className="rounded border border-danger-line bg-danger-soft p-2 text-sm text-danger-strong">
          {uploadProblem}
        </p>
      )}
    </fieldset>
  );
}
