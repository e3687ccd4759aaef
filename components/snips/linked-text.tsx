// A comment or key insight as typed: plain text, with its http(s) addresses as links that open in a new tab
// (lib/snips/rules.ts linkify). Never HTML: what a user typed cannot become markup.
import { linkify } from "@/lib/snips/rules";

export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, i) =>
        part.href ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow" className="break-all text-primary-strong underline hover:text-primary-ink">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
