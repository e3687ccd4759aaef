// The knowledge base's search input (lib/knowledge/search.ts, query.ts; P14 item 1, P15 item 9, "Bad input"): a text
// becomes a query matching ANY of its words (prefix terms, quoted phrases, excluded words; common words, tsquery
// syntax, emoji and markup never syntax), at most 12 words; too long or symbols only is refused; facets and
// dates are checked; the highlight markers become parts to render, never HTML; and MakerLabs' state
// (lib/labs/state.ts) only lets a model predict with enough history and a backtest that beats the brand's average.
import { describe, expect, it } from "vitest";
import { facetLabel, KNOWLEDGE_LIMITS, KNOWLEDGE_MSG } from "@/lib/knowledge/messages";
import { knowledgeQueryError, parseKnowledgeQuery, STOP_WORDS } from "@/lib/knowledge/query";
import { highlightParts, knowledgeSearchQuery, MARK_END, MARK_START, plainText, searchInput, ZKnowledgeSearch } from "@/lib/knowledge/search";
import { labsState } from "@/lib/labs/state";

describe("the query a search's text becomes (any word, ranked; quotes; minus)", () => {
  const tsq = (q: string) => parseKnowledgeQuery(q).tsquery;

  it("matches ANY of the words of a natural question, leaving the common words out", () => {
    const q = parseKnowledgeQuery("What did shoppers dislike about price?");
    expect(q.include).toEqual([["shoppers"], ["dislike"], ["price"]]);
    expect(q.common).toEqual(["what", "did", "about"]);
    expect(q.tsquery).toBe("('shoppers':* | 'dislike':* | 'price':*)");
  });

  it("keeps prefix matching for words of three letters or more; shorter words match as written", () => {
    expect(tsq("outer")).toBe("'outer':*");
    expect(tsq("xl outer")).toBe("('xl' | 'outer':*)");
  });

  it("reads a quoted phrase as its words in order (straight or curly quotes; an unclosed quote runs to the end)", () => {
    expect(tsq(`"cropped fit" parka`)).toBe("(('cropped' <-> 'fit') | 'parka':*)");
    expect(tsq("“cropped fit”")).toBe("('cropped' <-> 'fit')");
    expect(tsq(`parka "olive green`)).toBe("('parka':* | ('olive' <-> 'green'))");
    expect(tsq(`"parka"`)).toBe("'parka':*");
  });

  it("excludes a word or a phrase that a minus starts; a hyphen inside a word only separates", () => {
    expect(tsq("parka -wool")).toBe("'parka':* & !'wool':*");
    expect(tsq(`parka -"heavy wool"`)).toBe("'parka':* & !('heavy' <-> 'wool')");
    expect(tsq("fur-free trim")).toBe("('fur':* | 'free':* | 'trim':*)");
  });

  it("treats or, and, tsquery syntax, markup and emoji as separators, never as syntax", () => {
    expect(tsq("parka or anorak")).toBe("('parka':* | 'anorak':*)");
    expect(tsq("a & b | !c :* (parka) <-> 'anorak'")).toBe("('b' | 'c' | 'parka':* | 'anorak':*)");
    expect(tsq("<script>alert(1)</script>")).toBe("('script':* | 'alert':* | '1')");
    expect(tsq("🧥🧥 Ärmel größe 2026")).toBe("('ärmel':* | 'größe':* | '2026':*)");
  });

  it("counts a word once and keeps the first 12 words and phrases, saying more were given", () => {
    expect(tsq("parka Parka PARKA")).toBe("'parka':*");
    const q = parseKnowledgeQuery(Array.from({ length: 15 }, (_, i) => `word${i}`).join(" "));
    expect(q.include).toHaveLength(KNOWLEDGE_LIMITS.terms);
    expect(q.dropped).toBe(true);
  });

  it("has nothing to look for in common words alone, in symbols alone, or in excluded words alone", () => {
    expect(parseKnowledgeQuery("the about what")).toMatchObject({ include: [], tsquery: null, common: ["the", "about", "what"] });
    expect(parseKnowledgeQuery(`-"" | & !`)).toMatchObject({ include: [], exclude: [], tsquery: null });
    expect(parseKnowledgeQuery("-wool")).toMatchObject({ include: [], exclude: [["wool"]], tsquery: null });
  });

  it("is refused when too long or made only of operators and punctuation; common words alone are not an error", () => {
    expect(knowledgeQueryError("x".repeat(KNOWLEDGE_LIMITS.query + 1))).toBe(KNOWLEDGE_MSG.queryTooLong);
    expect(knowledgeQueryError("x".repeat(KNOWLEDGE_LIMITS.query))).toBeNull();
    for (const q of [`-"" | & !`, "&&&", "🧥🧥", "-wool", `"" ()`, ":* <->"]) expect(knowledgeQueryError(q), q).toBe(KNOWLEDGE_MSG.queryNoWords);
    for (const q of ["", "   ", "the about", "parka", "what did shoppers dislike about price"]) expect(knowledgeQueryError(q), q).toBeNull();
  });

  it("knows PostgreSQL's English stop words", () => {
    expect(STOP_WORDS.size).toBe(127);
    expect(STOP_WORDS.has("about")).toBe(true);
    expect(STOP_WORDS.has("price")).toBe(false);
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
    expect(refused({ q: `-"" | & !` })).toBe(KNOWLEDGE_MSG.queryNoWords);
    expect(ZKnowledgeSearch.parse({})).toMatchObject({ q: "" });
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
