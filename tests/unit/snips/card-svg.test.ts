// A snip's card image (server/snips/card-svg.ts, card-text.ts, card-image.ts): each kind's texts and figures are in
// the SVG (as the aria-label of their outlines), formatted as the results screens format them; text from the data is
// escaped (a title with <script> stays text); no <text> element depends on the machine's fonts; the PNG is
// 1200 × 630 and small.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { INSIGHT_CARDS } from "@/lib/results/tabs/insight-cards";
import { POSITION_WORDS } from "@/lib/results/tabs/stack-rank";
import { SNIP_CARD_MSG } from "@/lib/snips/messages";
import { renderSnipCard } from "@/server/snips/card-image";
import { cardSvg, type TSnipCard } from "@/server/snips/card-svg";
import { escapeXml, wrapText } from "@/server/snips/card-text";

const head = { study: "Spring range", filters: ["Country: Qatar", "Owns a dog: Yes"], respondents: 1234 };
const labels = (svg: string) => [...svg.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]!);

const product: TSnipCard = { ...head, kind: "product", name: "Linen shirt", score: 61.4, percentile: 82, position: "AboveTop", top_two_box: 55.2, count: 160, stars: [70, 10, 0, 10, 70] };

describe("cardSvg", () => {
  it("draws a product card: name, score, percentile, position, top-2-box, ratings, stars, study and filters", () => {
    const l = labels(cardSvg(product));
    expect(l).toEqual(
      expect.arrayContaining([
        "Product", "1,234 respondents", "Linen shirt", "Score", "61", "Benchmark percentile", "82nd", "Position", "Top-2-box", "55%", "Ratings", "160",
        "1 star 44%", "2 stars 6%", "3 stars 0%", "4 stars 6%", "5 stars 44%", "Spring range", "Country: Qatar · Owns a dog: Yes",
      ]),
    );
    // The position in words, on two lines when it does not fit its tile.
    expect(l.join(" ")).toContain(POSITION_WORDS.AboveTop);
  });

  it("draws a head-to-head card with the pair's shares", () => {
    const l = labels(cardSvg({ ...head, kind: "head-to-head", a: "Shirt", b: "Coat", base: 90, win_share: 0.5, tie_share: 0.2, loss_share: 0.3 }));
    expect(l).toEqual(expect.arrayContaining([SNIP_CARD_MSG.headToHead, "Shirt vs Coat", "Rated both", "90", "Prefer Shirt 50%", "Rated alike 20%", "Prefer Coat 30%"]));
  });

  it("draws an insight card with its headline, key insight and figures", () => {
    const svg = cardSvg({ ...head, kind: "insight", label: INSIGHT_CARDS.kinds.winner, title: "Shirt is the winner", keyInsight: "Shirt scores 61.", figures: [{ label: "Score", value: "61" }], stars: [1, 2, 3, 4, 5] });
    expect(labels(svg)).toEqual(expect.arrayContaining(["Winner", "Shirt is the winner", "Shirt scores 61.", "Score", "61", "5 stars 33%"]));
  });

  it("draws a customers card with at most 8 countries, and says when there is none", () => {
    const countries = Array.from({ length: 8 }, (_, i) => ({ name: `Land ${i}`, respondents: 80 - i * 10 }));
    const l = labels(cardSvg({ ...head, respondents: 400, kind: "customers", countries }));
    expect(l).toEqual(expect.arrayContaining([SNIP_CARD_MSG.customers, "Land 0", "80 (20%)", "Land 7", "10 (3%)"]));
    expect(labels(cardSvg({ ...head, kind: "customers", countries: [] }))).toContain(SNIP_CARD_MSG.noCountries);
  });

  it("says every respondent when no filter is in force", () => {
    expect(labels(cardSvg({ ...product, filters: [] }))).toContain(INSIGHT_CARDS.allRespondents);
  });

  it("escapes markup in names and titles and draws no text that needs the machine's fonts", () => {
    const svg = cardSvg({ ...product, name: `<script>alert("x")</script> & Co`, study: `Q&A <b>"study"</b>` });
    expect(svg).not.toContain("<script");
    expect(svg).not.toContain("<b>");
    expect(svg).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co");
    expect(svg).toContain("Q&amp;A &lt;b&gt;&quot;study&quot;&lt;/b&gt;");
    expect(svg).not.toMatch(/<text[\s>]/);
  });

  it("escapes the markup characters and drops what XML forbids", () => {
    expect(escapeXml(`<&"'>\u0001x`)).toBe("&lt;&amp;&quot;&apos;&gt;x");
  });
});

describe("wrapText", () => {
  it("breaks between words within the width and cuts the last line with an ellipsis", () => {
    const lines = wrapText("one two three four five six seven eight nine ten eleven twelve", 40, 300, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith("…")).toBe(true);
    expect(wrapText("short", 40, 300, 2)).toEqual(["short"]);
  });
});

describe("renderSnipCard", () => {
  it("makes a 1200 × 630 PNG under 200 kB beside its SVG", async () => {
    const { png, svg } = await renderSnipCard(product);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
    expect(png.length).toBeLessThan(200_000);
    expect(svg.startsWith("<svg")).toBe(true);
    // Real text: the title's area is not blank (the outlines were drawn, not left to missing fonts).
    const { data } = await sharp(png).extract({ left: 60, top: 90, width: 300, height: 45 }).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeLessThan(80);
  });
});
