// A text with the search's matches marked (lib/knowledge/search.ts#highlightParts): <mark> elements, never HTML.
import { highlightParts } from "@/lib/knowledge/search";

export function Highlight({ text }: { text: string }) {
  return (
    <>
      {highlightParts(text).map((p, i) =>
        p.mark ? (
          <mark key={i} className="rounded-sm bg-attention-muted px-0.5 text-ink">
            {p.text}
          </mark>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}
