// The rules of snip texts (lib/snips/rules.ts): comments trimmed and refused when empty or too long, titles and key
// insights edited only when they change (spec 3 §5), markup kept as literal text, and links only for http(s).
import { describe, expect, it } from "vitest";
import { COMMENT_MAX_LENGTH, KEY_INSIGHT_MAX_LENGTH, SNIP_MSG, TITLE_MAX_LENGTH } from "@/lib/snips/messages";
import { checkComment, checkKeyInsight, checkTitle, keyInsightEdit, linkify, titleEdit } from "@/lib/snips/rules";
import { ZCommentContent, ZCommentPage, ZSnipCreate, ZSnipPage, ZSnipUpdate } from "@/lib/snips/wire";

describe("a comment", () => {
  it("is kept trimmed", () => {
    expect(checkComment("  Looks great \n")).toEqual({ ok: true, value: "Looks great" });
  });

  it.each(["", "   ", "\n\t  \r\n", "\u0000", " \u0000 "])("is refused when empty or only whitespace (%j)", (raw) => {
    expect(checkComment(raw)).toEqual({ ok: false, reason: SNIP_MSG.commentEmpty });
  });

  it("may be exactly the longest, and not one character more", () => {
    expect(checkComment("a".repeat(COMMENT_MAX_LENGTH)).ok).toBe(true);
    expect(checkComment(`  ${"a".repeat(COMMENT_MAX_LENGTH)}  `).ok).toBe(true);
    expect(checkComment("a".repeat(COMMENT_MAX_LENGTH + 1))).toEqual({ ok: false, reason: SNIP_MSG.commentTooLong });
    expect(checkComment("x".repeat(100_000))).toEqual({ ok: false, reason: SNIP_MSG.commentTooLong });
  });

  it("keeps markup as the literal text typed", () => {
    const typed = `<script>alert("x")</script><img src=x onerror=alert(1)> & <b>bold</b>`;
    expect(checkComment(typed)).toEqual({ ok: true, value: typed });
  });

  it("loses only the NUL character, which the database cannot store", () => {
    expect(checkComment("a\u0000b")).toEqual({ ok: true, value: "ab" });
  });
});

describe("a title and a key insight", () => {
  it("a new snip needs a title, trimmed, at most the longest", () => {
    expect(checkTitle("  Winners in QA ")).toEqual({ ok: true, value: "Winners in QA" });
    expect(checkTitle("  ")).toEqual({ ok: false, reason: SNIP_MSG.titleRequired });
    expect(checkTitle("t".repeat(TITLE_MAX_LENGTH)).ok).toBe(true);
    expect(checkTitle("t".repeat(TITLE_MAX_LENGTH + 1))).toEqual({ ok: false, reason: SNIP_MSG.titleTooLong });
  });

  it("a key insight may be empty, and is at most the longest", () => {
    expect(checkKeyInsight("   ")).toEqual({ ok: true, value: "" });
    expect(checkKeyInsight("k".repeat(KEY_INSIGHT_MAX_LENGTH + 1))).toEqual({ ok: false, reason: SNIP_MSG.keyInsightTooLong });
  });

  it("an empty title edit is discarded, and an unchanged one writes nothing", () => {
    expect(titleEdit("Old", "")).toBeNull();
    expect(titleEdit("Old", "   ")).toBeNull();
    expect(titleEdit("Old", undefined)).toBeNull();
    expect(titleEdit("Old", null)).toBeNull();
    expect(titleEdit("Old", " Old ")).toBeNull();
    expect(titleEdit("Old", " New ")).toBe("New");
  });

  it("an unchanged key insight writes nothing; an emptied one clears it", () => {
    expect(keyInsightEdit("Insight", "Insight  ")).toBeNull();
    expect(keyInsightEdit("Insight", undefined)).toBeNull();
    expect(keyInsightEdit("Insight", "  ")).toBe("");
    expect(keyInsightEdit("", "")).toBeNull();
    expect(keyInsightEdit("Insight", "Better")).toBe("Better");
  });
});

describe("linkify", () => {
  const join = (text: string) => linkify(text).map((p) => p.text).join("");

  it("turns http and https addresses into links and keeps every character of the text", () => {
    const text = "See https://example.com/a?b=1#c and http://x.org.";
    expect(linkify(text)).toEqual([
      { text: "See " },
      { text: "https://example.com/a?b=1#c", href: "https://example.com/a?b=1#c" },
      { text: " and " },
      { text: "http://x.org", href: "http://x.org/" },
      { text: "." },
    ]);
    expect(join(text)).toBe(text);
  });

  it("leaves a closing bracket to the sentence unless the address opened one", () => {
    expect(linkify("(see https://a.com/x)")).toEqual([{ text: "(see " }, { text: "https://a.com/x", href: "https://a.com/x" }, { text: ")" }]);
    expect(linkify("https://en.wikipedia.org/wiki/Foo_(bar)")[0]).toEqual({
      text: "https://en.wikipedia.org/wiki/Foo_(bar)",
      href: "https://en.wikipedia.org/wiki/Foo_(bar)",
    });
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(document.cookie)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "ftp://example.com/file",
    "xhttps://example.com",
    "https://",
    "<a href=\"javascript:alert(1)\">x</a>",
  ])("makes no link of %j", (text) => {
    expect(linkify(text).filter((p) => p.href)).toEqual([]);
    expect(join(text)).toBe(text);
  });

  it("stops an address at markup and quotes, so a link never carries them", () => {
    const parts = linkify(`<a href="https://evil.example/x">https://evil.example/y"onclick=1</a>`);
    const links = parts.filter((p) => p.href);
    expect(links.map((p) => p.href)).toEqual(["https://evil.example/x", "https://evil.example/y"]);
    for (const l of links) expect(l.href).not.toMatch(/["<>\s]/);
  });

  it("answers nothing for nothing, and one text part for plain text", () => {
    expect(linkify("")).toEqual([]);
    expect(linkify("no links here")).toEqual([{ text: "no links here" }]);
  });
});

describe("the input schemas", () => {
  it("pages: 10 snips and 20 comments unless told; limits within 1–50 and 1–100; offset 0 or more", () => {
    expect(ZSnipPage.parse({})).toEqual({ limit: 10, offset: 0 });
    expect(ZSnipPage.parse({ limit: null, offset: null })).toEqual({ limit: 10, offset: 0 });
    expect(ZCommentPage.parse({})).toEqual({ limit: 20, offset: 0 });
    expect(ZSnipPage.safeParse({ limit: 51 }).success).toBe(false);
    expect(ZSnipPage.safeParse({ limit: 0 }).success).toBe(false);
    expect(ZSnipPage.safeParse({ offset: -1 }).success).toBe(false);
    expect(ZSnipPage.safeParse({ limit: 1.5 }).success).toBe(false);
    expect(ZCommentPage.safeParse({ limit: 100 }).success).toBe(true);
    expect(ZCommentPage.safeParse({ limit: 101 }).success).toBe(false);
  });

  it("a comment's content is the trimmed text, with the rule's reason when refused", () => {
    expect(ZCommentContent.parse("  hi ")).toBe("hi");
    const bad = ZCommentContent.safeParse(" ");
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(SNIP_MSG.commentEmpty);
  });

  it("a new snip: a study id and a title; the key insight defaults to empty", () => {
    const id = "a".repeat(24);
    expect(ZSnipCreate.parse({ survey_id: id, title: " T ", filters: {} })).toEqual({ survey_id: id, title: "T", key_insight: "", filters: {} });
    expect(ZSnipCreate.safeParse({ survey_id: "nope", title: "T" }).success).toBe(false);
    expect(ZSnipCreate.safeParse({ survey_id: id, title: " " }).error?.issues[0]?.message).toBe(SNIP_MSG.titleRequired);
  });

  it("an update: a title over the limit and a date that is not one are refused; an empty title passes (no edit)", () => {
    const id = "a".repeat(24);
    expect(ZSnipUpdate.safeParse({ _id: id, title: "" }).success).toBe(true);
    expect(ZSnipUpdate.safeParse({ _id: id, title: "t".repeat(TITLE_MAX_LENGTH + 1) }).error?.issues[0]?.message).toBe(SNIP_MSG.titleTooLong);
    expect(ZSnipUpdate.safeParse({ _id: id, date_modified: "yesterday" }).success).toBe(false);
    expect(ZSnipUpdate.parse({ _id: id, keyInsight: "  k  " }).keyInsight).toBe("k");
  });
});
