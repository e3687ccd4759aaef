// A study's respondent link (the "live link"), as both places that copy it build it: the studies list's Link action
// (spec 3 §2) and the Review step's live link box (spec 2 §2). Either copies the absolute URL, so the link works
// wherever it is pasted (an e-mail, a panel provider's form), not only inside the dashboard.

/** The path of a study's live link: /s/{short_id}. */
export const livePath = (shortId: string): string => `/s/${encodeURIComponent(shortId)}`;

/**
 * The absolute live link. `link` is a path (`/s/…`) or a URL the server already made absolute (its public base URL);
 * a path is resolved against `origin` (the page's own, `window.location.origin`), an absolute URL is kept as it is.
 */
export function absoluteLiveLink(link: string, origin: string): string {
  return new URL(link, origin).href;
}

/** The absolute live link of the study with `shortId`, on `origin`. */
export const liveLinkOf = (shortId: string, origin: string): string => absoluteLiveLink(livePath(shortId), origin);
