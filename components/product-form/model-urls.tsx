"use client";
// 3D models by URL (spec 1 §5): a link from one of the two supported hosts, parsed with the shared rule;
// an unparsable link shows "Could not parse the image url" and is not added.
import { Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { FORM_LABELS } from "@/lib/products/form-mapping";
import { PRODUCT_MSG } from "@/lib/products/messages";
import { parseModel3DUrl } from "@/lib/products/rules";

export interface TFormModel {
  url: string;
  order: number;
}

export function ModelUrls({ models, disabled, onChange }: { models: TFormModel[]; disabled?: boolean; onChange(models: TFormModel[]): void }) {
  const id = useId();
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    if (!parseModel3DUrl(url)) {
      setError(PRODUCT_MSG.unparsableModelUrl);
      return;
    }
    setError(null);
    onChange([...models, { url: url.trim(), order: models.length }]);
    setUrl("");
  };

  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="text-sm font-medium">{FORM_LABELS.models}</legend>
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {FORM_LABELS.modelUrl}
        </label>
        <input
          id={id}
          type="url"
          value={url}
          placeholder="https://sketchfab.com/3d-models/…"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setUrl(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
          className="flex-1 rounded border border-line-strong px-3 py-2 text-sm"
        />
        <button type="button" onClick={add} disabled={!url.trim()} className="rounded border border-line-strong px-3 py-2 text-sm disabled:opacity-50">
          {FORM_LABELS.addModel}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {models.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm">
          {models.map((m, i) => {
            const ref = parseModel3DUrl(m.url);
            return (
              <li key={`${m.url}-${i}`} className="flex items-center gap-2">
                <span className="rounded bg-sunken px-2 py-0.5 text-xs">{ref?.type ?? "?"}</span>
                <span className="flex-1 truncate" title={m.url}>
                  {m.url}
                </span>
                <button
                  type="button"
                  aria-label={`${FORM_LABELS.removeModel} ${i + 1}`}
                  onClick={() => onChange(models.filter((_, j) => j !== i).map((x, order) => ({ ...x, order })))}
                  className="rounded border border-line-strong p-1 text-danger"
                >
                  <Trash2 size={14} aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
