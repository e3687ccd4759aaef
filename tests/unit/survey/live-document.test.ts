// The live page's document (components/survey/render-page.tsx, the render bundle's entry; lib/survey/page.ts): the
// app's first view is exactly renderToString of the App the browser hydrates, with the boot data beside it; texts
// are escaped by React; brand colours with readable text; message pages carry no script.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { App } from "@/components/survey/app";
import { bootOf, renderAppRoot, renderLivePage } from "@/components/survey/render-page";
import { PRODUCT_NAME } from "@/lib/constants";
import { LIVE_LABELS } from "@/lib/survey/messages";
import { brandVariables, contrast, cssForStyle, jsonForScript, parseColor, SURVEY_FONT } from "@/lib/survey/page";
import { appPage, pageParts, sampleSurvey } from "./live-page-fixtures";

describe("text inside raw-text elements", () => {
  it("keeps JSON in a script element from ending it", () => {
    const out = jsonForScript({ t: "</script><!-- x \u2028" });
    expect(out).not.toContain("<");
    expect(out).not.toContain("\u2028");
    expect(JSON.parse(out)).toEqual({ t: "</script><!-- x \u2028" });
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
    const css = brandVariables(sampleSurvey.style);
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

describe("the app page", () => {
  it("renders the welcome texts escaped, the image sized by its box and the start button", () => {
    const html = renderLivePage(appPage());
    expect(html).toContain('<h1 class="sv-h1" id="sv-heading" tabindex="-1">Bonjour &lt;b&gt;</h1>');
    expect(html).toContain('<source media="(min-width: 768px)" srcSet="https://x.example/d.jpg"/>');
    expect(html).toContain('src="https://x.example/m.jpg" alt="" fetchPriority="high" style="object-fit:contain;object-position:center top"');
    expect(html).toContain('<button type="button" class="sv-btn" id="sv-start">Go</button>');
    expect(html).toContain('<span class="sv-muted">Acme &amp; Co</span>');
  });
  it("leaves the image out when there is none, and shows the logo when there is one", () => {
    const html = renderLivePage(appPage({ survey: { ...sampleSurvey, style: { ...sampleSurvey.style, logo: "https://x.example/logo.png" }, welcome: { ...sampleSurvey.welcome, image: null } } }));
    expect(html).not.toContain("<picture>");
    expect(html).toContain('<img class="sv-logo" src="https://x.example/logo.png" alt="Acme &amp; Co" height="40"/>');
  });
  it("writes a complete document: language, viewport, inlined css, brand css apart, the override, boot data, deferred script", () => {
    const html = renderLivePage(appPage({ survey: { ...sampleSurvey, style: { ...sampleSurvey.style, css_override: ".brand{color:red}</style>" } } }));
    expect(html.startsWith('<!doctype html><html lang="fr"><head><meta charSet="utf-8"/>')).toBe(true);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(html).toContain('<meta name="robots" content="noindex"/><title>T</title>');
    expect(html).toContain("<style>.a{}</style><style>:root{");
    expect(html).toContain("<style>.brand{color:red}<\\/style></style>");
    expect(html).toContain('<script src="/survey/app-X.js" defer=""></script></head>');
    // The app is given the study without its css override (the document has it already).
    expect(pageParts(html).boot).toEqual({ survey: { ...sampleSurvey, style: { ...sampleSurvey.style, css_override: null } }, preview: false });
  });
  it("the app's root holds exactly renderToString of the App the bundle hydrates with the boot data", () => {
    for (const page of [appPage(), appPage({ preview: true }), appPage({ survey: { ...sampleSurvey, welcome: { ...sampleSurvey.welcome, image: null } } })]) {
      const { root, boot } = pageParts(renderLivePage(page));
      expect(boot).toEqual(bootOf(page));
      expect(root).toBe(renderToString(createElement(App, { boot })));
      expect(root).toBe(renderAppRoot(boot));
    }
  });
  it("shows the preview banner in a preview", () => {
    expect(renderLivePage(appPage({ preview: true }))).toContain(`<p class="sv-preview" role="status">${LIVE_LABELS.previewBanner}</p>`);
    expect(renderLivePage(appPage())).not.toContain("sv-preview");
  });
});

describe("a message page", () => {
  it("has the frame, the heading and the message, and no script or boot data", () => {
    const html = renderLivePage({ kind: "message", lang: "en", title: "Gone <now>", css: "", survey: null, preview: false, heading: "Gone <now>", message: "Bye" });
    // No study: the header names the platform (P10 #14).
    expect(html).toContain(`<div id="app"><div class="sv"><header class="sv-top"><span class="sv-muted">${PRODUCT_NAME}</span></header><main class="sv-main"><section class="sv-page sv-center">`);
    expect(html).toContain('<h1 class="sv-h1" id="sv-heading" tabindex="-1">Gone &lt;now&gt;</h1><p class="sv-msg">Bye</p></section>');
    expect(html).toContain("<title>Gone &lt;now&gt;</title>");
    expect(html).not.toContain("<script");
  });
  it("preloads the app's typeface (P10 #15)", () => {
    const html = renderLivePage({ kind: "message", lang: "en", title: "t", css: "", survey: null, preview: false, heading: "h", message: "m" });
    expect(html).toContain(`<link rel="preload" href="${SURVEY_FONT.path}" as="font" type="font/woff2" crossorigin=""/>`);
  });
  it("carries the study's branding when there is a study", () => {
    const html = renderLivePage({ kind: "message", lang: "fr", title: "Closed", css: "", survey: sampleSurvey, preview: false, heading: "Closed", message: "m" });
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<span class="sv-muted">Acme &amp; Co</span>');
    expect(html).toContain("--primary:#1f2937");
  });
});
