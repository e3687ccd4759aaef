// Sentiment against sell-through (P13 "Sales-data import"): after launch, each product's sentiment score (P9, under the
// page's filters) against its sell-through (share of the units sold), as a server-rendered SVG scatter — points
// numbered as in the table below it, which is the chart's text alternative — with Spearman's ρ and its 95% CI, or why
// there is none (fewer than 4 products with both figures). Server component; data from server/sales-data/.
import { AxisBottom, AxisLeft } from "@visx/axis";
import { scaleLinear } from "@visx/scale";
import { BENCHMARK, NO_DATA, SERIES } from "@/lib/results/chart-palette";
import { correlationText, formatShare } from "@/lib/sales-data/format";
import { SALES_RESULTS as T } from "@/lib/sales-data/messages";
import type { TSalesAfterLaunch } from "@/lib/sales-data/types";
import { formatStudyDate } from "@/lib/studies/format";

/** Two drawings of one chart: wide (≥ 640 px and print) and narrow (phones), each sized so its text stays legible. */
const SIZES = {
  wide: { W: 560, H: 340, M: { top: 20, right: 24, bottom: 52, left: 72 }, font: 12, labelOffset: 44 },
  narrow: { W: 340, H: 280, M: { top: 16, right: 16, bottom: 50, left: 62 }, font: 12, labelOffset: 38 },
} as const;
const money = (v: number | null) => (v === null ? "—" : v.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
const count = (v: number | null) => (v === null ? "—" : v.toLocaleString("en-US"));

function Scatter({ data, label, size, className }: { data: TSalesAfterLaunch; label: string; size: keyof typeof SIZES; className: string }) {
  const { W, H, M, font, labelOffset } = SIZES[size];
  const points = data.rows.map((r, i) => ({ r, i })).filter(({ r }) => r.score !== null && r.sell_through !== null);
  const scores = points.map(({ r }) => r.score!);
  const lo = scores.length ? Math.max(0, Math.floor((Math.min(...scores) - 5) / 10) * 10) : 0;
  const hi = scores.length ? Math.min(100, Math.ceil((Math.max(...scores) + 5) / 10) * 10) : 100;
  const top = Math.max(0.05, ...points.map(({ r }) => r.sell_through!));
  const yMax = Math.ceil(top * 20) / 20;
  const x = scaleLinear<number>({ domain: [lo, hi], range: [M.left, W - M.right] });
  const y = scaleLinear<number>({ domain: [0, yMax], range: [H - M.bottom, M.top] });
  const yTicks = y.ticks(5);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${W} ${H}`} className={`h-auto w-full max-w-2xl ${className}`} data-testid={size === "wide" ? "sales-scatter" : "sales-scatter-narrow"} fontFamily="inherit">
      {yTicks.map((t) => (
        <line key={t} x1={M.left} x2={W - M.right} y1={y(t)} y2={y(t)} stroke={NO_DATA} strokeWidth={1} />
      ))}
      <AxisLeft
        left={M.left}
        scale={y}
        tickValues={yTicks}
        tickFormat={(v) => `${Math.round(Number(v) * 100)}%`}
        stroke={BENCHMARK}
        tickStroke={BENCHMARK}
        label={T.yAxis}
        labelOffset={labelOffset}
        labelProps={{ fill: BENCHMARK, fontSize: font, textAnchor: "middle" }}
        tickLabelProps={{ fill: BENCHMARK, fontSize: font, textAnchor: "end", dx: -4, dy: 4 }}
      />
      <AxisBottom
        top={H - M.bottom}
        scale={x}
        numTicks={6}
        tickFormat={(v) => String(Number(v))}
        stroke={BENCHMARK}
        tickStroke={BENCHMARK}
        label={T.xAxis}
        labelOffset={14}
        labelProps={{ fill: BENCHMARK, fontSize: font, textAnchor: "middle" }}
        tickLabelProps={{ fill: BENCHMARK, fontSize: font, textAnchor: "middle" }}
      />
      {points.map(({ r, i }) => (
        <g key={r.product_id} data-testid={size === "wide" ? "sales-point" : undefined} data-product={r.product_id}>
          <circle cx={x(r.score!)} cy={y(r.sell_through!)} r={7} fill={SERIES[0]} fillOpacity={0.85} stroke="#FFFFFF" strokeWidth={1.5} />
          <text x={x(r.score!) + 10} y={y(r.sell_through!) + 4} fontSize={11} fontWeight={600} fill={BENCHMARK}>
            {i + 1}
          </text>
        </g>
      ))}
    </svg>
  );
}

export function SalesVsSentiment({ data }: { data: TSalesAfterLaunch }) {
  const corr = correlationText(data);
  return (
    <section id="sales-vs-sentiment" aria-labelledby="sales-vs-sentiment-title" data-testid="sales-vs-sentiment" className="flex min-w-0 flex-col gap-3 rounded-panel border border-line bg-white p-4 break-inside-avoid">
      <header className="flex flex-col gap-1">
        <h3 id="sales-vs-sentiment-title" className="text-lg font-semibold">{T.title}</h3>
        <p className="text-sm text-subtle">{T.intro}</p>
        <p className="text-xs text-muted">{T.imported(formatStudyDate(data.imported.date_modified))}</p>
      </header>
      <div className="rounded-panel border border-line-soft bg-canvas px-3 py-2 text-sm" data-testid="sales-correlation" data-kind={corr.kind}>
        <p className="font-semibold">{corr.text}</p>
        {data.rho !== null && <p className="text-ink-soft">{T.strength(data.rho, data.ci)}</p>}
        <p className="mt-1 text-xs text-muted">{T.method}</p>
      </div>
      <Scatter data={data} label={T.chartLabel(data.n, corr.text)} size="wide" className="hidden sm:block print:block" />
      <Scatter data={data} label={T.chartLabel(data.n, corr.text)} size="narrow" className="sm:hidden print:hidden" />
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm" data-testid="sales-table">
          <caption className="sr-only">{T.tableCaption}</caption>
          <thead>
            <tr className="border-b border-line text-left">
              <th scope="col" className="py-1.5 pr-2">#</th>
              <th scope="col" className="py-1.5 pr-2">{T.columns.product}</th>
              <th scope="col" className="py-1.5 pr-2 text-right">{T.columns.score}</th>
              <th scope="col" className="py-1.5 pr-2 text-right">{T.columns.share}</th>
              <th scope="col" className="py-1.5 pr-2 text-right">{T.columns.units}</th>
              <th scope="col" className="py-1.5 text-right">{T.columns.revenue}</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((r, i) => (
              <tr key={r.product_id} className="border-b border-line-soft">
                <td className="py-1.5 pr-2 tabular-nums text-muted">{i + 1}</td>
                <th scope="row" className="py-1.5 pr-2 text-left font-medium">
                  {r.name}
                  {r.style_number && <span className="ml-1 text-xs font-normal text-muted">{r.style_number}</span>}
                </th>
                <td className="py-1.5 pr-2 text-right tabular-nums">{r.score === null ? "—" : Math.round(r.score)}</td>
                <td className="py-1.5 pr-2 text-right tabular-nums">{formatShare(r.sell_through)}</td>
                <td className="py-1.5 pr-2 text-right tabular-nums">{count(r.units)}</td>
                <td className="py-1.5 text-right tabular-nums">{money(r.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
