// The stack rank's score chart (P11 item 4; P15 item 5): one horizontal bar per product, highest first, on a 0–100
// axis, with the benchmark norm's 25th percentile, median and 75th percentile as labelled reference lines (line
// styles differ too, so nothing rests on colour). SVG rendered on the server (no client JavaScript; it prints),
// drawn in percentages of the card's width so the plot uses the whole card at any width and its text keeps its size:
// each product's name sits above its bar, the score at the bar's end, the quartile labels stacked so none overlaps
// another (lib/results/chart-layout.ts). Full names on hover (<title>) and in the table below. role="img" with a
// summary, and the same figures as a table in a disclosure below.
import { BENCHMARK, SERIES } from "@/lib/results/chart-palette";
import { benchmarkTitle } from "@/lib/results/claims";
import { fitText, labelRows, NARROW_PLOT_PX, stackLabels, textWidthPct, valueLabel, anchorInside } from "@/lib/results/chart-layout";
import { formatPercentile, formatScore } from "@/lib/products/format";
import { POSITION_WORDS, STACK_RANK, type TBenchmarkNorm, type TStackRankRow } from "@/lib/results/tabs/stack-rank";

const FONT = 12;
const SMALL = 11;
/** One product: its name line, then its bar. */
const NAME_H = 16;
const BAR_H = 16;
const ROW = NAME_H + BAR_H + 10;
/** One row of quartile labels above the plot. */
const LABEL_ROW = 17;
const BOTTOM = 42;
const INK = "#111827";
const MUTED = "#475569";
/** A halo behind text that a reference line may cross, so the text stays readable. */
const halo = (colour: string) => ({ stroke: colour, strokeWidth: 4, strokeLinejoin: "round" as const, paintOrder: "stroke" as const });
const pct = (v: number) => `${Math.min(100, Math.max(0, v))}%`;
const TICKS = [0, 25, 50, 75, 100] as const;

type TLineKey = "p25" | "p50" | "p75";
const DASH: Record<TLineKey, string | undefined> = { p25: "6 4", p50: undefined, p75: "2 3" };

export function ScoreChart({ rows, benchmark, idPrefix = "stack-rank" }: { rows: readonly TStackRankRow[]; benchmark: TBenchmarkNorm; idPrefix?: string }) {
  const lines: { key: TLineKey; value: number; dash: string | undefined }[] =
    benchmark.scope === "none"
      ? []
      : (["p25", "p50", "p75"] as const).flatMap((key) => {
          const value = benchmark[key];
          return value === null ? [] : [{ key, value, dash: DASH[key] }];
        });
  const lineText = (l: { key: TLineKey; value: number }) => `${STACK_RANK.chartLegend[l.key]} ${formatScore(l.value)}`;
  // The median first, so it keeps the row nearest the plot.
  const order = [...lines].sort((a, b) => (a.key === "p50" ? -1 : b.key === "p50" ? 1 : 0));
  const placed = stackLabels(order.map((l) => ({ key: l.key, at: l.value, width: textWidthPct(lineText(l), SMALL) })));
  const TOP = lines.length ? labelRows(placed) * LABEL_ROW + 8 : 4;
  const plotBottom = TOP + rows.length * ROW;
  const height = plotBottom + BOTTOM;
  const titleId = `${idPrefix}-chart-title`;
  return (
    <figure aria-labelledby={titleId} className="flex min-w-0 flex-col gap-2" data-testid="score-chart">
      <figcaption id={titleId} className="font-semibold">
        {/* Against the benchmark only when there is one (P15 item 4); the tab's header says how to get one. */}
        {benchmarkTitle(benchmark).title}
      </figcaption>
      <div className="min-w-0 rounded-panel border border-line bg-white px-3 py-2">
        <svg
          role="img"
          aria-label={STACK_RANK.chartLabel(rows, benchmark)}
          width="100%"
          height={height}
          className="block overflow-visible [print-color-adjust:exact]"
          fontSize={FONT}
          data-testid="score-chart-svg"
        >
          {/* The lines first (behind bars and texts), then their labels, so no line crosses another line's label. */}
          {placed.map((p) => {
            const l = lines.find((x) => x.key === p.key)!;
            const labelY = TOP - 6 - p.row * LABEL_ROW;
            return <line key={p.key} x1={pct(l.value)} x2={pct(l.value)} y1={labelY + 3} y2={plotBottom} stroke={BENCHMARK} strokeWidth={1.5} strokeDasharray={l.dash} />;
          })}
          {placed.map((p) => {
            const l = lines.find((x) => x.key === p.key)!;
            return (
              <g key={p.key} data-testid="score-chart-norm">
                <title>{lineText(l)}</title>
                <text x={pct(p.at)} y={TOP - 6 - p.row * LABEL_ROW} textAnchor={p.anchor} fill={INK} fontSize={SMALL} {...halo("#FFFFFF")}>
                  {lineText(l)}
                </text>
              </g>
            );
          })}
          {/* The names, bars and scores above the lines: a line runs behind a bar and never across a text (each has a halo). */}
          {rows.map((r, i) => {
            const top = TOP + i * ROW;
            const name = r.name || "—";
            const score = r.score === null ? null : formatScore(r.score);
            return (
              <g key={r.product_id} data-testid="score-chart-row" data-product={r.product_id}>
                <title>{score === null ? `${name}: ${STACK_RANK.notRated}` : `${name}: ${score}`}</title>
                <text x={0} y={top + NAME_H - 4} fill={INK} {...halo("#FFFFFF")}>
                  {fitText(name, NARROW_PLOT_PX, FONT)}
                </text>
                {r.score === null ? (
                  <text x={0} y={top + NAME_H + BAR_H / 2} dominantBaseline="central" fill={MUTED}>
                    {STACK_RANK.notRated}
                  </text>
                ) : (
                  <rect x={0} y={top + NAME_H} width={pct(r.score)} height={BAR_H} fill={SERIES[0]} rx={2} />
                )}
              </g>
            );
          })}
          {rows.map((r, i) => {
            if (r.score === null) return null;
            const score = formatScore(r.score);
            const label = valueLabel(r.score, textWidthPct(score, FONT));
            return (
              <text
                key={r.product_id}
                data-testid="score-chart-value"
                data-product={r.product_id}
                x={pct(label.at)}
                dx={label.anchor === "end" ? -4 : 4}
                y={TOP + i * ROW + NAME_H + BAR_H / 2}
                dominantBaseline="central"
                textAnchor={label.anchor}
                fill={label.inside ? "#FFFFFF" : INK}
                fontWeight={600}
                {...halo(label.inside ? SERIES[0] : "#FFFFFF")}
              >
                {score}
              </text>
            );
          })}
          <g aria-hidden>
            <line x1="0%" x2="100%" y1={plotBottom} y2={plotBottom} stroke={MUTED} />
            {TICKS.map((t) => (
              <g key={t}>
                <line x1={pct(t)} x2={pct(t)} y1={plotBottom} y2={plotBottom + 5} stroke={MUTED} />
                <text x={pct(t)} y={plotBottom + 17} textAnchor={anchorInside(t, 4)} fill={INK} fontSize={SMALL}>
                  {t}
                </text>
              </g>
            ))}
            <text x="50%" y={plotBottom + 35} textAnchor="middle" fill={INK}>
              {STACK_RANK.chartAxis}
            </text>
          </g>
        </svg>
      </div>
      <details className="text-sm print:hidden">
        <summary className="cursor-pointer rounded-control text-primary-strong underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-focus focus-visible:outline-none">
          {STACK_RANK.chartTable}
        </summary>
        <div className="mt-2 max-w-2xl overflow-x-auto">
          <table className="text-left text-sm" data-testid="score-chart-table">
            <caption className="sr-only">{STACK_RANK.chartTableCaption}</caption>
            <thead className="bg-canvas text-muted">
              <tr>
                <th scope="col" className="px-2 py-1 font-medium">{STACK_RANK.chartColumns.product}</th>
                <th scope="col" className="px-2 py-1 text-right font-medium">{STACK_RANK.chartColumns.score}</th>
                <th scope="col" className="px-2 py-1 text-right font-medium">{STACK_RANK.chartColumns.percentile}</th>
                <th scope="col" className="px-2 py-1 font-medium">{STACK_RANK.chartColumns.position}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.product_id} className="border-t border-line-soft">
                  <th scope="row" className="px-2 py-1 font-normal">{r.name}</th>
                  <td className="px-2 py-1 text-right tabular-nums">{formatScore(r.score) || "—"}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{formatPercentile(r.percentile) || "—"}</td>
                  <td className="px-2 py-1">{r.position ? POSITION_WORDS[r.position] : "—"}</td>
                </tr>
              ))}
              {lines.map((l) => (
                <tr key={l.key} className="border-t border-line-soft text-muted">
                  <th scope="row" className="px-2 py-1 font-normal">{STACK_RANK.chartTableNorm(STACK_RANK.chartLegend[l.key])}</th>
                  <td className="px-2 py-1 text-right tabular-nums">{formatScore(l.value)}</td>
                  <td className="px-2 py-1" colSpan={2} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
