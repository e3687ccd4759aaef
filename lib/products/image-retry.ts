// Image retry rules (spec 1 §8: "Images are retried 3 times with a cache-busting count"), pure so the component
// in components/ui/retrying-image.tsx stays thin and the rules are unit-tested.

/** How many times a failed image is requested again before the placeholder is shown. */
export const IMAGE_RETRIES = 3;

/** The query parameter carrying the attempt number; a new value makes the browser skip its cached failure. */
export const RETRY_PARAM = "retry";

/**
 * The URL of a given attempt: the source itself for attempt 0, else the source with `retry=<attempt>` appended
 * (after `&` when it already has a query), kept before any `#fragment` so the fragment still works.
 */
export function retryUrl(src: string, attempt: number): string {
  if (attempt <= 0) return src;
  const hashAt = src.indexOf("#");
  const base = hashAt === -1 ? src : src.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : src.slice(hashAt);
  const separator = !base.includes("?") ? "?" : base.endsWith("?") || base.endsWith("&") ? "" : "&";
  return `${base}${separator}${RETRY_PARAM}=${attempt}${hash}`;
}

/** The attempt after a failed one, or null when the retries are used up and the placeholder should show. */
export function nextAttempt(failed: number, retries: number = IMAGE_RETRIES): number | null {
  return failed < retries ? failed + 1 : null;
}
