// The deep-dive tab (P11 item 3): one product at a time — its star distribution (the ratings report), its follow-up
// choice shares split by side (the choice report, docs/decisions.md P9 #22) and its respondents' free-text answers
// with a search (server/results/free-text-answers.ts). The data shape (built by server/pages/results/deep-dive.ts),
// the limits, and every text the tab shows. Pure and client-safe.
import type { TChoiceFollowUp, TFollowUpSide } from "../respondent-reports";

/** Free-text answers shown at once (the total is given beside them). */
export const FREE_TEXT_LIMIT = 50;
/** The longest search kept (characters); the rest of a longer one is dropped. */
export const FREE_TEXT_SEARCH_MAX = 200;

/** A respondent's text answer to one of the product's follow-ups. */
export interface TFreeTextAnswer {
  /** The follow-up answer's id. */
  id: string;
  respondent_id: string;
  /** When the respondent completed the study (ISO, UTC); null when unknown. */
  completed_at: string | null;
  side: TFollowUpSide;
  /** The follow-up's question on that side. */
  question: string;
  text: string;
  /** The respondent's star rating of the product (null when not rated). */
  rating: number | null;
}

export interface TFreeTextAnswers {
  /** Non-blank text answers of the counted, filtered respondents to the product's follow-ups. */
  total: number;
  /** Of those, the ones the search matches (= total without a search). */
  matching: number;
  /** The newest `limit` matching answers, newest completion first. */
  answers: TFreeTextAnswer[];
  limit: number;
  /** The search applied (trimmed; "" for none). */
  q: string;
}

export interface TDeepDiveStars {
  /** Ratings of the product by the respondents the filters select. */
  count: number;
  /** 1 to 5 stars, percentage of `count` (0–100, unrounded). */
  stars: { star: number; count: number; percentage: number }[];
  mean: number | null;
  /** Share of 4 and 5 stars, 0–100. */
  top_two_box: number | null;
}

export interface TDeepDiveData {
  /** The product shown (null only when the study has none). */
  productId: string | null;
  /** Why the product asked for in the address was not used. */
  notices: string[];
  stars: TDeepDiveStars;
  /** The follow-ups asked about the product, each with its sides (positive first). */
  followUps: TChoiceFollowUp[];
  /** The follow-ups are the study's default question's, shared by every product without a question of its own. */
  sharedQuestion: boolean;
  answers: TFreeTextAnswers;
}

export const FREE_TEXT_MSG = {
  productNotFound: "This product is not in the study.",
} as const;

export const DEEP_DIVE_TEXT = {
  title: "Deep dive",
  intro: "One product in detail: how its stars fall, why respondents liked it or not, and what they wrote.",
  productLabel: "Product",
  show: "Show",
  previous: "Previous product",
  next: "Next product",
  noProducts: "This study has no products to show.",
  unknownProduct: (id: string) => `"${id}" is not a product of this study; showing the first product instead.`,
  starsTitle: "Star ratings",
  starsSummary: (count: number, mean: number | null, top2: number | null) =>
    count === 0
      ? "No respondent rated this product under these filters."
      : `${count.toLocaleString("en-US")} ${count === 1 ? "rating" : "ratings"}, average ${mean === null ? "–" : mean.toFixed(2)} stars, top-2-box ${top2 === null ? "–" : `${Math.round(top2)}%`}.`,
  starLabel: (star: number) => `${star} ${star === 1 ? "star" : "stars"}`,
  starsChartLabel: (name: string, stars: TDeepDiveStars["stars"], count: number) =>
    count === 0
      ? `Star ratings of ${name}: none.`
      : `Star ratings of ${name}, ${count.toLocaleString("en-US")} ratings: ${stars.map((s) => `${s.star} ${s.star === 1 ? "star" : "stars"} ${pct100(s.percentage)} (${s.count.toLocaleString("en-US")})`).join(", ")}.`,
  showTable: "Show the figures as a table",
  starCol: "Stars",
  countCol: "Respondents",
  shareCol: "Share",
  starsTableCaption: (name: string) => `Star ratings of ${name}`,
  followUpsTitle: "Why they rated it so",
  followUpsIntro: "Respondents who gave 4 or 5 stars answered the positive side, those who gave 1 to 3 stars the negative side. Shares are of the side's answers; a multiple-choice answer counts under each option it chose.",
  sharedQuestion: "This product has no question of its own: these figures are the study's default question, answered about every product that shares it.",
  noFollowUps: "No follow-up questions were asked about this product.",
  sideTitle: { positive: "Positive (4–5 stars)", negative: "Negative (1–3 stars)" } as Record<TFollowUpSide, string>,
  sideBase: (base: number) => `${base.toLocaleString("en-US")} ${base === 1 ? "answer" : "answers"}`,
  sideNotAsked: "Not asked on this side.",
  sideEmpty: "No answers on this side under these filters.",
  followUpType: { multi: "Multiple choice", choice: "Single choice", text: "Free text", star: "Star rating" } as Record<TChoiceFollowUp["type"], string>,
  optionCol: "Option",
  unlisted: "no longer offered",
  textAnswered: (n: number, base: number) => `${n.toLocaleString("en-US")} of ${base.toLocaleString("en-US")} wrote an answer (${pct100(base ? (100 * n) / base : 0)}).`,
  sideTableCaption: (question: string, side: TFollowUpSide) => `${question} (${side === "positive" ? "positive" : "negative"} side)`,
  answersTitle: "What respondents wrote",
  answersRegion: "Written answers, newest first",
  searchLabel: "Search the answers",
  searchPlaceholder: "Search the answers, e.g. colour",
  searching: "Searching…",
  answersCount: (a: TFreeTextAnswers) =>
    a.q === ""
      ? `${a.total.toLocaleString("en-US")} written ${a.total === 1 ? "answer" : "answers"}${a.total > a.answers.length ? `; the newest ${a.answers.length} are shown` : ""}.`
      : `${a.matching.toLocaleString("en-US")} of ${a.total.toLocaleString("en-US")} written answers match "${a.q}"${a.matching > a.answers.length ? `; the newest ${a.answers.length} are shown` : ""}.`,
  noAnswers: "No respondent wrote an answer about this product under these filters.",
  noMatches: (q: string) => `No written answer matches "${q}".`,
  clearSearch: "Clear the search",
  answerMeta: (a: TFreeTextAnswer) => `${a.rating === null ? "Not rated" : `${a.rating} ${a.rating === 1 ? "star" : "stars"}`} · ${a.side === "positive" ? "positive" : "negative"} side`,
} as const;

/** A percentage 0–100 rounded to a whole number: 43.75 → "44%". */
export function pct100(percentage: number): string {
  return `${Math.round(Number.isFinite(percentage) ? percentage : 0)}%`;
}

/** The product shown: the address's `product` when it is one of the study's, else the first (with a notice). */
export function chooseProduct(products: readonly string[], asked: string | undefined): { productId: string | null; notices: string[] } {
  if (!products.length) return { productId: null, notices: [] };
  if (asked === undefined || products.includes(asked)) return { productId: asked ?? products[0]!, notices: [] };
  return { productId: products[0]!, notices: [DEEP_DIVE_TEXT.unknownProduct(asked)] };
}

/** The search as applied: trimmed, at most FREE_TEXT_SEARCH_MAX characters. */
export function freeTextSearch(q: string | undefined): string {
  return Array.from((q ?? "").trim()).slice(0, FREE_TEXT_SEARCH_MAX).join("").trim();
}

/** The escape character of containsPattern's patterns (not a backslash: no quoting layer can double it). */
export const LIKE_ESCAPE = "!";

/** A LIKE pattern matching `q` anywhere, with LIKE's wildcards (% and _) and the escape character taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[!%_]/g, (c) => `${LIKE_ESCAPE}${c}`)}%`;
}
