// A choropleth of the Customers tab: the server's projected areas (world countries or US states) shaded by
// respondents or by one product's sentiment score in the legend's bins (sequential blues; NO_DATA where nobody
// answered or nobody rated), areas with data outlined in dark ink and each with a <title>, the legend written out,
// and a role="img" label summarising the figures. Responsive: viewBox, full width. Server component.
import { BENCHMARK, NO_DATA } from "@/lib/results/chart-palette";
import { binOf, fillOf, mapBins, type TMapBin } from "@/lib/results/geo-map";
import { formatScore } from "@/lib/products/format";
import { CUSTOMERS_TEXT, type TCustomersGeoRow, type TCustomersMap, type TMapMeasure } from "@/lib/results/tabs/customers";

const T = CUSTOMERS_TEXT.geo;
/** The paper: borders between areas without data. */
const PAPER = "#FFFFFF";
/** Areas the summary names; the table beside the map has them all. */
const SUMMARY_AREAS = 10;

/** The figure an area is shaded by: respondents, or the score (null without ratings). */
export const mapValue = (r: TCustomersGeoRow | undefined, measure: TMapMeasure): number | null =>
  !r ? null : measure === "score" ? (r.ratings > 0 ? r.score : null) : r.respondents > 0 ? r.respondents : null;

/** An area's tooltip and summary entry. */
export function areaText(r: TCustomersGeoRow, measure: TMapMeasure): string {
  return measure === "score" ? T.areaScore(r.name, formatScore(r.score), r.ratings, r.respondents) : T.areaRespondents(r.name, r.respondents, r.share);
}

function Legend({ bins, measure, testId }: { bins: readonly TMapBin[]; measure: TMapMeasure; testId: string }) {
  const items = [...bins.map((b) => ({ fill: b.fill, label: b.label })), { fill: NO_DATA, label: T.noData(measure) }];
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-subtle" data-testid={testId}>
      <span className="font-medium text-ink-soft">{T.legend(measure)}</span>
      <ul className="flex flex-wrap gap-x-3 gap-y-1">
        {items.map((i) => (
          <li key={i.label} className="flex items-center gap-1" data-testid="legend-item">
            <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden focusable="false">
              <rect x="0.5" y="0.5" width="13" height="13" rx="2" fill={i.fill} stroke={BENCHMARK} strokeWidth="1" />
            </svg>
            <span className="tabular-nums">{i.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Choropleth(props: {
  map: TCustomersMap;
  rows: readonly TCustomersGeoRow[];
  measure: TMapMeasure;
  where: "countries" | "states";
  product: string | null;
  testId: string;
}) {
  const { map, rows, measure } = props;
  const onMap = [...new Set(map.areas.map((a) => a.row).filter((r): r is number => r !== null))];
  const bins = mapBins(onMap.map((i) => mapValue(rows[i], measure)).filter((v): v is number => v !== null), measure);
  const areas = map.areas
    .map((a) => {
      const row = a.row === null ? undefined : rows[a.row];
      const bin = binOf(bins, mapValue(row, measure), measure);
      return { ...a, row, bin };
    })
    // Areas with data last, so their dark outline is not painted over by a neighbour's white border.
    .sort((a, b) => Number(a.bin !== null) - Number(b.bin !== null));
  // The summary speaks of the areas drawn; rows without an area (Unknown, a name that is no state) are in the table.
  const drawn = onMap.map((i) => rows[i]!);
  const withData = drawn.filter((r) => mapValue(r, measure) !== null).sort((a, b) => (mapValue(b, measure) ?? 0) - (mapValue(a, measure) ?? 0));
  const named = withData.slice(0, SUMMARY_AREAS).map((r) => areaText(r, measure));
  if (withData.length > SUMMARY_AREAS) named.push(`${withData.length - SUMMARY_AREAS} more in the table`);
  const without = drawn.length - withData.length;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <svg
        viewBox={map.viewBox}
        role="img"
        aria-label={T.mapLabel(measure, props.where, props.product, named, without)}
        className="block h-auto w-full rounded-panel border border-line bg-white"
        data-testid={props.testId}
        data-measure={measure}
      >
        {areas.map((a) => (
          <path
            key={a.id || a.name}
            d={a.d}
            fill={fillOf(a.bin)}
            stroke={a.bin ? BENCHMARK : PAPER}
            strokeWidth={a.bin ? 0.9 : 0.6}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
            data-testid="geo-area"
            data-id={a.id}
            data-name={a.row?.name ?? a.name}
            data-shaded={a.bin ? "true" : "false"}
          >
            {a.bin && a.row && <title>{areaText(a.row, measure)}</title>}
          </path>
        ))}
      </svg>
      <Legend bins={bins} measure={measure} testId={`${props.testId}-legend`} />
    </div>
  );
}
