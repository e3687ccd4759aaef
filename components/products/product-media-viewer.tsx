"use client";
// The view modal's previewer (spec 1 §2): images and 3D models share one thumbnail strip; a 3D model is shown
// in its hosting service's embedded viewer, loaded only when selected.
import { Box } from "lucide-react";
import { useState } from "react";
import { modelEmbedUrl } from "@/lib/products/catalogue-view";
import type { TProductDetail } from "./catalogue-api";
import { RetryingImage } from "@/components/ui/retrying-image";

type TMedia =
  | { kind: "image"; key: string; src: string; thumb: string; label: string }
  | { kind: "model"; key: string; src: string | null; label: string };

export function mediaOf(product: Pick<TProductDetail, "name" | "images" | "three_dimensional_models">): TMedia[] {
  const images = [...product.images].sort((a, b) => a.order - b.order);
  const models = [...product.three_dimensional_models].sort((a, b) => a.order - b.order);
  return [
    ...images.map((img, i): TMedia => ({
      kind: "image",
      key: img._id,
      src: img.desktop,
      thumb: img.mobile,
      label: `${product.name}, image ${i + 1} of ${images.length}`,
    })),
    ...models.map((m, i): TMedia => ({ kind: "model", key: m._id, src: modelEmbedUrl(m), label: `${product.name}, 3D model ${i + 1} of ${models.length}` })),
  ];
}

export function ProductMediaViewer({ product }: { product: Pick<TProductDetail, "name" | "images" | "three_dimensional_models"> }) {
  const media = mediaOf(product);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const selected = media.find((m) => m.key === selectedKey) ?? media[0];

  if (!selected) {
    return <div className="flex aspect-square items-center justify-center rounded bg-sunken text-sm text-subtle">No images</div>;
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex aspect-square items-center justify-center overflow-hidden rounded bg-sunken">
        {selected.kind === "image" ? (
          <RetryingImage src={selected.src} alt={selected.label} className="h-full w-full object-contain" />
        ) : selected.src ? (
          <iframe
            src={selected.src}
            title={selected.label}
            className="h-full w-full border-0"
            allow="autoplay; fullscreen; xr-spatial-tracking"
            loading="lazy"
          />
        ) : (
          <p className="text-sm text-muted">This 3D model cannot be shown.</p>
        )}
      </div>
      {media.length > 1 && (
        <ul className="flex flex-wrap gap-2" aria-label="Images and 3D models">
          {media.map((m) => (
            <li key={m.key}>
              <button
                type="button"
                aria-label={`Show ${m.label}`}
                aria-pressed={m.key === selected.key}
                onClick={() => setSelectedKey(m.key)}
                className={`flex h-16 w-16 items-center justify-center overflow-hidden rounded border-2 bg-sunken ${
                  m.key === selected.key ? "border-primary" : "border-transparent"
                }`}
              >
                {m.kind === "image" ? <RetryingImage src={m.thumb} alt="" className="h-full w-full object-cover" /> : <Box aria-hidden className="h-6 w-6" />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
