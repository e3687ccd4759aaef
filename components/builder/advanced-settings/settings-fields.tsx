"use client";
// The fields of Advanced Settings: a text field with its §5 limit and counter, a labelled checkbox, and an image
// field (welcome image, header logo) that checks count, type and size before uploading.
import { useId, useRef, useState } from "react";
import { uploadImages } from "@/components/product-form/product-api";
import { buttonClass } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { measureImage } from "@/lib/image-size";
import { BUILDER_MSG } from "@/lib/builder/messages";
import { IMAGE_RULES, clampText, imageFilesProblem, imageSizeProblem, textCounter, type TImageKind } from "@/lib/builder/settings-rules";
import type { TBuilderImage } from "@/lib/builder/study";
import { useBuilder } from "../builder-context";

export const inputClass = "w-full rounded border border-line-strong px-3 py-2 text-sm disabled:bg-sunken";

/** A text input or textarea with its §5 limit: capped at the limit, with a "n/limit" counter. */
export function LimitedField(props: { label: string; value: string | null | undefined; limit: number; multiline?: boolean; disabled: boolean; onChange: (v: string) => void }) {
  const id = useId();
  const counter = textCounter(props.value, props.limit);
  const common = {
    id,
    value: props.value ?? "",
    maxLength: props.limit,
    disabled: props.disabled,
    "aria-describedby": `${id}-count`,
    className: inputClass,
    onChange: (e: { target: { value: string } }) => props.onChange(clampText(e.target.value, props.limit)),
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      {props.multiline ? <textarea rows={3} {...common} /> : <input {...common} />}
      <span id={`${id}-count`} className={`self-end text-xs ${counter.over ? "text-danger" : "text-faint"}`} aria-live="polite">
        {BUILDER_MSG.charactersUsed(counter.label)}
      </span>
    </div>
  );
}

export function Check(props: { label: string; checked: boolean; disabled: boolean; onChange: (v: boolean) => void; hint?: string }) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        className="mt-1"
        checked={props.checked}
        disabled={props.disabled}
        aria-describedby={props.hint ? `${id}-hint` : undefined}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <div className="text-sm">
        <label htmlFor={id}>{props.label}</label>
        {props.hint && (
          <span id={`${id}-hint`} className="block text-xs text-muted">
            {props.hint}
          </span>
        )}
      </div>
    </div>
  );
}

/** One image field (welcome image or header logo): checks count, type and size before uploading. */
export function ImageField(props: { kind: TImageKind; label: string; hint: string; url: string | null | undefined; disabled: boolean; onChange: (img: TBuilderImage | null) => void }) {
  const { brandId } = useBuilder();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function pick(files: File[]) {
    if (files.length === 0) return;
    setProblem(null);
    try {
      const wrong = imageFilesProblem(props.kind, files);
      if (wrong) return setProblem(wrong);
      const size = await measureImage(files[0]!).catch(() => null);
      if (!size) return setProblem(BUILDER_MSG.imageWrongType(IMAGE_RULES[props.kind].typesLabel));
      const small = imageSizeProblem(props.kind, size);
      if (small) return setProblem(small);
      setBusy(true);
      const [uploaded] = await uploadImages(brandId, files);
      if (uploaded) props.onChange(uploaded);
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      if (e instanceof ApiError && e.status === 500 && /inaccessible host/i.test(message)) setProblem(BUILDER_MSG.uploadInaccessibleHost);
      else toast.error(message);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
        <span className="block text-xs font-normal text-muted">{props.hint}</span>
      </label>
      {props.url && (
        <img src={props.url} alt={props.label} className="h-24 w-auto self-start rounded border border-line object-contain" />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          ref={input}
          type="file"
          accept={IMAGE_RULES[props.kind].mime.join(",")}
          disabled={props.disabled || busy}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className="text-sm"
          onChange={(e) => void pick(Array.from(e.target.files ?? []))}
        />
        {props.url && (
          <button type="button" className={buttonClass("secondary")} disabled={props.disabled || busy} onClick={() => props.onChange(null)}>
            {BUILDER_MSG.removeImage}
          </button>
        )}
        {busy && (
          <span role="status" className="text-sm text-muted">
            {BUILDER_MSG.uploading}
          </span>
        )}
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}
