// The buckets' average scores as a small horizontal bar chart (visx scales and shapes, drawn as SVG on the server:
// no client JavaScript, and it prints), with the figures as a table behind a disclosure for keyboard and screen
// reader users (P11 item 4). One series, one colour (chart-palette SERIES[0]); every bar carries its value as text.
// A name too long for the chart is cut to its width (lib/results/chart-layout.ts); the full name is on hover (P15).
import { Group } from "@visx/group";
import { scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { formatScore } from "@/lib/products/format";
import { fitText } from "@/lib/results/chart-layout";
import { SERIES } from "@/lib/results/chart-palette";
import type { TNormScope } from "@/lib/results/definitions";
import { BUCKETS_TEXT, figureTexts, type TBucketsBucket } from "@/lib/results/tabs/buckets";

const t = BUCKETS_TEXT;
// Narrow on purpose: the bucket's name sits above its bar, so the chart keeps readable text on a phone (the SVG
// scales to its box) and stays small on a wide screen.
const WIDTH = 360;
const VALUE = 44;
const ROW = 40;
const LABEL_H = 16;
const BAR_H = 16;
const AXIS = 24;
const PAD = 8;
const TICKS = [0, 25, 50, 75, 100];
const INK = "#111827";
const MUTED = "#4B5563";
const GRID = "#E5E7EB";

export function BucketChart({ buckets, benchmark }: { buckets: TBucketsBucket[]; benchmark: TNormScope }) {
  const scored = buckets.filter((b) => b.avg_score !== null);
  const height = buckets.length * ROW + AXIS;
  const x = scaleLinear<number>({ domain: [0, 100], range: [0, WIDTH - PAD * 2 - VALUE] });
  const summary = t.chartLabel(buckets.map((b) => ({ name: b.name, score: b.avg_score === null ? t.chartNoScore : formatScore(b.avg_score) })));
  return (
    <section aria-labelledby="buckets-chart-title" className="flex min-w-0 flex-col gap-2 rounded-panel border border-line bg-white p-4 break-inside-avoid" data-testid="buckets-chart">
      <h3 id="buckets-chart-title" className="font-semibold text-ink">
        {t.chartTitle}
      </h3>
      {scored.length === 0 ? (
        <p className="text-sm text-muted">{t.chartEmpty}</p>
      ) : (
        <svg role="img" aria-label={summary} viewBox={`0 0 ${WIDTH} ${height}`} className="h-auto w-full max-w-md" data-testid="buckets-chart-svg">
          <Group left={PAD}>
            {TICKS.map((tick) => (
              <g key={tick}>
                <line x1={x(tick)} x2={x(tick)} y1={LABEL_H} y2={buckets.length * ROW} stroke={GRID} />
                <text x={x(tick)} y={buckets.length * ROW + 16} textAnchor="middle" fontSize={12} fill={MUTED}>
                  {tick}
                </text>
              </g>
            ))}
            {buckets.map((b, i) => {
              const top = i * ROW;
              const barTop = top + LABEL_H + 2;
              const w = b.avg_score === null ? 0 : x(b.avg_score);
              return (
                <g key={i}>
                  <title>{`${b.name}: ${b.avg_score === null ? t.chartNoScore : formatScore(b.avg_score)}`}</title>
                  <text x={0} y={top + LABEL_H - 4} fontSize={13} fill={INK}>
                    {fitText(b.name, WIDTH - PAD * 2, 13)}
                  </text>
                  {b.avg_score !== null && <Bar x={0} y={barTop} width={w} height={BAR_H} fill={SERIES[0]} rx={2} />}
                  <text x={w + 6} y={barTop + BAR_H / 2} dy="0.35em" fontSize={13} fill={b.avg_score === null ? MUTED : INK} fontWeight={b.avg_score === null ? 400 : 600}>
                    {b.avg_score === null ? t.chartNoScore : formatScore(b.avg_score)}
                  </text>
                </g>
              );
            })}
          </Group>
        </svg>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer rounded-control text-primary-strong underline focus:outline-none focus-visible:ring-2 focus-visible:ring-focus print:hidden">{t.tableToggle}</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[28rem] text-left text-sm" data-testid="buckets-table">
            <caption className="sr-only">{t.chartTitle}</caption>
            <thead className="border-b border-line text-muted">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">{t.table.bucket}</th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">{t.table.products}</th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">{t.table.score}</th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">{t.table.percentile}</th>
                <th scope="col" className="py-1 font-medium">{t.table.position}</th>
              </tr>
            </thead>
            <tbody>
              {buckets.map((b, i) => {
                const f = figureTexts(b, benchmark);
                return (
                  <tr key={i} className="border-b border-line-soft last:border-0" data-testid="buckets-table-row">
                    <th scope="row" className="py-1 pr-3 font-medium break-words text-ink">{b.name}</th>
                    <td className="py-1 pr-3 text-right tabular-nums">{b.questions.length}</td>
                    <td className="py-1 pr-3 text-right tabular-nums">{f.score}</td>
                    <td className="py-1 pr-3 text-right tabular-nums">{f.percentile}</td>
                    <td className="py-1">{f.position}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
