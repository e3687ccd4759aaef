// The stack rank's score chart (P11 item 4): one horizontal bar per product, highest first, on a 0–100 axis, with
// the benchmark norm's 25th percentile, median and 75th percentile as labelled reference lines (line styles differ
// too, so nothing rests on colour). visx scales and axis, rendered as SVG on the server (no client JavaScript; it
// prints). role="img" with a summary, and the same figures as a table in a disclosure below.
import { AxisBottom } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { BENCHMARK, SERIES } from "@/lib/results/chart-palette";
import { formatPercentile, formatScore, truncate } from "@/lib/products/format";
import { POSITION_WORDS, STACK_RANK, type TBenchmarkNorm, type TStackRankRow } from "@/lib/results/tabs/stack-rank";

// Drawn at 640 units wide and shown at 600–760 px, so its text stays near 12 px: a phone scrolls the chart inside its
// box rather than shrinking it, and a wide screen does not blow it up.
const WIDTH = 640;
const LABEL_WIDTH = 170;
const RIGHT = 40;
/** Room above the bars for the three staggered quartile labels (little when there is no benchmark). */
const TOP_LINES = 44;
const TOP_NONE = 10;
const BOTTOM = 44;
const ROW = 30;
const NAME_CHARS = 24;
const INK = "#111827";
const MUTED = "#475569";

type TLine = { key: "p25" | "p50" | "p75"; value: number; dash: string | undefined; row: number };

export function ScoreChart({ rows, benchmark, idPrefix = "stack-rank" }: { rows: readonly TStackRankRow[]; benchmark: TBenchmarkNorm; idPrefix?: string }) {
  const lines: TLine[] =
    benchmark.scope === "none"
      ? []
      : (
          [
            { key: "p25", value: benchmark.p25, dash: "6 4", row: 0 },
            { key: "p50", value: benchmark.p50, dash: undefined, row: 1 },
            { key: "p75", value: benchmark.p75, dash: "2 3", row: 2 },
          ] as const
        ).flatMap((l) => (l.value === null ? [] : [{ ...l, value: l.value }]));
  const TOP = lines.length ? TOP_LINES : TOP_NONE;
  const height = TOP + rows.length * ROW + BOTTOM;
  const x = scaleLinear<number>({ domain: [0, 100], range: [LABEL_WIDTH, WIDTH - RIGHT] });
  const y = scaleBand<string>({ domain: rows.map((r) => r.product_id), range: [TOP, TOP + rows.length * ROW], padding: 0.25 });
  const titleId = `${idPrefix}-chart-title`;
  return (
    <figure aria-labelledby={titleId} className="flex min-w-0 flex-col gap-2" data-testid="score-chart">
      <figcaption id={titleId} className="font-semibold">
        {STACK_RANK.chartTitle}
      </figcaption>
      {/* Focusable so a keyboard can scroll it on a phone, where the chart is wider than the screen. */}
      <div
        role="region"
        aria-labelledby={titleId}
        tabIndex={0}
        className="overflow-x-auto rounded-panel border border-line bg-white p-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-focus"
      >
        <svg
          role="img"
          aria-label={STACK_RANK.chartLabel(rows, benchmark)}
          viewBox={`0 0 ${WIDTH} ${height}`}
          width={WIDTH}
          height={height}
          className="h-auto w-full max-w-[760px] min-w-[600px] [print-color-adjust:exact]"
          fontSize={12}
        >
          {rows.map((r) => {
            const top = y(r.product_id) ?? 0;
            const mid = top + y.bandwidth() / 2;
            return (
              <g key={r.product_id}>
                <text x={LABEL_WIDTH - 8} y={mid} textAnchor="end" dominantBaseline="middle" fill={INK}>
                  {truncate(r.name || "—", NAME_CHARS)}
                </text>
                {r.score === null ? (
                  <text x={LABEL_WIDTH + 4} y={mid} dominantBaseline="middle" fill={MUTED}>
                    {STACK_RANK.notRated}
                  </text>
                ) : (
                  <>
                    <rect x={LABEL_WIDTH} y={top} width={Math.max(0, x(r.score) - LABEL_WIDTH)} height={y.bandwidth()} fill={SERIES[0]} rx={2} />
                    <text x={x(r.score) + 4} y={mid} dominantBaseline="middle" fill={INK} fontWeight={600}>
                      {formatScore(r.score)}
                    </text>
                  </>
                )}
              </g>
            );
          })}
          {lines.map((l) => (
            <Group key={l.key}>
              <line x1={x(l.value)} x2={x(l.value)} y1={TOP - 4 - (2 - l.row) * 12} y2={TOP + rows.length * ROW} stroke={BENCHMARK} strokeWidth={1.5} strokeDasharray={l.dash} />
              <text x={Math.min(WIDTH - 56, Math.max(LABEL_WIDTH + 56, x(l.value)))} y={TOP - 8 - (2 - l.row) * 12} textAnchor="middle" fill={INK} fontSize={11}>
                {`${STACK_RANK.chartLegend[l.key]} ${formatScore(l.value)}`}
              </text>
            </Group>
          ))}
          <AxisBottom
            top={TOP + rows.length * ROW}
            scale={x}
            tickValues={[0, 25, 50, 75, 100]}
            stroke={MUTED}
            tickStroke={MUTED}
            tickLabelProps={{ fill: INK, fontSize: 11, textAnchor: "middle" }}
            label={STACK_RANK.chartAxis}
            labelProps={{ fill: INK, fontSize: 12, textAnchor: "middle" }}
          />
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
