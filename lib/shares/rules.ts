// The rules of a share link's label and expiry (P15 item 6), pure and shared by the wire schemas (lib/shares/wire.ts),
// the server (server/shares/create-share.ts) and the New link form (components/results/share/new-share-form.tsx).
// A label is plain text: at most SHARE_LABEL_MAX characters, no markup (no `<` or `>`), no control characters. An
// expiry is a moment after now and at most SHARE_MAX_DAYS ahead; the form picks a day and the link lasts to its end.
// And which tab a shared results page names as not opened by its link.
import { RESULTS_TABS, type TResultsTab } from "@/lib/results/page";
import { SHARE_LABEL_MAX, SHARE_MAX_DAYS, SHARE_MSG } from "./messages";

const DAY_MS = 86_400_000;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;
const MARKUP = /[<>]/;

/** Why `label` (already trimmed) is refused, or null when it is fine. */
export function labelProblem(label: string): string | null {
  if (label.length > SHARE_LABEL_MAX) return SHARE_MSG.labelTooLong;
  if (MARKUP.test(label)) return SHARE_MSG.labelMarkup;
  if (CONTROL.test(label) || /[\r\n]/.test(label)) return SHARE_MSG.labelControl;
  return null;
}

/** Why the expiry `iso` (a date-time) is refused at `now`, or null when it is fine. */
export function expiryProblem(iso: string, now: number = Date.now()): string | null {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return SHARE_MSG.expiryInvalid;
  if (at <= now) return SHARE_MSG.expiryPast;
  if (at > now + SHARE_MAX_DAYS * DAY_MS) return SHARE_MSG.expiryTooFar;
  return null;
}

/** The moment a link chosen to expire on `day` (YYYY-MM-DD, the viewer's calendar) stops opening: the end of that day. */
export function expiryOfDay(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const [y, m, d] = day.split("-").map(Number);
  const end = new Date(y!, m! - 1, d!, 23, 59, 59, 999);
  if (end.getFullYear() !== y || end.getMonth() !== m! - 1 || end.getDate() !== d) return null;
  return end.toISOString();
}

/** The last day the form offers (YYYY-MM-DD): the limit less a day, so the end of it is still within the limit. */
export function lastExpiryDay(now: Date = new Date()): string {
  const last = new Date(now.getTime() + (SHARE_MAX_DAYS - 1) * DAY_MS);
  return localDay(last);
}

/** Today as the form offers it (YYYY-MM-DD, the viewer's calendar). */
export function firstExpiryDay(now: Date = new Date()): string {
  return localDay(now);
}

const localDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

/**
 * The tab a shared results page was asked for but its link does not open (P15 item 6), or null: a known tab of the
 * address that is not the one shown (the page shows the link's first tab instead, with a notice naming the other).
 * An unknown tab has a notice of its own (lib/results/page.ts).
 */
export function tabNotShared(requested: string | undefined, shown: TResultsTab | null): TResultsTab | null {
  if (requested === undefined || shown === null || requested === shown) return null;
  return (RESULTS_TABS as readonly string[]).includes(requested) ? (requested as TResultsTab) : null;
}
