// The rules of snip texts (spec 3 §5 "A new comment can be submitted only when the text is non-empty"; "A snip title
// edit with empty text is discarded and the previous title restored. An unchanged title or key insight triggers no
// update"), for the snip modal and the server alike (DESIGN.md rule 1).
//
// Sanitising (docs/decisions.md P12): texts are plain text. They are stored as typed, trimmed, with nothing stripped
// but the NUL character (PostgreSQL text cannot hold it), and answered as stored: `<script>` stays the literal text
// `<script>`. Nothing ever renders them as HTML; the client shows them as text, with http(s) addresses turned into
// links by linkify() below, so no markup a user types can run. Lengths count UTF-16 units, as a textarea's maxLength.
import { COMMENT_MAX_LENGTH, KEY_INSIGHT_MAX_LENGTH, SNIP_MSG, TITLE_MAX_LENGTH } from "./messages";

export type TTextCheck = { ok: true; value: string } | { ok: false; reason: string };

/** The text as stored: without NUL characters, trimmed. */
export const cleanText = (raw: string): string => raw.replaceAll("\u0000", "").trim();

function check(raw: string, max: number, tooLong: string, empty: string | null): TTextCheck {
  const value = cleanText(raw);
  if (empty !== null && !value) return { ok: false, reason: empty };
  if (value.length > max) return { ok: false, reason: tooLong };
  return { ok: true, value };
}

/** A comment: non-empty once trimmed, at most COMMENT_MAX_LENGTH. */
export const checkComment = (raw: string): TTextCheck => check(raw, COMMENT_MAX_LENGTH, SNIP_MSG.commentTooLong, SNIP_MSG.commentEmpty);

/** A new snip's title: non-empty once trimmed, at most TITLE_MAX_LENGTH. */
export const checkTitle = (raw: string): TTextCheck => check(raw, TITLE_MAX_LENGTH, SNIP_MSG.titleTooLong, SNIP_MSG.titleRequired);

/** A key insight: may be empty, at most KEY_INSIGHT_MAX_LENGTH. */
export const checkKeyInsight = (raw: string): TTextCheck => check(raw, KEY_INSIGHT_MAX_LENGTH, SNIP_MSG.keyInsightTooLong, null);

/** What a title edit writes: null when nothing is to change (no edit, an empty edit, or the same title). */
export function titleEdit(previous: string, typed: string | null | undefined): string | null {
  if (typed === null || typed === undefined) return null;
  const value = cleanText(typed);
  return value && value !== previous ? value : null;
}

/** What a key insight edit writes: null when nothing is to change (no edit, or the same text); "" clears it. */
export function keyInsightEdit(previous: string, typed: string | null | undefined): string | null {
  if (typed === null || typed === undefined) return null;
  const value = cleanText(typed);
  return value !== previous ? value : null;
}

/** A piece of a text: plain text, or a link whose href is an http(s) address. */
export type TTextPart = { text: string; href?: undefined } | { text: string; href: string };

const URL_CANDIDATE = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const CLOSERS: Record<string, string> = { ")": "(", "]": "[", "}": "{" };

/** Punctuation that ends a sentence rather than the address; a closing bracket only when it opens none. */
function trimTrailing(url: string): string {
  let out = url;
  while (out) {
    const last = out.at(-1)!;
    const opener = CLOSERS[last];
    const unbalanced = opener !== undefined && out.split(opener).length < out.split(last).length;
    if (!".,;:!?".includes(last) && !unbalanced) return out;
    out = out.slice(0, -1);
  }
  return out;
}

/** The address as a link target, or null: only http and https with a host (never javascript:, data:, …). */
function safeHref(text: string): string | null {
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}

/** Splits a text into plain parts and links (http and https addresses only), in order; joined, the texts are the input. */
export function linkify(text: string): TTextPart[] {
  const parts: TTextPart[] = [];
  let done = 0;
  for (const m of text.matchAll(URL_CANDIDATE)) {
    const shown = trimTrailing(m[0]);
    const href = shown ? safeHref(shown) : null;
    if (!href) continue;
    if (m.index > done) parts.push({ text: text.slice(done, m.index) });
    parts.push({ text: shown, href });
    done = m.index + shown.length;
  }
  if (done < text.length) parts.push({ text: text.slice(done) });
  return parts;
}
