// The knowledge base's query language (P15 item 9 "a natural question finds the relevant entries"): a search is read
// the way people type into a search box — websearch_to_tsquery's syntax — and becomes a PostgreSQL tsquery that
// matches ANY of its words, ranked by how many and where they match (server/knowledge/search.ts ranks), instead of
// requiring every word. Pure.
//
//   what did shoppers dislike about price   → ('shoppers':* | 'dislike':* | 'price':*)   common words left out
//   "cropped fit" parka                     → (('cropped' <-> 'fit') | 'parka':*)         a quoted phrase, words in order
//   parka -wool                             → 'parka':* & !'wool':*                      a minus excludes a word or phrase
//
// Words are letters and digits of any script; everything else (tsquery syntax, markup, emoji) only separates them, so
// no text can make the query fail. Words of three letters or more are prefix terms ("outer" finds outerwear); shorter
// ones and the words of a phrase match as written (after the English stemmer, which the database applies). "or" and
// the other common English words (PostgreSQL's english stop list, which the database drops anyway) are left out, so
// they neither match everything nor count as the word to look for.
import { KNOWLEDGE_LIMITS, KNOWLEDGE_MSG } from "./messages";

/** PostgreSQL's English stop words (share/tsearch_data/english.stop): the `english` configuration ignores them. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it its itself " +
    "they them their theirs themselves what which who whom this that these those am is are was were be been being have has had " +
    "having do does did doing a an the and but if or because as until while of at by for with about against between into through " +
    "during before after above below to from up down in out on off over under again further then once here there when where why " +
    "how all any both each few more most other some such no nor not only own same so than too very s t can will just don should now"
  ).split(" "),
);

/** Words shorter than this match as written; longer ones also match as a word's beginning. */
export const PREFIX_MIN = 3;

/** A word (one element) or a quoted phrase (its words in order). */
export type TQueryItem = string[];

export interface TKnowledgeQuery {
  /** What to look for: any of these matches. */
  include: TQueryItem[];
  /** What an entry must not contain. */
  exclude: TQueryItem[];
  /** Common words left out of the search. */
  common: string[];
  /** More than KNOWLEDGE_LIMITS.terms words and phrases were given; the rest were ignored. */
  dropped: boolean;
  /** The text for `to_tsquery('english', …)`; null when nothing is left to look for. */
  tsquery: string | null;
}

const WORD = /[\p{L}\p{N}]/u;
const QUOTES = /[“”„‟«»＂]/g;

interface TToken {
  negated: boolean;
  words: string[];
  phrase: boolean;
}

/** The text cut into words and quoted phrases, each maybe negated by a minus that starts it. */
function tokens(q: string): TToken[] {
  const text = q.normalize("NFKC").replace(QUOTES, '"').toLowerCase();
  const out: TToken[] = [];
  let i = 0;
  const wordsOf = (s: string) => s.match(/[\p{L}\p{N}]+/gu) ?? [];
  while (i < text.length) {
    const ch = text[i]!;
    const startsToken = i === 0 || /\s/u.test(text[i - 1]!);
    const negated = ch === "-" && startsToken && i + 1 < text.length && (text[i + 1] === '"' || WORD.test(text[i + 1]!));
    const at = negated ? i + 1 : i;
    const c = text[at]!;
    if (c === '"') {
      const close = text.indexOf('"', at + 1);
      const end = close < 0 ? text.length : close;
      const words = wordsOf(text.slice(at + 1, end));
      if (words.length) out.push({ negated, words, phrase: words.length > 1 });
      i = end + 1;
      continue;
    }
    if (WORD.test(c)) {
      let end = at;
      while (end < text.length && WORD.test(text[end]!)) end++;
      out.push({ negated, words: [text.slice(at, end)], phrase: false });
      i = end;
      continue;
    }
    i++;
  }
  return out;
}

const term = (word: string) => (word.length >= PREFIX_MIN ? `'${word}':*` : `'${word}'`);
const itemQuery = (item: TQueryItem) => (item.length === 1 ? term(item[0]!) : `(${item.map((w) => `'${w}'`).join(" <-> ")})`);

/** Reads a search's text (see the file's head). */
export function parseKnowledgeQuery(q: string): TKnowledgeQuery {
  const include: TQueryItem[] = [];
  const exclude: TQueryItem[] = [];
  const common: string[] = [];
  const seen = new Set<string>();
  let dropped = false;
  for (const t of tokens(q)) {
    const meaningful = t.words.filter((w) => !STOP_WORDS.has(w));
    if (!meaningful.length) {
      if (!t.negated) for (const w of t.words) if (!common.includes(w)) common.push(w);
      continue;
    }
    const item = t.phrase ? t.words : meaningful;
    const key = `${t.negated ? "-" : ""}${item.join(" ")}`;
    if (seen.has(key)) continue;
    if (seen.size >= KNOWLEDGE_LIMITS.terms) {
      dropped = true;
      continue;
    }
    seen.add(key);
    (t.negated ? exclude : include).push(item);
  }
  let tsquery: string | null = null;
  if (include.length) {
    const any = include.map(itemQuery);
    const positive = any.length > 1 ? `(${any.join(" | ")})` : any[0]!;
    tsquery = [positive, ...exclude.map((i) => `!${itemQuery(i)}`)].join(" & ");
  }
  return { include, exclude, common, dropped, tsquery };
}

/**
 * Why a search's text cannot be searched, or null: longer than KNOWLEDGE_LIMITS.query, or not blank yet without a word
 * to look for (operators, punctuation or emoji only, or only excluded words). Only common words ("the about") is not
 * an error: the search says so (KNOWLEDGE_MSG.onlyCommonWords) and finds nothing.
 */
export function knowledgeQueryError(q: string): string | null {
  if (q.length > KNOWLEDGE_LIMITS.query) return KNOWLEDGE_MSG.queryTooLong;
  if (!q.trim()) return null;
  const parsed = parseKnowledgeQuery(q);
  if (parsed.include.length || parsed.common.length) return null;
  return KNOWLEDGE_MSG.queryNoWords;
}
