import "server-only";
// Product descriptions are rich text sanitised to the allowed tag list (spec 1 §5) before they are stored, so
// every reader (view modal, study, export) can render them as HTML. Links keep only http, https and mailto.
import sanitizeHtml from "sanitize-html";
import { DESCRIPTION_TAGS } from "@/lib/products/messages";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...DESCRIPTION_TAGS],
  allowedAttributes: { a: ["href", "title", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Script and style bodies are dropped with their tags, never kept as visible text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed"],
  transformTags: {
    // Links open outside the dashboard and give the target no handle on it.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer" },
    }),
  },
};

export function sanitizeDescription(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean === "" ? null : clean;
}
