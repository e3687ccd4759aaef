import "server-only";
// A snip's card drawn as SVG (P12 item 1), 1200 × 630 (the usual link-preview size): a header with the card's kind and
// the respondents counted, its title, the card's figures and chart, and a footer with the study's title and the
// filters in force. Built as a string from the figures server/snips/card-data.ts read, with the results charts'
// colours (lib/results/chart-palette.ts) and the results screens' own labels and formats; text becomes outlines
// (card-text.ts). Every text from the data goes through escapeXml.
import { BENCHMARK, SERIES, STAR_COLOURS } from "@/lib/results/chart-palette";
import type { TSentimentPosition, TStarCounts } from "@/lib/results/definitions";
import { formatPercentile, formatScore } from "@/lib/products/format";
import { INSIGHT_CARDS } from "@/lib/results/tabs/insight-cards";
import { formatCount, formatShare, POSITION_WORDS, STACK_RANK } from "@/lib/results/tabs/stack-rank";
import { SNIP_CARD_MSG } from "@/lib/snips/messages";
import { escapeXml, fitText, GlyphSheet, textWidth, wrapText } from "./card-text";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

interface TCardHead {
  /** The study's title. */
  study: string;
  /** The filters in force in words (filterSummary); empty for every respondent. */
  filters: string[];
  /** Counted respondents the filters select. */
  respondents: number;
}

export interface TProductCard extends TCardHead {
  kind: "product";
  name: string;
  score: number | null;
  percentile: number | null;
  position: TSentimentPosition | null;
  top_two_box: number | null;
  count: number;
  stars: TStarCounts;
}

export interface THeadToHeadCard extends TCardHead {
  kind: "head-to-head";
  a: string;
  b: string;
  /** Respondents who rated both. */
  base: number;
  /** Shares 0–1 of the base: a rated higher, alike, b rated higher. */
  win_share: number;
  tie_share: number;
  loss_share: number;
}

export interface TInsightCardImage extends TCardHead {
  kind: "insight";
  label: string;
  title: string;
  keyInsight: string;
  figures: { label: string; value: string }[];
  stars: TStarCounts | null;
}

export interface TCustomersCard extends TCardHead {
  kind: "customers";
  /** The countries respondents came from, most respondents first (at most COUNTRY_BARS). */
  countries: { name: string; respondents: number }[];
}

export type TSnipCard = TProductCard | THeadToHeadCard | TInsightCardImage | TCustomersCard;

/** Countries drawn on a customers card. */
export const COUNTRY_BARS = 8;

const INK = "#111827";
const MUTED = "#4B5563";
const RULE = "#E5E7EB";
const LEFT = 60;
const INNER = CARD_WIDTH - 2 * LEFT;

const rect = (x: number, y: number, w: number, h: number, fill: string) =>
  w > 0 ? `<rect x="${Math.round(x * 10) / 10}" y="${y}" width="${Math.round(w * 10) / 10}" height="${h}" fill="${fill}"/>` : "";

/** A row of label/value tiles across the card. */
function tiles(t: GlyphSheet, items: { label: string; value: string }[], y: number): string {
  const w = INNER / Math.max(1, items.length);
  return items
    .map((item, i) => {
      const x = LEFT + i * w;
      const label = t.text(fitText(item.label, 18, w - 16), { x, y, size: 18, fill: MUTED });
      // A worded value (a position) steps down to a smaller size, then to two lines, before it is cut.
      const size = [40, 26].find((s) => textWidth(item.value, s) <= w - 16);
      if (size) return label + t.text(item.value, { x, y: y + 50, size, fill: INK, bold: true });
      return label + wrapText(item.value, 22, w - 16, 2).map((line, k) => t.text(line, { x, y: y + 36 + k * 26, size: 22, fill: INK, bold: true })).join("");
    })
    .join("");
}

/** One bar of shares with a legend below: each segment's colour, name and share. */
function shareBar(t: GlyphSheet, parts: { label: string; share: number; fill: string }[], y: number): string {
  const total = parts.reduce((s, p) => s + p.share, 0);
  let x = LEFT;
  const bars = parts.map((p) => {
    const w = total > 0 ? (INNER * p.share) / total : 0;
    const out = rect(x, y, w, 44, p.fill);
    x += w;
    return out;
  });
  if (total <= 0) bars.push(rect(LEFT, y, INNER, 44, RULE));
  const w = INNER / parts.length;
  const legend = parts.map((p, i) => rect(LEFT + i * w, y + 66, 18, 18, p.fill) + t.text(fitText(`${p.label} ${formatShare(total > 0 ? (100 * p.share) / total : null)}`, 20, w - 40), { x: LEFT + i * w + 28, y: y + 83, size: 20, fill: INK }));
  return bars.join("") + legend.join("");
}

function starsBar(t: GlyphSheet, stars: TStarCounts, y: number): string {
  return shareBar(t, stars.map((count, i) => ({ label: STACK_RANK.starKeyItem(i + 1), share: count, fill: STAR_COLOURS[i]! })), y);
}

function productBody(t: GlyphSheet, c: TProductCard): string {
  const F = STACK_RANK;
  return (
    tiles(t, [
      { label: F.score, value: formatScore(c.score) || "—" },
      { label: F.percentile, value: c.percentile === null ? F.noPercentile : formatPercentile(c.percentile) },
      { label: F.position, value: c.position ? POSITION_WORDS[c.position] : "—" },
      { label: F.topTwoBox, value: formatShare(c.top_two_box) },
      { label: F.ratings, value: formatCount(c.count) },
    ], 250) + starsBar(t, c.stars, 380)
  );
}

function headToHeadBody(t: GlyphSheet, c: THeadToHeadCard): string {
  const F = INSIGHT_CARDS.figure;
  return (
    tiles(t, [{ label: F.base, value: formatCount(c.base) }], 250) +
    shareBar(t, [
      { label: F.prefers(c.a), share: c.win_share, fill: SERIES[0] },
      { label: F.ties, share: c.tie_share, fill: STAR_COLOURS[2] },
      { label: F.prefers(c.b), share: c.loss_share, fill: SERIES[1] },
    ], 380)
  );
}

/** `top`: the first baseline below the title (which takes one or two lines). */
function insightBody(t: GlyphSheet, c: TInsightCardImage, top: number): string {
  const lines = wrapText(c.keyInsight, 24, INNER, c.stars ? 2 : 3);
  const text = lines.map((line, i) => t.text(line, { x: LEFT, y: top + i * 34, size: 24, fill: MUTED })).join("");
  const figuresY = top + lines.length * 34 + 30;
  return text + tiles(t, c.figures.slice(0, 5), figuresY) + (c.stars ? starsBar(t, c.stars, figuresY + 90) : "");
}

function customersBody(t: GlyphSheet, c: TCustomersCard): string {
  if (c.countries.length === 0) return t.text(SNIP_CARD_MSG.noCountries, { x: LEFT, y: 260, size: 24, fill: MUTED });
  const max = Math.max(...c.countries.map((r) => r.respondents));
  const barLeft = LEFT + 280;
  const barMax = INNER - 280 - 180;
  return c.countries
    .slice(0, COUNTRY_BARS)
    .map((r, i) => {
      const y = 190 + i * 40;
      const w = max > 0 ? (barMax * r.respondents) / max : 0;
      const share = c.respondents > 0 ? (100 * r.respondents) / c.respondents : null;
      return (
        t.text(fitText(r.name, 20, 264), { x: LEFT, y: y + 22, size: 20, fill: INK }) +
        rect(barLeft, y, Math.max(w, 2), 28, SERIES[0]) +
        t.text(`${formatCount(r.respondents)} (${formatShare(share)})`, { x: barLeft + Math.max(w, 2) + 12, y: y + 22, size: 20, fill: INK })
      );
    })
    .join("");
}

/** The card's kind label and title. */
function heading(c: TSnipCard): { label: string; title: string } {
  switch (c.kind) {
    case "product":
      return { label: INSIGHT_CARDS.kinds.product, title: c.name || SNIP_CARD_MSG.unnamed };
    case "head-to-head":
      return { label: SNIP_CARD_MSG.headToHead, title: `${c.a} vs ${c.b}` };
    case "insight":
      return { label: c.label, title: c.title };
    case "customers":
      return { label: SNIP_CARD_MSG.customersLabel, title: SNIP_CARD_MSG.customers };
  }
}

function body(t: GlyphSheet, c: TSnipCard, titleLines: number): string {
  switch (c.kind) {
    case "product":
      return productBody(t, c);
    case "head-to-head":
      return headToHeadBody(t, c);
    case "insight":
      return insightBody(t, c, 130 + titleLines * 50);
    case "customers":
      return customersBody(t, c);
  }
}

/** The card as an SVG document. */
export function cardSvg(card: TSnipCard): string {
  const t = new GlyphSheet();
  const { label, title } = heading(card);
  const titleLines = wrapText(title, 40, INNER, card.kind === "insight" ? 2 : 1);
  const filters = card.filters.length ? card.filters.join(" · ") : INSIGHT_CARDS.allRespondents;
  const parts = [
    rect(0, 0, CARD_WIDTH, 8, SERIES[0]),
    t.text(label, { x: LEFT, y: 64, size: 22, fill: SERIES[0], bold: true }),
    t.text(SNIP_CARD_MSG.respondents(formatCount(card.respondents)), { x: CARD_WIDTH - LEFT, y: 64, size: 22, fill: MUTED, anchor: "end" }),
    ...titleLines.map((line, i) => t.text(line, { x: LEFT, y: 124 + i * 50, size: 40, fill: INK, bold: true })),
    body(t, card, titleLines.length),
    rect(LEFT, 532, INNER, 2, RULE),
    t.text(fitText(card.study, 22, INNER), { x: LEFT, y: 572, size: 22, fill: BENCHMARK, bold: true }),
    t.text(fitText(filters, 18, INNER), { x: LEFT, y: 604, size: 18, fill: MUTED }),
  ].join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">` +
    `<title>${escapeXml(`${label}: ${title}`)}</title><defs>${t.defs()}</defs>` +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#FFFFFF"/>${parts}</svg>`
  );
}
