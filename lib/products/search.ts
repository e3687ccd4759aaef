// Product search text (spec 1 §5): the prefix "id:" or a bare 24-character hexadecimal string searches by _id;
// anything else is a case-insensitive "contains" on the name. Shared by the catalogue UI and the server.

export type TProductSearch =
  | { kind: "none" }
  | { kind: "id"; id: string }
  | { kind: "name"; text: string };

const HEX_24 = /^[0-9a-f]{24}$/i;
const ID_PREFIX = /^id:/i;

export function parseProductSearch(raw: string | null | undefined): TProductSearch {
  const text = (raw ?? "").trim();
  if (!text) return { kind: "none" };
  // "id:" wins even when what follows is not a well-formed id: the user asked for an id, so a typo finds
  // nothing rather than falling back to a name search that would look like a match.
  if (ID_PREFIX.test(text)) {
    const id = text.slice(3).trim().toLowerCase();
    return id ? { kind: "id", id } : { kind: "none" };
  }
  if (HEX_24.test(text)) return { kind: "id", id: text.toLowerCase() };
  return { kind: "name", text };
}

/** An ILIKE pattern matching `text` anywhere, with the wildcard characters of the text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The same rule in memory (pickers that filter an already-loaded list). */
export function matchesProductSearch(product: { _id: string; name: string }, search: TProductSearch): boolean {
  if (search.kind === "none") return true;
  if (search.kind === "id") return product._id === search.id;
  return product.name.toLocaleLowerCase().includes(search.text.toLocaleLowerCase());
}
