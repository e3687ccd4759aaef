// Snip card image bench (P12 "Must show › npm run bench: snip image rendering time and size"): each card kind drawn
// from figures of a realistic size (long names, five figures, eight countries) through the same renderer createSnip
// uses (server/snips/card-image.ts: SVG with text as outlines, then sharp to PNG). The first render of a process loads
// the font and is reported apart; then 20 renders per kind: p50 / max time, PNG and SVG size. Printed, not asserted.
import { renderSnipCard } from "../../server/snips/card-image";
import type { TSnipCard } from "../../server/snips/card-svg";

const RUNS = 20;
const head = { study: "Fall 2026 Outerwear Concept Test", filters: ["Country: United States", "Gender: Female", "Age: 25-34"], respondents: 10_000 };
const CARDS: TSnipCard[] = [
  { ...head, kind: "product", name: "Summit Puffer Vest with Detachable Hood", score: 61.4, percentile: 82, position: "Between", top_two_box: 55.2, count: 9_812, stars: [610, 980, 2_100, 3_300, 2_822] },
  { ...head, kind: "head-to-head", a: "Summit Puffer Vest", b: "Meadow Hoodie", base: 9_401, win_share: 0.52, tie_share: 0.18, loss_share: 0.3 },
  {
    ...head,
    kind: "insight",
    label: "Most polarising",
    title: "Meadow Hoodie splits the room: loved by a third, disliked by a third",
    keyInsight: "Respondents who rated it 1 or 2 stars most often chose fit and price; those at 5 stars chose colour and fabric. A second colourway is worth testing before the line review.",
    figures: [
      { label: "Score", value: "48" },
      { label: "1–2 stars", value: "34%" },
      { label: "4–5 stars", value: "38%" },
      { label: "Ratings", value: "9,780" },
      { label: "Percentile", value: "41st" },
    ],
    stars: [1_600, 1_725, 2_740, 1_900, 1_815],
  },
  {
    ...head,
    kind: "customers",
    countries: ["United States", "United Kingdom", "Germany", "France", "Canada", "Australia", "Netherlands", "Sweden"].map((name, i) => ({ name, respondents: 3_000 - i * 330 })),
  },
];

const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function benchSnipCards(): Promise<void> {
  const t0 = performance.now();
  await renderSnipCard(CARDS[0]!);
  console.log(`  first render in this process (loads the font): ${(performance.now() - t0).toFixed(0)} ms`);
  for (const card of CARDS) {
    const times: number[] = [];
    let png = 0;
    let svg = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now();
      const r = await renderSnipCard(card);
      times.push(performance.now() - start);
      png = r.png.length;
      svg = r.svg.length;
    }
    console.log(
      `  ${card.kind.padEnd(12)} render p50 ${p50(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms; PNG ${(png / 1024).toFixed(1)} kB (1200×630), SVG ${(svg / 1024).toFixed(1)} kB`,
    );
  }
}
