// The reach curve of the line-efficiency tab (P11 item 3, 4): reach (% of the base) of the best set of each size, as an
// SVG line with a point per size. Exact points are filled circles; approximate ones are hollow, with a dashed whisker
// up to the most any set of that size could reach and the word "approximate"; the chosen size has a ring and the word
// "chosen"; the sales plan (admins) is a diamond in the overlay colour, labelled, joined to the best set of its size by
// a dashed line. Server component (no client JavaScript; prints). The figures are also in the table beside it.
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleLinear } from "@visx/scale";
import { LinePath } from "@visx/shape";
import { BENCHMARK, NO_DATA, OVERLAY, SERIES } from "@/lib/results/chart-palette";
import type { TLineEfficiencySet, TSalesPlanReach } from "@/lib/results/line-efficiency";
import { formatReachShare, LINE_EFFICIENCY_TAB as T } from "@/lib/results/tabs/line-efficiency";

/** Two drawings of one chart: wide (≥ 640 px and print) and narrow (phones), each sized so its text stays legible. */
const SIZES = {
  wide: { W: 600, H: 320, M: { top: 40, right: 28, bottom: 52, left: 72 }, font: 12, labelOffset: 40 },
  narrow: { W: 360, H: 280, M: { top: 36, right: 14, bottom: 50, left: 60 }, font: 11, labelOffset: 32 },
} as const;
export type TReachCurveSize = keyof typeof SIZES;
const LINE = SERIES[0];

/** A point's reach as a percent of the base. */
const pct = (reach: number, base: number) => (base > 0 ? (100 * reach) / base : 0);

export function ReachCurve({
  sets,
  base,
  chosenK,
  plan,
  size = "wide",
  className,
}: {
  sets: readonly TLineEfficiencySet[];
  base: number;
  chosenK: number;
  plan: TSalesPlanReach | null;
  size?: TReachCurveSize;
  className?: string;
}) {
  const { W, H, M, font, labelOffset } = SIZES[size];
  const wide = size === "wide";
  const maxX = Math.max(sets.length, plan?.k ?? 0);
  const x = scaleLinear<number>({ domain: [0.5, maxX + 0.5], range: [M.left, W - M.right] });
  const y = scaleLinear<number>({ domain: [0, 100], range: [H - M.bottom, M.top] });
  const yTicks = [0, 25, 50, 75, 100];
  const xTicks = Array.from({ length: maxX }, (_, i) => i + 1);
  const points = sets.map((s) => ({ set: s, cx: x(s.k), cy: y(pct(s.reach, base)) }));
  const label =
    T.chartLabel(
      sets.map((s) => ({ k: s.k, share: base > 0 ? s.reach / base : 0, exact: s.exact })),
      chosenK,
    ) + (plan ? T.chartLabelPlan(plan, base) : "");
  // The best set of the plan's size, when it lies beyond the curve (the plan has more products than the sizes shown).
  const bestBeyond = plan && plan.k > sets.length ? { cx: x(plan.k), cy: y(pct(plan.best_reach, base)) } : null;
  const planPoint = plan ? { cx: x(plan.k), cy: y(pct(plan.reach, base)), bestCy: y(pct(plan.best_reach, base)) } : null;
  // Test ids on the wide drawing only (the narrow one is the same chart for phones).
  const id = (name: string) => (wide ? name : undefined);

  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${W} ${H}`}
      className={`h-auto w-full ${className ?? ""}`}
      data-testid={wide ? "line-efficiency-chart" : "line-efficiency-chart-narrow"}
      fontFamily="inherit"
    >
      {/* Horizontal grid lines behind the curve. */}
      <Group>
        {yTicks.map((t) => (
          <line key={t} x1={M.left} x2={W - M.right} y1={y(t)} y2={y(t)} stroke={NO_DATA} strokeWidth={1} />
        ))}
      </Group>
      <AxisLeft
        left={M.left}
        scale={y}
        tickValues={yTicks}
        tickFormat={(v) => `${Number(v)}%`}
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
        tickValues={xTicks}
        tickFormat={(v) => String(Number(v))}
        stroke={BENCHMARK}
        tickStroke={BENCHMARK}
        label={T.xAxis}
        labelOffset={12}
        labelProps={{ fill: BENCHMARK, fontSize: font, textAnchor: "middle" }}
        tickLabelProps={{ fill: BENCHMARK, fontSize: font, textAnchor: "middle" }}
      />

      <LinePath data={points} x={(p) => p.cx} y={(p) => p.cy} stroke={LINE} strokeWidth={2.5} fill="none" />

      {points.map(({ set, cx, cy }) => {
        const chosen = set.k === chosenK;
        const upper = set.exact ? null : y(pct(set.upper_bound, base));
        return (
          <g key={set.k} data-k={set.k} data-exact={set.exact ? "true" : "false"}>
            {upper !== null && (
              <>
                <line x1={cx} x2={cx} y1={cy} y2={upper} stroke={LINE} strokeWidth={1.5} strokeDasharray="4 3" />
                <line x1={cx - 5} x2={cx + 5} y1={upper} y2={upper} stroke={LINE} strokeWidth={1.5} />
                <text x={cx + 7} y={upper + 4} fontSize={10} fill={BENCHMARK}>
                  {T.approximate}
                </text>
              </>
            )}
            {chosen && <circle cx={cx} cy={cy} r={10} fill="none" stroke={BENCHMARK} strokeWidth={2} />}
            <circle cx={cx} cy={cy} r={5} fill={set.exact ? LINE : "#FFFFFF"} stroke={LINE} strokeWidth={2} />
            <text x={cx} y={cy - (chosen ? 15 : 11)} textAnchor="middle" fontSize={chosen ? 13 : 11} fontWeight={chosen ? 700 : 400} fill={BENCHMARK}>
              {formatReachShare(base > 0 ? set.reach / base : 0)}
            </text>
            {chosen && (
              <text x={cx} y={cy + 24} textAnchor="middle" fontSize={11} fontWeight={700} fill={BENCHMARK}>
                {T.chosenMark}
              </text>
            )}
          </g>
        );
      })}

      {bestBeyond && (
        <g data-testid={id("chart-best-beyond")} data-part="best-beyond">
          <circle cx={bestBeyond.cx} cy={bestBeyond.cy} r={5} fill="#FFFFFF" stroke={LINE} strokeWidth={2} />
          <text x={bestBeyond.cx} y={bestBeyond.cy - 11} textAnchor="middle" fontSize={11} fill={BENCHMARK}>
            {T.bestPoint(plan!.k)}
          </text>
        </g>
      )}

      {plan && planPoint && (
        <g data-testid={id("chart-sales-plan")} data-part="sales-plan">
          {planPoint.bestCy !== planPoint.cy && (
            <line x1={planPoint.cx} x2={planPoint.cx} y1={planPoint.cy} y2={planPoint.bestCy} stroke={OVERLAY} strokeWidth={1.5} strokeDasharray="2 3" />
          )}
          <rect x={planPoint.cx - 6} y={planPoint.cy - 6} width={12} height={12} transform={`rotate(45 ${planPoint.cx} ${planPoint.cy})`} fill={OVERLAY} stroke="#FFFFFF" strokeWidth={1} />
          <text
            x={planPoint.cx + (planPoint.cx > W - (wide ? 140 : 110) ? -12 : 12)}
            y={planPoint.cy + 18}
            textAnchor={planPoint.cx > W - (wide ? 140 : 110) ? "end" : "start"}
            fontSize={11}
            fontWeight={700}
            fill={OVERLAY}
          >
            {`${T.planPoint} ${formatReachShare(base > 0 ? plan.reach / base : 0)}`}
          </text>
        </g>
      )}
    </svg>
  );
}

/** The chart's key, in words and the same marks (never colour alone). */
export function ReachCurveLegend({ approximate, plan }: { approximate: boolean; plan: boolean }) {
  const mark = "h-4 w-6 shrink-0";
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-subtle" aria-label={T.legendLabel}>
      <li className="flex items-center gap-1.5">
        <svg aria-hidden viewBox="0 0 24 16" className={mark}>
          <line x1={0} x2={24} y1={8} y2={8} stroke={LINE} strokeWidth={2} />
          <circle cx={12} cy={8} r={4} fill={LINE} />
        </svg>
        {T.legendExact}
      </li>
      {approximate && (
        <li className="flex items-center gap-1.5">
          <svg aria-hidden viewBox="0 0 24 16" className={mark}>
            <line x1={12} x2={12} y1={1} y2={8} stroke={LINE} strokeWidth={1.5} strokeDasharray="2 2" />
            <circle cx={12} cy={10} r={4} fill="#FFFFFF" stroke={LINE} strokeWidth={2} />
          </svg>
          {T.legendApproximate}
        </li>
      )}
      <li className="flex items-center gap-1.5">
        <svg aria-hidden viewBox="0 0 24 16" className={mark}>
          <circle cx={12} cy={8} r={6.5} fill="none" stroke={BENCHMARK} strokeWidth={1.5} />
          <circle cx={12} cy={8} r={3} fill={LINE} />
        </svg>
        {T.legendChosen}
      </li>
      {plan && (
        <li className="flex items-center gap-1.5">
          <svg aria-hidden viewBox="0 0 24 16" className={mark}>
            <rect x={7} y={3} width={10} height={10} transform="rotate(45 12 8)" fill={OVERLAY} />
          </svg>
          {T.legendPlan}
        </li>
      )}
    </ul>
  );
}
