// lib/brands/css.ts: the CSS override is refused (never rewritten) when it could end the <style> element or
// start markup; ordinary CSS, including ">" combinators and "<" inside values that start no tag, passes.
import { describe, expect, it } from "vitest";
import { cssOverrideProblem } from "@/lib/brands/css";
import { BRAND_MSG } from "@/lib/brands/messages";

describe("cssOverrideProblem", () => {
  it.each([
    ["empty", ""],
    ["null", null],
    ["undefined", undefined],
    ["plain rules", ".header { color: #112233; background: url(/a.png); }"],
    ["child combinators", "nav > ul > li { margin: 0 }"],
    ["a media query", "@media (max-width: 600px) { .x { display: none } }"],
    ["a less-than followed by a digit or space", ".a::after { content: '1 < 2'; } .b::after { content: '<3' }"],
    ["comments", "/* brand colours */ .a { color: red }"],
  ])("accepts %s", (_n, css) => expect(cssOverrideProblem(css)).toBeNull());

  it.each([
    ["a closing style tag and a script", "a{}</style><script>alert(1)</script>"],
    ["a closing style tag alone", "</style>"],
    ["a closing tag with spaces", "a{} < / style >"],
    ["upper case", "</STYLE><SCRIPT>"],
    ["an opening tag", "<img src=x onerror=alert(1)>"],
    ["an HTML comment opener", "<!-- x -->"],
    ["a processing instruction", "<?xml version='1.0'?>"],
    ["markup after valid CSS", ".a { color: red }\n<iframe src=//evil>"],
  ])("refuses %s with BRAND_MSG.cssHasHtml", (_n, css) => expect(cssOverrideProblem(css)).toBe(BRAND_MSG.cssHasHtml));
});
