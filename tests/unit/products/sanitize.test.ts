// Description sanitiser (spec 1 §5): only the allowed rich-text tags; links only http, https and mailto.
import { describe, expect, it } from "vitest";
import { DESCRIPTION_TAGS } from "@/lib/products/messages";
import { sanitizeDescription } from "@/server/products/sanitize-description";

describe("sanitizeDescription", () => {
  it("keeps every allowed tag", () => {
    for (const tag of DESCRIPTION_TAGS.filter((t) => t !== "br" && t !== "a")) {
      expect(sanitizeDescription(`<${tag}>x</${tag}>`)).toBe(`<${tag}>x</${tag}>`);
    }
    expect(sanitizeDescription("<p>a<br />b</p>")).toBe("<p>a<br />b</p>");
  });

  it("keeps headers H1 to H6 (spec 3 §9) and no other header-like tag", () => {
    for (const n of [1, 2, 3, 4, 5, 6]) expect(sanitizeDescription(`<h${n}>T</h${n}>`)).toBe(`<h${n}>T</h${n}>`);
    expect(sanitizeDescription("<h7>T</h7><header>H</header>")).toBe("TH");
  });

  it("drops scripts, styles, event handlers and disallowed tags", () => {
    expect(sanitizeDescription('<p onclick="x()">Hi<script>alert(1)</script></p><style>p{}</style>')).toBe("<p>Hi</p>");
    expect(sanitizeDescription('<img src=x onerror="alert(1)"><div><strong>bold</strong></div>')).toBe("<strong>bold</strong>");
    expect(sanitizeDescription('<iframe src="https://evil.example"></iframe>ok')).toBe("ok");
  });

  it("keeps http, https and mailto links and strips other schemes", () => {
    expect(sanitizeDescription('<a href="https://brand.example/x">x</a>')).toBe('<a href="https://brand.example/x" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeDescription('<a href="mailto:a@b.example">m</a>')).toContain('href="mailto:a@b.example"');
    expect(sanitizeDescription('<a href="javascript:alert(1)">j</a>')).toBe('<a target="_blank" rel="noopener noreferrer">j</a>');
    expect(sanitizeDescription('<a href="data:text/html,x">d</a>')).not.toContain("data:");
    expect(sanitizeDescription('<a href="//evil.example">p</a>')).not.toContain("evil");
  });

  it("answers null for nothing left", () => {
    expect(sanitizeDescription("<script>x</script>")).toBeNull();
    expect(sanitizeDescription(null)).toBeNull();
    expect(sanitizeDescription(undefined)).toBeNull();
  });
});
