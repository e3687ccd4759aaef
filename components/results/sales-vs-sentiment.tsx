// Sentiment against sell-through (P13 "Sales-data import"): after launch, each product's sentiment score (P9, under the
// page's filters) against its sell-through (share of the units sold), as a server-rendered SVG scatter — each point
// labelled with its product's name, placed so no two labels overlap (lib/results/chart-layout.ts; the full name and
// figures on hover), and the table below it, which is the chart's text alternative — with Spearman's ρ and its 95%
// CI, or why there is none (fewer than 4 products with both figures). Revenue in the brand's currency (P15 item 8).
// Server component; data from server/sales-data/.
import { AxisBottom, AxisLeft } from "@visx/axis";
import { scaleLinear } from "@visx/scale";
import { formatPrice } from "@/lib/products/format";
import { fitText, placePointLabels, textWidthPx } from "@/lib/results/chart-layout";
import { BENCHMARK, NO_DATA, SERIES } from "@/lib/results/chart-palette";
import { correlationText, formatShare } from "@/lib/sales-data/format";
import { SALES_RESULTS as T } from "@/lib/sales-data/messages";
import type { TSalesAfterLaunch } from "@/lib/sales-data/types";
import { formatStudyDate } from "@/lib/studies/format";
import { MetricInfo } from "./metric-info";

/** Two drawings of one chart: wide (≥ 640 px and print) and narrow (phones), each sized so its text stays legible. */
const SIZES = {
  wide: { W: 560, H: 340, M: { top: 20, right: 24, bottom: 52, left: 72 }, font: 12, labelOffset: 44, nameWidth: 160 },
  narrow: { W: 340, H: 280, M: { top: 16, right: 16, bottom: 50, left: 62 }, font: 12, labelOffset: 38, nameWidth: 116 },
} as const;
const POINT_FONT = 11;
const RADIUS = 7;
const money = (v: number | null, symbol: string | undefined) => (v === null ? "—" : formatPrice(v, symbol));
const count = (v: number | null) => (v === null ? "—" : v.toLocaleString("en-US"));

function Scatter({ data, label, size, className }: { data: TSalesAfterLaunch; label: string; size: keyof typeof SIZES; className: string }) {
  const { W, H, M, font, labelOffset, nameWidth } = SIZES[size];
  const points = data.rows.map((r, i) => ({ r, i })).filter(({ r }) => r.score !== null && r.sell_through !== null);
  const scores = points.map(({ r }) => r.score!);
  const lo = scores.length ? Math.max(0, Math.floor((Math.min(...scores) - 5) / 10) * 10) : 0;
  const hi = scores.length ? Math.min(100, Math.ceil((Math.max(...scores) + 5) / 10) * 10) : 100;
  const top = Math.max(0.05, ...points.map(({ r }) => r.sell_through!));
  const yMax = Math.ceil(top * 20) / 20;
  const x = scaleLinear<number>({ domain: [lo, hi], range: [M.left, W - M.right] });
  const y = scaleLinear<number>({ domain: [0, yMax], range: [H - M.bottom, M.top] });
  const yTicks = y.ticks(5);
  const names = new Map(points.map(({ r }) => [r.product_id, fitText(r.name || "—", nameWidth, POINT_FONT)]));
  const labels = new Map(
    placePointLabels(
      points.map(({ r }) => ({ key: r.product_id, x: x(r.score!), y: y(r.sell_through!), width: textWidthPx(names.get(r.product_id)!, POINT_FONT) })),
      { right: W - 2, top: 0, bottom: H - M.bottom, lineHeight: 13, radius: RADIUS },
    ).map((l) => [l.key, l]),
  );
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
          <title>{`${i + 1}. ${r.name}: ${T.columns.score} ${Math.round(r.score!)}, ${T.columns.share} ${formatShare(r.sell_through)}`}</title>
          <circle cx={x(r.score!)} cy={y(r.sell_through!)} r={RADIUS} fill={SERIES[0]} fillOpacity={0.85} stroke="#FFFFFF" strokeWidth={1.5} />
        </g>
      ))}
      {/* The names after every point, so no point covers a name. */}
      {points.map(({ r }) => {
        const l = labels.get(r.product_id);
        return l ? (
          <text
            key={r.product_id}
            x={l.x}
            y={l.y}
            dominantBaseline="central"
            textAnchor={l.anchor}
            fontSize={POINT_FONT}
            fontWeight={600}
            fill={BENCHMARK}
            stroke="#FFFFFF"
            strokeWidth={3}
            strokeLinejoin="round"
            paintOrder="stroke"
            data-testid={size === "wide" ? "sales-point-label" : undefined}
          >
            {names.get(r.product_id)}
          </text>
        ) : null;
      })}
    </svg>
  );
}

export function SalesVsSentiment({ data }: { data: TSalesAfterLaunch }) {
  const corr = correlationText(data);
  return (
    <section id="sales-vs-sentiment" aria-labelledby="sales-vs-sentiment-title" data-testid="sales-vs-sentiment" className="flex min-w-0 flex-col gap-3 rounded-panel border border-line bg-white p-4 break-inside-avoid">
      <header className="flex flex-col gap-1">
        <h3 id="sales-vs-sentiment-title" className="flex items-center gap-1.5 text-lg font-semibold">
          {T.title} <MetricInfo id="sell-through" />
        </h3>
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
                <td className="py-1.5 text-right tabular-nums">{money(r.revenue, data.currency_symbol)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
