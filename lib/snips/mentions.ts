// @mentions in snip comments (P12 item 4, beyond the spec): "@First Last" or "@email" of a brand colleague, matched
// case-insensitively, the longest name first (so "@Ann Lee" is Ann Lee, not Ann), and only where the "@" starts a
// word (an address such as ann@example.com in the text is not a mention). Pure: the server resolves whom to e-mail,
// the comment box can preview it.

export interface TMentionable {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
}

const WORD = /[\p{L}\p{N}_]/u;

/** The names a person can be mentioned by, lower-cased, longest first. */
function handles(p: TMentionable): string[] {
  const full = `${p.first_name.trim()} ${p.last_name.trim()}`.trim();
  return [full, p.email.trim()].filter((h) => h.length > 0).map((h) => h.toLowerCase());
}

/** The ids of the people `text` mentions, each once, in the order first mentioned. */
export function mentionedIds(text: string, people: readonly TMentionable[]): string[] {
  const lower = text.toLowerCase();
  const candidates = people.flatMap((p) => handles(p).map((h) => ({ id: p.id, h }))).sort((a, b) => b.h.length - a.h.length);
  const found: string[] = [];
  for (let i = lower.indexOf("@"); i !== -1; i = lower.indexOf("@", i + 1)) {
    if (i > 0 && WORD.test(lower[i - 1]!)) continue;
    const rest = lower.slice(i + 1);
    const hit = candidates.find(({ h }) => rest.startsWith(h) && !WORD.test(rest[h.length] ?? ""));
    if (hit && !found.includes(hit.id)) found.push(hit.id);
  }
  return found;
}
