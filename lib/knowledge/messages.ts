// The knowledge base (P14 item 1; spec 1 §2 "/brand/{brandId}/knowledge-base … when the brand feature is on"): every
// text and limit of its search, facets, hits, collections and empty states, defined once for the server
// (server/knowledge/*) and the page (components/knowledge/*).

/** What the index holds, in the order the page lists kinds. */
export const KNOWLEDGE_KINDS = ["takeaway", "impact", "study", "answer", "snip", "comment", "product"] as const;
export type TKnowledgeKind = (typeof KNOWLEDGE_KINDS)[number];

export const KNOWLEDGE_KIND_LABELS: Record<TKnowledgeKind, string> = {
  takeaway: "Key takeaway",
  impact: "Study impact",
  study: "Study summary",
  answer: "Respondent comment",
  snip: "Snip",
  comment: "Snip comment",
  product: "Product",
};

/** The facets a search narrows by (P14 item 1), in the page's order. */
export const KNOWLEDGE_FACETS = ["kind", "category", "season", "year", "decision_point", "study_type"] as const;
export type TKnowledgeFacet = (typeof KNOWLEDGE_FACETS)[number];

export const KNOWLEDGE_FACET_LABELS: Record<TKnowledgeFacet, string> = {
  kind: "Entry type",
  category: "Category",
  season: "Season",
  year: "Year",
  decision_point: "Decision point",
  study_type: "Study type",
};

/** A facet's value as the page shows it: kinds by their label, seasons and study types in words ("Fall",
 *  "Line review"); the value itself stays what the index and the address hold. */
export function facetLabel(facet: TKnowledgeFacet, value: string | number): string {
  const v = String(value);
  if (facet === "kind") return KNOWLEDGE_KIND_LABELS[v as TKnowledgeKind] ?? v;
  if (facet === "season" || facet === "study_type") {
    const words = v.replace(/_/g, " ");
    return words ? words[0]!.toUpperCase() + words.slice(1) : words;
  }
  return v;
}

export const KNOWLEDGE_LIMITS = {
  /** Characters of a search. */
  query: 200,
  /** Words of a search that count (the rest are ignored, and the page says so). */
  terms: 12,
  /** Hits a page shows. */
  hits: 50,
  /** Characters of an entry's text shown without a search (the latest entries, a collection's entries). */
  snippet: 280,
  /** Characters of a facet value. */
  facetValue: 120,
  /** Respondents' answers the index holds per brand (the newest; identical answers about one product count once). */
  answers: 5000,
  /** Collections of a brand, entries of a collection. */
  collections: 200,
  items: 500,
  /** Characters of a collection's name and description. */
  name: 120,
  description: 2000,
} as const;

export const KNOWLEDGE_MSG = {
  queryTooLong: `A search can be at most ${KNOWLEDGE_LIMITS.query} characters. Shorten it to its key words.`,
  tooManyTerms: `Only the first ${KNOWLEDGE_LIMITS.terms} words and phrases of the search were used.`,
  queryNoWords: "Type at least one word to look for. Symbols such as \" - | & ! on their own, or only words excluded with a minus sign, find nothing.",
  onlyCommonWords: "Common words such as “the”, “what” or “about” are left out of a search. Add a word that says what you look for.",
  badFacet: (name: string) => `"${name}" is not a filter of the knowledge base.`,
  badYear: "The year must be a whole number like 2026.",
  badDate: "Dates must be written as YYYY-MM-DD.",
  nameRequired: "Give the collection a name.",
  nameTooLong: `A collection's name can be at most ${KNOWLEDGE_LIMITS.name} characters.`,
  descriptionTooLong: `A collection's description can be at most ${KNOWLEDGE_LIMITS.description} characters.`,
  nameTaken: "Another collection already has this name.",
  tooManyCollections: `A brand can keep at most ${KNOWLEDGE_LIMITS.collections} collections.`,
  tooManyItems: `A collection can hold at most ${KNOWLEDGE_LIMITS.items} entries.`,
  collectionNotFound: "Collection not found.",
  entryNotFound: "This entry is no longer in the knowledge base.",
  alreadyInCollection: "This entry is already in the collection.",
  orderMismatch: "The order must list every entry of the collection exactly once.",
  stale: "Someone changed this collection meanwhile. Reload it to see their changes, then try again.",
  kind: "kind must be one of takeaway, impact, study, answer, snip, comment or product.",
} as const;

/** Texts the index writes into entries (server/knowledge/reindex.ts). */
export const KNOWLEDGE_INDEX_TEXT = {
  aProduct: "a product",
  aProductCapital: "A product",
} as const;

export const KNOWLEDGE_UI = {
  title: "Knowledge Base",
  intro: (brand: string) => `Everything ${brand} has learned from its studies, in one search.`,
  searchLabel: "Search the knowledge base",
  searchPlaceholder: "Ask a question: what did shoppers dislike about price?",
  searchHint: "Entries with any of your words are found, the best matches first. Put a phrase in quotes (“cropped fit”); exclude a word with a minus (-wool).",
  search: "Search",
  clear: "Clear search and filters",
  filters: "Filters",
  showFilters: "Filters",
  activeFilters: (n: number) => (n === 1 ? "1 filter set" : `${n} filters set`),
  any: "Any",
  from: "From",
  to: "To",
  apply: "Apply filters",
  results: (n: number, capped: boolean) => (n === 0 ? "No results" : `${capped ? "Top " : ""}${n} result${n === 1 ? "" : "s"}`),
  latest: "Latest additions",
  indexedAt: (when: string) => `Index updated ${when}`,
  notIndexed: "The index is being built for the first time. Refresh in a moment.",
  open: "Open",
  readOnly: "Read-only view from the knowledge base",
  backToSearch: "Back to the knowledge base",
  fromStudy: (title: string) => `From the study “${title}”`,
  study: "Study",
  product: "Product",
  sourceOf: "Where it comes from",
  addToCollection: "Add to collection",
  added: (name: string) => `Added to “${name}”.`,
  emptyLibraryTitle: "The library fills up as your team learns",
  emptyLibrary: [
    "Close a study: its summary (its top and bottom products) is added, and what respondents wrote about each product.",
    "Record key takeaways and the study's impact on its results page or learnings report.",
    "Save insight cards as snips and discuss them in their comments.",
    "Add products to the catalogue: they can be found here too.",
  ],
  noMatchTitle: "Nothing matches this search",
  noMatch: "Try other words (a word's beginning is enough: “outer” finds outerwear), drop an excluded word, or clear the filters.",
  collections: "Collections",
  collectionsIntro: "Curated sets of entries to share with the team, in the order you choose.",
  noCollectionsTitle: "No collections yet",
  noCollections: "Group the entries that belong together — say “Outerwear learnings 2026” — and order them for the team to read.",
  noCollectionsReader: "The team has not built a collection yet.",
  newCollection: "New collection",
  name: "Name",
  description: "Description (optional)",
  create: "Create collection",
  save: "Save",
  cancel: "Cancel",
  created: "Collection created.",
  saved: "Collection saved.",
  rename: "Edit details",
  deleteCollection: "Delete collection",
  deleteQuestion: "Delete this collection?",
  deleteText: "The collection is removed for everyone. The entries themselves stay in the knowledge base.",
  deleted: "Collection deleted.",
  emptyCollectionTitle: "This collection is empty",
  emptyCollection: "Search the knowledge base and choose “Add to collection” on the entries that belong here.",
  moveUp: (title: string) => `Move “${title}” up`,
  moveDown: (title: string) => `Move “${title}” down`,
  remove: (title: string) => `Remove “${title}” from the collection`,
  removed: "Removed from the collection.",
  entries: (n: number) => (n === 1 ? "1 entry" : `${n} entries`),
  gone: "This entry is no longer in the knowledge base.",
} as const;
