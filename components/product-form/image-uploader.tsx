"use client";
// Product images (spec 1 §2, §5, §8): drag and drop or a file input, at most 16 files of 100 MB each (checked here for a
// quick answer, enforced by the server), thumbnails that can be moved left/right and removed. Failures toast
// "File upload has failed: {reason}"; a 500 naming "Inaccessible host" shows the spec's alert instead.
import { ChevronLeft, ChevronRight, Trash2, Upload } from "lucide-react";
import { useId, useRef, useState, type DragEvent } from "react";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { FORM_LABELS, moveItem } from "@/lib/products/form-mapping";
import { PRODUCT_MSG } from "@/lib/products/messages";
import { ACCEPTED_IMAGE_MIME, uploadBatchProblem } from "@/lib/products/rules";
import { RetryingImage } from "@/components/ui/retrying-image";
import { uploadImages, type TUploadedImage } from "./product-api";

export type TFormImage = TUploadedImage & { order: number };

interface Props {
  brandId: string;
  images: TFormImage[];
  disabled?: boolean;
  onChange(images: TFormImage[]): void;
}

export function ImageUploader({ brandId, images, disabled, onChange }: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  async function upload(files: File[]) {
    if (disabled || files.length === 0) return;
    const problem = uploadBatchProblem(files);
    if (problem) {
      toast.error(PRODUCT_MSG.uploadFailed(problem));
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      const uploaded = await uploadImages(brandId, files);
      onChange([...images, ...uploaded].map((img, order) => ({ original: img.original, desktop: img.desktop, mobile: img.mobile, order })));
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      if (e instanceof ApiError && e.status === 500 && /inaccessible host/i.test(message)) setAlert(PRODUCT_MSG.inaccessibleHost);
      // The server's refusals already read "File upload has failed: {reason}"; their reason is the part to wrap.
      else toast.error(PRODUCT_MSG.uploadFailed(e instanceof ApiError ? (e.invalidParams[0]?.reason ?? message) : message));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  }

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void upload(Array.from(e.dataTransfer.files));
  };

  const move = (i: number, step: -1 | 1) => onChange(moveItem(images, i, step).map((img, order) => ({ ...img, order })));
  const remove = (i: number) => onChange(images.filter((_, j) => j !== i).map((img, order) => ({ ...img, order })));

  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="text-sm font-medium">{FORM_LABELS.images}</legend>
      {alert && (
        <p role="alert" className="rounded border border-danger-line bg-danger-soft p-2 text-sm text-danger-strong">
          {alert}
        </p>
      )}
      <div
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-2 rounded border-2 border-dashed p-4 text-sm ${dragging ? "border-focus bg-primary-soft" : "border-line-strong"}`}
      >
        <Upload size={20} aria-hidden />
        <span>
          {FORM_LABELS.dropHint}{" "}
          <label htmlFor={inputId} className="cursor-pointer font-medium text-primary underline">
            {FORM_LABELS.chooseFiles}
          </label>
        </span>
        <input
          id={inputId}
          ref={input}
          type="file"
          multiple
          accept={ACCEPTED_IMAGE_MIME.join(",")}
          className="sr-only"
          onChange={(e) => void upload(Array.from(e.target.files ?? []))}
        />
        {busy && (
          <span role="status" className="text-muted">
            {FORM_LABELS.uploading}
          </span>
        )}
      </div>
      {images.length > 0 && (
        <ol className="flex flex-wrap gap-3" aria-label="Uploaded images">
          {images.map((img, i) => (
            <li key={img.original} className="flex flex-col items-center gap-1">
              {/* Retried 3 times with a cache-busting count (spec 1 §8). */}
              <RetryingImage src={img.mobile} alt={`Image ${i + 1} of ${images.length}`} className="h-24 w-24 rounded object-cover" />
              <div className="flex gap-1">
                <button type="button" aria-label={`${FORM_LABELS.moveLeft} (${i + 1})`} disabled={i === 0} onClick={() => move(i, -1)} className="rounded border border-line-strong p-1 disabled:opacity-40">
                  <ChevronLeft size={14} aria-hidden />
                </button>
                <button type="button" aria-label={`${FORM_LABELS.moveRight} (${i + 1})`} disabled={i === images.length - 1} onClick={() => move(i, 1)} className="rounded border border-line-strong p-1 disabled:opacity-40">
                  <ChevronRight size={14} aria-hidden />
                </button>
                <button type="button" aria-label={`${FORM_LABELS.removeImage} (${i + 1})`} onClick={() => remove(i)} className="rounded border border-line-strong p-1 text-danger">
                  <Trash2 size={14} aria-hidden />
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </fieldset>
  );
}
