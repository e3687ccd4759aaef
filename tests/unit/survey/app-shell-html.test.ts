// components/survey/shell-html.ts: the server-rendered live page — escaping, the boot JSON, brand colours with
// readable text, the welcome markup.
import { describe, expect, it } from "vitest";
import { brandVariables, contrast, cssForStyle, documentHtml, esc, jsonForScript, parseColor, welcomeHtml } from "@/server/survey/shell-html";
import type { TLiveWelcome } from "@/lib/survey/boot";

const survey: TLiveWelcome = {
  short_id: "abc",
  brand_name: "Acme & Co",
  language: "fr",
  style: { accent: "#ffd700", primary: "#1f2937", secondary: "blue", logo: null, css_override: null },
  welcome: { header: "Bonjour <b>", message: "Line 1\nLine 2", button_text: "Go", image: { desktop: "https://x.example/d.jpg", mobile: "https://x.example/m.jpg" }, css_position: "center top", css_size: "contain" },
};

describe("escaping", () => {
  it("escapes text and attributes", () => {
    expect(esc(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
  it("keeps JSON in a script element from ending it", () => {
    const out = jsonForScript({ t: "</script><!-- x" });
    expect(out).not.toContain("<");
    expect(JSON.parse(out)).toEqual({ t: "</script><!-- x" });
  });
  it("keeps css from closing its style element", () => {
    expect(cssForStyle("a{}</STYLE><script>")).not.toMatch(/<\/style/i);
  });
});

describe("brand colours", () => {
  it("parses hex and rgb() colours, not names", () => {
    expect(parseColor("#fff")).toEqual([255, 255, 255]);
    expect(parseColor("#1F2937")).toEqual([31, 41, 55]);
    expect(parseColor("rgb(10, 20, 30)")).toEqual([10, 20, 30]);
    expect(parseColor("rgb(300, 0, 0)")).toBeNull();
    expect(parseColor("blue")).toBeNull();
    expect(parseColor(null)).toBeNull();
  });
  it("pairs each colour with the text colour that reaches AA on it, and a border colour that reaches 3:1 on white", () => {
    const css = brandVariables(survey.style);
    expect(css).toContain("--primary:#1f2937;--on-primary:#ffffff;--primary-line:#1f2937");
    // Gold is light: dark text on it, dark lines on white.
    expect(css).toContain("--accent:#ffd700;--on-accent:#111827;--accent-line:#111827");
    // A named colour keeps the default.
    expect(css).not.toContain("--secondary");
    expect(contrast([31, 41, 55], [255, 255, 255])).toBeGreaterThan(4.5);
  });
  it("sets nothing when no colour can be read", () => {
    expect(brandVariables({ accent: null, primary: "var(--x)", secondary: null, logo: null, css_override: null })).toBe("");
  });
});

describe("welcomeHtml / documentHtml", () => {
  it("renders the welcome texts escaped, the image sized by its box and the start button", () => {
    const html = welcomeHtml(survey.welcome);
    expect(html).toContain("<h1 class=\"sv-h1\" id=\"sv-heading\" tabindex=\"-1\">Bonjour &lt;b&gt;</h1>");
    expect(html).toContain('<source media="(min-width: 768px)" srcset="https://x.example/d.jpg">');
    expect(html).toContain('src="https://x.example/m.jpg" alt="" fetchpriority="high" style="object-fit:contain;object-position:center top"');
    expect(html).toContain('<button type="button" class="sv-btn" id="sv-start">Go</button>');
  });
  it("leaves the image out when there is none", () => {
    expect(welcomeHtml({ ...survey.welcome, image: null })).not.toContain("<img");
  });
  it("writes a complete document: language, viewport, inlined css, brand css apart, boot data, deferred script", () => {
    const html = documentHtml({
      lang: "fr",
      title: "T",
      css: ".a{}",
      survey: { ...survey, style: { ...survey.style, css_override: ".brand{color:red}" } },
      body: "<p>x</p>",
      boot: { survey, preview: false },
      script: "/survey/app-X.js",
    });
    expect(html.startsWith('<!doctype html><html lang="fr">')).toBe(true);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain("<style>.a{}</style><style>:root{");
    expect(html).toContain("<style>.brand{color:red}</style>");
    expect(html).toContain('<script src="/survey/app-X.js" defer></script>');
    const data = /<script type="application\/json" id="live-data">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data!)).toEqual({ survey, preview: false });
  });
});
