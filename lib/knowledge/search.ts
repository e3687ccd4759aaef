// The knowledge base's search (P14 item 1; P15 item 9): its input — a text and the facets, from the page's address or
// the API's query — and what a search answers. The text is read by ./query.ts (any of its words, quotes for phrases,
// a minus to exclude); a text too long, or with no word to look for, is refused with a sentence. Pure.
import { z } from "zod";
import { KNOWLEDGE_FACETS, KNOWLEDGE_KINDS, KNOWLEDGE_LIMITS, KNOWLEDGE_MSG, type TKnowledgeFacet, type TKnowledgeKind } from "./messages";
import { knowledgeQueryError } from "./query";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const facetValue = z.string().trim().min(1).max(KNOWLEDGE_LIMITS.facetValue);
const day = z
  .string()
  .regex(DAY, KNOWLEDGE_MSG.badDate)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), KNOWLEDGE_MSG.badDate);

export const ZKnowledgeSearch = z
  .object({
    q: z
      .string()
      .superRefine((q, ctx) => {
        const error = knowledgeQueryError(q);
        if (error) ctx.addIssue({ code: "custom", message: error });
      })
      .default(""),
    kind: z.enum(KNOWLEDGE_KINDS, { error: KNOWLEDGE_MSG.kind }).optional(),
    category: facetValue.optional(),
    season: facetValue.optional(),
    year: z.coerce.number({ error: KNOWLEDGE_MSG.badYear }).int(KNOWLEDGE_MSG.badYear).min(1900, KNOWLEDGE_MSG.badYear).max(2200, KNOWLEDGE_MSG.badYear).optional(),
    decision_point: facetValue.optional(),
    study_type: facetValue.optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .strict();
export type TKnowledgeSearch = z.output<typeof ZKnowledgeSearch>;

/** The search's parameters from an address (the first value of each; empty ones dropped). */
export function searchInput(params: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) {
    const first = Array.isArray(v) ? v[0] : v;
    if (first !== undefined && first !== "") out[k] = first;
  }
  return out;
}

/** The facets a search sets, for the page's chips and the API. */
export function activeFacets(s: TKnowledgeSearch): Partial<Record<TKnowledgeFacet, string>> {
  const out: Partial<Record<TKnowledgeFacet, string>> = {};
  for (const f of KNOWLEDGE_FACETS) {
    const v = s[f];
    if (v !== undefined) out[f] = String(v);
  }
  return out;
}

/** The address of a search (facets and dates kept, empty ones left out). */
export function knowledgeSearchQuery(s: Partial<TKnowledgeSearch>): string {
  const p = new URLSearchParams();
  if (s.q) p.set("q", s.q);
  for (const f of KNOWLEDGE_FACETS) {
    const v = s[f];
    if (v !== undefined && v !== "") p.set(f, String(v));
  }
  if (s.from) p.set("from", s.from);
  if (s.to) p.set("to", s.to);
  const out = p.toString();
  return out ? `?${out}` : "";
}

/** Highlight markers ts_headline puts around matches (control characters, stripped from indexed texts). */
export const MARK_START = "\u0002";
export const MARK_END = "\u0003";

/** A highlighted text as parts to render (`mark` true for a match); never HTML. */
export function highlightParts(text: string): { text: string; mark: boolean }[] {
  const parts: { text: string; mark: boolean }[] = [];
  let rest = text;
  while (rest.length) {
    const start = rest.indexOf(MARK_START);
    if (start < 0) break;
    const end = rest.indexOf(MARK_END, start + 1);
    if (end < 0) break;
    if (start > 0) parts.push({ text: rest.slice(0, start), mark: false });
    parts.push({ text: rest.slice(start + 1, end), mark: true });
    rest = rest.slice(end + 1);
  }
  const tail = rest.replaceAll(MARK_START, "").replaceAll(MARK_END, "");
  if (tail) parts.push({ text: tail, mark: false });
  return parts;
}

/** An entry's facets as the index holds them (date: ISO). */
export interface TKnowledgeFacets {
  category: string | null;
  season: string | null;
  year: number | null;
  decision_point: string | null;
  study_type: string | null;
  date: string;
}

/** One hit of a search. */
export interface TKnowledgeHit extends TKnowledgeFacets {
  id: string;
  kind: TKnowledgeKind;
  source_id: string;
  survey_id: string | null;
  assortment_id: string | null;
  snip_id: string | null;
  product_id: string | null;
  /** The study and the product the entry comes from (their current names), when it has them. */
  study_title: string | null;
  product_name: string | null;
  /** Title and snippet with MARK_START / MARK_END around the matched words. */
  title: string;
  snippet: string;
  rank: number;
}

export interface TKnowledgeFacetCount {
  value: string;
  count: number;
}

export interface TKnowledgeResults {
  hits: TKnowledgeHit[];
  /** Entries that match (the hits are the best KNOWLEDGE_LIMITS.hits of them). */
  total: number;
  facets: Record<TKnowledgeFacet, TKnowledgeFacetCount[]>;
  notices: string[];
  /** When the index was last rebuilt (null: never). */
  indexed_at: string | null;
  /** Entries the brand's index holds (0: the library is empty). */
  library_size: number;
}

/** A highlighted text without its markers. */
export const plainText = (text: string): string => highlightParts(text).map((p) => p.text).join("");
