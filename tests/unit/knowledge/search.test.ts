// The knowledge base's search input (lib/knowledge/search.ts; P14 item 1, "Bad input"): any text becomes words and
// prefix terms (tsquery syntax, quotes, emoji and markup are separators, never syntax), at most 12 words; facets and
// dates are checked; the highlight markers become parts to render, never HTML; and MakerLabs' state
// (lib/labs/state.ts) only lets a model predict with enough history and a backtest that beats the brand's average.
import { describe, expect, it } from "vitest";
import { facetLabel, KNOWLEDGE_LIMITS, KNOWLEDGE_MSG } from "@/lib/knowledge/messages";
import { highlightParts, knowledgeSearchQuery, MARK_END, MARK_START, plainText, searchInput, searchTerms, tsQueryOf, ZKnowledgeSearch } from "@/lib/knowledge/search";
import { labsState } from "@/lib/labs/state";

describe("search terms", () => {
  it.each([
    ["cropped fit", ["cropped", "fit"]],
    ["Cropped CROPPED", ["cropped"]],
    ["a & b | !c :* (d) <-> 'e'", ["a", "b", "c", "d", "e"]],
    [`"quoted" words`, ["quoted", "words"]],
    ["🧥🧥 parka", ["parka"]],
    ["<script>alert(1)</script>", ["script", "alert", "1"]],
    ["Ärmel größe 2026", ["ärmel", "größe", "2026"]],
    ["🧥", []],
    ["", []],
  ])("%j → %j", (q, terms) => {
    expect(searchTerms(q).terms).toEqual(terms);
  });

  it("keeps the first 12 words and says more were given", () => {
    const { terms, dropped } = searchTerms(Array.from({ length: 15 }, (_, i) => `w${i}`).join(" "));
    expect(terms).toHaveLength(KNOWLEDGE_LIMITS.terms);
    expect(dropped).toBe(true);
  });

  it("makes every word a quoted prefix term, all required; none → null", () => {
    expect(tsQueryOf(["outer", "wear"])).toBe("'outer':* & 'wear':*");
    expect(tsQueryOf([])).toBeNull();
  });
});

describe("the search's input", () => {
  it("takes the first value of each parameter and drops empty ones", () => {
    expect(searchInput({ q: ["a", "b"], kind: "", year: "2026", x: undefined })).toEqual({ q: "a", year: "2026" });
  });

  it("accepts facets and dates, and refuses what is not one", () => {
    expect(ZKnowledgeSearch.parse({ q: "parka", kind: "takeaway", year: "2026", from: "2026-01-01" })).toMatchObject({ q: "parka", kind: "takeaway", year: 2026, from: "2026-01-01" });
    const refused = (v: Record<string, string>) => ZKnowledgeSearch.safeParse(v).error?.issues[0]?.message;
    expect(refused({ q: "x".repeat(201) })).toBe(KNOWLEDGE_MSG.queryTooLong);
    expect(refused({ kind: "poem" })).toBe(KNOWLEDGE_MSG.kind);
    expect(refused({ year: "twenty" })).toBe(KNOWLEDGE_MSG.badYear);
    expect(refused({ from: "01/02/2026" })).toBe(KNOWLEDGE_MSG.badDate);
    expect(refused({ from: "2026-02-31x" })).toBe(KNOWLEDGE_MSG.badDate);
    expect(ZKnowledgeSearch.safeParse({ colour: "red" }).success).toBe(false);
  });

  it("writes a search back as an address", () => {
    expect(knowledgeSearchQuery({ q: "olive parka", kind: "snip", year: 2026 })).toBe("?q=olive+parka&kind=snip&year=2026");
    expect(knowledgeSearchQuery({})).toBe("");
  });
});

describe("facet values on the page", () => {
  it("are words: kinds by their label, seasons and study types capitalised; the rest as stored", () => {
    expect(facetLabel("kind", "takeaway")).toBe("Key takeaway");
    expect(facetLabel("season", "fall")).toBe("Fall");
    expect(facetLabel("study_type", "line_review")).toBe("Line review");
    expect(facetLabel("year", 2026)).toBe("2026");
    expect(facetLabel("category", "Outerwear")).toBe("Outerwear");
  });
});

describe("highlights", () => {
  it("become parts, marked or not; stray markers are dropped; nothing is HTML", () => {
    expect(highlightParts(`The ${MARK_START}parka${MARK_END} <b>sells</b>`)).toEqual([
      { text: "The ", mark: false },
      { text: "parka", mark: true },
      { text: " <b>sells</b>", mark: false },
    ]);
    expect(highlightParts(`broken ${MARK_START}marker`)).toEqual([{ text: "broken marker", mark: false }]);
    expect(plainText(`${MARK_START}Cropped${MARK_END} jackets`)).toBe("Cropped jackets");
  });
});

describe("MakerLabs' state", () => {
  const at = new Date("2026-11-20T10:00:00Z");
  const backtest = (beatsBaseline: boolean) => ({ studies: 8, products: 80, mae: 7, baselineMae: beatsBaseline ? 13 : 7.1, spearman: 0.7, baselineSpearman: null, beatsBaseline });
  it("predicts only with a model whose backtest beats the brand's average", () => {
    expect(labsState(null)).toEqual({ kind: "untrained" });
    expect(labsState({ trained_at: at, studies: 1, products: 6, model: null, backtest: null, train_ms: 5 })).toMatchObject({ kind: "not_enough_history", have: { studies: 1, products: 6 } });
    expect(labsState({ trained_at: at, studies: 8, products: 80, model: {}, backtest: backtest(false), train_ms: 5 }).kind).toBe("does_not_beat");
    expect(labsState({ trained_at: at, studies: 8, products: 80, model: {}, backtest: backtest(true), train_ms: 5 }).kind).toBe("ready");
  });
});
