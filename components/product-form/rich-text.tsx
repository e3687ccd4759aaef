"use client";
// A small rich-text input for product descriptions: bold, italic, underline, bulleted and numbered lists. The browser's
// editing commands emit <b>, <i>, <div>…; they are rewritten to the allowed tags (DESCRIPTION_TAGS) so what the user
// sees is what the server keeps after it sanitises (spec 1 §5).
import { Bold, Italic, List, ListOrdered, Underline } from "lucide-react";
import { useEffect, useRef } from "react";
import { DESCRIPTION_TAGS } from "@/lib/products/messages";

const RENAME: Record<string, string> = { b: "strong", i: "em", strike: "s", div: "p" };
const ALLOWED = new Set<string>(DESCRIPTION_TAGS);

/** Rewrites editor HTML to the allowed tags; unknown elements keep their text, attributes go (except a link's href). */
export function normaliseDescription(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  const walk = (node: Element) => {
    for (const child of Array.from(node.children)) {
      walk(child);
      const tag = RENAME[child.tagName.toLowerCase()] ?? child.tagName.toLowerCase();
      if (!ALLOWED.has(tag)) {
        child.replaceWith(...Array.from(child.childNodes));
        continue;
      }
      const el = tag === child.tagName.toLowerCase() ? child : doc.createElement(tag);
      if (el !== child) {
        el.append(...Array.from(child.childNodes));
        child.replaceWith(el);
      }
      for (const a of Array.from(el.attributes)) if (!(tag === "a" && a.name === "href")) el.removeAttribute(a.name);
    }
  };
  walk(doc.body);
  const out = doc.body.innerHTML.trim();
  return out === "<br>" || out === "<p><br></p>" ? "" : out;
}

interface Props {
  id: string;
  labelId: string;
  value: string;
  disabled?: boolean;
  onChange(html: string): void;
}

const TOOLS = [
  { cmd: "bold", label: "Bold", Icon: Bold },
  { cmd: "italic", label: "Italic", Icon: Italic },
  { cmd: "underline", label: "Underline", Icon: Underline },
  { cmd: "insertUnorderedList", label: "Bulleted list", Icon: List },
  { cmd: "insertOrderedList", label: "Numbered list", Icon: ListOrdered },
] as const;

export function RichTextInput({ id, labelId, value, disabled, onChange }: Props) {
  const ref = useRef<HTMLDivElement>(null);

  // Only write the DOM when the value changed from outside (a reset), so typing keeps its caret.
  useEffect(() => {
    const el = ref.current;
    if (el && el.innerHTML !== value && document.activeElement !== el) el.innerHTML = value;
  }, [value]);

  const emit = () => {
    if (ref.current) onChange(normaliseDescription(ref.current.innerHTML));
  };

  return (
    <div className="rounded border border-line-strong">
      <div role="toolbar" aria-label="Description formatting" className="flex gap-1 border-b border-line p-1">
        {TOOLS.map(({ cmd, label, Icon }) => (
          <button
            key={cmd}
            type="button"
            aria-label={label}
            title={label}
            disabled={disabled}
            // Keep the selection in the editor: a mousedown on the button would otherwise blur it.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              ref.current?.focus();
              document.execCommand(cmd);
              emit();
            }}
            className="rounded p-1 hover:bg-sunken disabled:opacity-40"
          >
            <Icon size={16} aria-hidden />
          </button>
        ))}
      </div>
      <div
        id={id}
        ref={ref}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-disabled={disabled}
        contentEditable={!disabled}
        suppressContentEditableWarning
        onInput={emit}
        onBlur={emit}
        className="prose prose-sm min-h-24 max-w-none px-3 py-2 focus:outline-2 focus:outline-focus [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
      />
    </div>
  );
}
