"use client";
// A product image that survives a flaky load (spec 1 §8: "Images are retried 3 times with a cache-busting count"):
// on error it asks again with `retry=<n>` up to 3 times, then shows a neutral placeholder that still names the
// image for screen readers. The one implementation for cards, the view modal and the form thumbnails.
import { ImageOff } from "lucide-react";
import { useEffect, useRef, useState, type ComponentPropsWithoutRef, type SyntheticEvent } from "react";
import { IMAGE_RETRIES, nextAttempt, retryUrl } from "@/lib/products/image-retry";

type Props = Omit<ComponentPropsWithoutRef<"img">, "src" | "alt"> & {
  src: string;
  /** Required: the placeholder carries it too. "" marks a decorative image, whose placeholder is hidden as well. */
  alt: string;
  /** Defaults to IMAGE_RETRIES. */
  retries?: number;
};

/** Attempt state is tied to the src it belongs to, so a new src starts again at attempt 0 without an effect. */
type TState = { src: string; attempt: number; failed: boolean };

export function RetryingImage({ src, alt, className, retries = IMAGE_RETRIES, onError, ...rest }: Props) {
  const [state, setState] = useState<TState>({ src, attempt: 0, failed: false });
  const current: TState = state.src === src ? state : { src, attempt: 0, failed: false };
  const img = useRef<HTMLImageElement>(null);

  const fail = (event?: SyntheticEvent<HTMLImageElement>) => {
    const next = nextAttempt(current.attempt, retries);
    setState(next === null ? { ...current, failed: true } : { ...current, attempt: next });
    if (next === null && event) onError?.(event);
  };

  // An image rendered on the server can fail before React hydrates and attaches onError; catch that case once.
  useEffect(() => {
    const el = img.current;
    if (el && el.complete && el.naturalWidth === 0 && el.getAttribute("src")) fail();
    // Only on mount: later failures arrive through onError.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (current.failed) {
    return (
      <span
        role={alt ? "img" : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        data-testid="image-placeholder"
        className={`flex items-center justify-center bg-sunken text-disabled ${className ?? ""}`}
      >
        <ImageOff aria-hidden className="h-1/3 max-h-10 w-1/3 max-w-10" />
      </span>
    );
  }
  return (
    // Plain <img>: images come from our own storage, already sized in three variants (server/storage/images.ts).
    <img {...rest} ref={img} src={retryUrl(src, current.attempt)} alt={alt} className={className} onError={fail} />
  );
}
