// The addresses of shared reports (spec 3 §2 "Shared links add ?share= to a results or learnings page"; P13 item 2):
// which page a link opens, and how the request proxy and the workspace layout recognise a shared results page (it has
// no session and no workspace around it). Pure.

const RESULTS_PATH = /^\/brand\/[^/]+\/(campaign|survey)\/[^/]+\/results\/?$/;

/** A results page opened with `?share=` (either base, spec 3 §2). */
export function isSharedResultsAddress(pathname: string, search: string): boolean {
  return RESULTS_PATH.test(pathname) && new URLSearchParams(search).has("share");
}

/** The address a learnings link opens. */
export const learningsShareUrl = (origin: string, brandId: string, surveyId: string, token: string) =>
  `${origin}/learnings/${brandId}/${surveyId}?share=${encodeURIComponent(token)}`;

/** The address a results link opens. */
export const resultsShareUrl = (origin: string, brandId: string, surveyId: string, token: string) =>
  `${origin}/brand/${brandId}/campaign/${surveyId}/results?share=${encodeURIComponent(token)}`;

/** The cookie that remembers, for a while, that this browser passed a link's e-mail gate (the view is counted once). */
export const shareSeenCookie = (tokenId: string) => `share_seen_${tokenId}`;
export const SHARE_SEEN_SECONDS = 12 * 60 * 60;

/** The address a link of `scope` opens (P15 item 6: Copy share link and New link). */
export const shareUrl = (scope: "results" | "learnings", origin: string, brandId: string, surveyId: string, token: string) =>
  (scope === "results" ? resultsShareUrl : learningsShareUrl)(origin, brandId, surveyId, token);
