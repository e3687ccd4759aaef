// A product's star distribution (P11 deep dive; the ratings report, docs/decisions.md P9 #8): five bars, 1 to 5 stars,
// each labelled with its star, share and count (so colour is never the only cue), drawn as SVG on the server with visx
// and sized in percent so it fills any width without shrinking its text; the figures table in a disclosure is the
// text alternative. Colours: the star scale of chart-palette.
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { BENCHMARK, STAR_COLOURS } from "@/lib/results/chart-palette";
import { DEEP_DIVE_TEXT, pct100, type TDeepDiveStars } from "@/lib/results/tabs/deep-dive";

const HEIGHT = 200;
const TOP = 24;
const BOTTOM = 44;
const PLOT = HEIGHT - TOP - BOTTOM;

export function StarDistribution({ name, data }: { name: string; data: TDeepDiveStars }) {
  // x in percent of the width: bands over 0–100.
  const x = scaleBand<number>({ domain: [1, 2, 3, 4, 5], range: [0, 100], paddingInner: 0.3, paddingOuter: 0.15 });
  const top = Math.max(...data.stars.map((s) => s.percentage), 1);
  const y = scaleLinear<number>({ domain: [0, top], range: [PLOT, 0] });
  const band = x.bandwidth();
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <svg role="img" aria-label={DEEP_DIVE_TEXT.starsChartLabel(name, data.stars, data.count)} width="100%" height={HEIGHT} className="block" data-testid="dd-stars-chart">
        <Group top={TOP}>
          <line x1="0%" x2="100%" y1={PLOT} y2={PLOT} stroke={BENCHMARK} strokeWidth={1} />
          {data.stars.map((s) => {
            const left = x(s.star) ?? 0;
            const barTop = y(s.percentage);
            const centre = `${left + band / 2}%`;
            return (
              <g key={s.star}>
                <Bar x={`${left}%`} y={barTop} width={`${band}%`} height={Math.max(PLOT - barTop, 0)} fill={STAR_COLOURS[s.star - 1]} rx={2} />
                <text x={centre} y={barTop - 6} textAnchor="middle" fontSize={13} fontWeight={600} fill={BENCHMARK}>
                  {pct100(s.percentage)}
                </text>
                <text x={centre} y={PLOT + 18} textAnchor="middle" fontSize={13} fill={BENCHMARK}>
                  {`${s.star}★`}
                </text>
                <text x={centre} y={PLOT + 36} textAnchor="middle" fontSize={12} fill={BENCHMARK}>
                  {s.count.toLocaleString("en-US")}
                </text>
              </g>
            );
          })}
        </Group>
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer rounded text-primary-strong underline focus:outline-none focus-visible:ring-2 focus-visible:ring-focus print:hidden">{DEEP_DIVE_TEXT.showTable}</summary>
        <table className="mt-2 w-full max-w-md text-sm" data-testid="dd-stars-table">
          <caption className="sr-only">{DEEP_DIVE_TEXT.starsTableCaption(name)}</caption>
          <thead>
            <tr className="border-b border-line text-left text-muted">
              <th scope="col" className="py-1 pr-3 font-medium">{DEEP_DIVE_TEXT.starCol}</th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">{DEEP_DIVE_TEXT.countCol}</th>
              <th scope="col" className="py-1 text-right font-medium">{DEEP_DIVE_TEXT.shareCol}</th>
            </tr>
          </thead>
          <tbody>
            {[...data.stars].reverse().map((s) => (
              <tr key={s.star} className="border-b border-line" data-testid="dd-star-row" data-star={s.star}>
                <th scope="row" className="py-1 pr-3 text-left font-normal">{DEEP_DIVE_TEXT.starLabel(s.star)}</th>
                <td className="py-1 pr-3 text-right tabular-nums" data-testid="count">{s.count.toLocaleString("en-US")}</td>
                <td className="py-1 text-right tabular-nums" data-testid="share">{pct100(s.percentage)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
