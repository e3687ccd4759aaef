// A pair's wins / ties / losses as one stacked bar (P11 item 3): SVG drawn on the server with visx, sized in percent
// so it fills any width without scaling its text; each segment wide enough (and dark or light enough for
// readable text) carries its share; the ends are named above it, and the
// figures table beside it (pair-view.tsx) is the text alternative. Colours from chart-palette: wins and losses two
// categorical hues, ties the neutral grey of the star scale.
import { Group } from "@visx/group";
import { Bar } from "@visx/shape";
import { contrast, inkOn, NO_DATA, SERIES, STAR_COLOURS } from "@/lib/results/chart-palette";
import { H2H_TEXT, pct, type THeadToHeadCell } from "@/lib/results/tabs/head-to-head";

export const OUTCOME_COLOURS = { wins: SERIES[0], ties: STAR_COLOURS[2], losses: SERIES[1] } as const;
const HEIGHT = 40;
/** A segment narrower than this share has no label inside (the table gives its figures). */
const LABEL_MIN_SHARE = 0.1;
/** Text contrast a label inside a segment needs (WCAG 1.4.3, normal size); else the table alone gives it. */
const LABEL_MIN_CONTRAST = 4.5;

export function PairBar({ a, b, cell }: { a: string; b: string; cell: THeadToHeadCell }) {
  const segments = [
    { key: "wins", share: cell.win_share },
    { key: "ties", share: cell.tie_share },
    { key: "losses", share: cell.loss_share },
  ] as const;
  let start = 0;
  return (
    <svg role="img" aria-label={H2H_TEXT.pairChartLabel(a, b, cell)} width="100%" height={HEIGHT} className="block" data-testid="h2h-pair-bar">
      {cell.base === 0 ? (
        <Bar x={0} y={0} width="100%" height={HEIGHT} rx={4} fill={NO_DATA} />
      ) : (
        <Group>
          {segments.map((s) => {
            const x = start;
            start += s.share;
            if (s.share <= 0) return null;
            const fill = OUTCOME_COLOURS[s.key];
            return (
              <g key={s.key}>
                <Bar x={`${x * 100}%`} y={0} width={`${s.share * 100}%`} height={HEIGHT} fill={fill} stroke="#FFFFFF" strokeWidth={1} />
                {s.share >= LABEL_MIN_SHARE && contrast(fill, inkOn(fill)) >= LABEL_MIN_CONTRAST && (
                  <text x={`${(x + s.share / 2) * 100}%`} y={HEIGHT / 2} dy="0.35em" textAnchor="middle" fontSize={13} fontWeight={600} fill={inkOn(fill)}>
                    {pct(s.share)}
                  </text>
                )}
              </g>
            );
          })}
        </Group>
      )}
    </svg>
  );
}
