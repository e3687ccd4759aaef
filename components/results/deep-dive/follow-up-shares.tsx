// A product's follow-up answers split by side (P11 deep dive; the choice report, docs/decisions.md P9 #22): for each
// follow-up, the positive side (4–5 stars) beside the negative side (1–3 stars), each with its base. Choice and
// multiple-choice follow-ups list every option with its count and share of the side's base (a bar drawn beside the
// figure; values no longer offered come last, marked); text follow-ups say how many wrote something; star follow-ups
// list their stars. Each side is a table, so the figures are the text; the bars are decoration. Server component.
import { NO_DATA, SERIES, STAR_COLOURS } from "@/lib/results/chart-palette";
import type { TChoiceFollowUp, TChoiceSide, TFollowUpSide } from "@/lib/results/respondent-reports";
import { DEEP_DIVE_TEXT, pct100 } from "@/lib/results/tabs/deep-dive";

const SIDE_COLOUR: Record<TFollowUpSide, string> = { positive: SERIES[0], negative: SERIES[1] };

function ShareBar({ percentage, colour }: { percentage: number; colour: string }) {
  return (
    <svg aria-hidden width="100%" height={10} className="block min-w-16 flex-1" focusable="false">
      <rect x={0} y={0} width="100%" height={10} rx={2} fill={NO_DATA} />
      {percentage > 0 && <rect x={0} y={0} width={`${Math.min(percentage, 100)}%`} height={10} rx={2} fill={colour} />}
    </svg>
  );
}

interface TRow {
  key: string;
  label: string;
  note?: string;
  count: number;
  percentage: number;
  colour: string;
}

function SideTable({ caption, rows, testId }: { caption: string; rows: TRow[]; testId: string }) {
  return (
    <table className="w-full text-sm" data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-line text-left text-xs text-muted">
          <th scope="col" className="py-1 pr-2 font-medium">{DEEP_DIVE_TEXT.optionCol}</th>
          <th scope="col" className="py-1 pr-2 text-right font-medium">{DEEP_DIVE_TEXT.countCol}</th>
          <th scope="col" className="w-2/5 py-1 text-right font-medium">{DEEP_DIVE_TEXT.shareCol}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className="border-b border-line last:border-0" data-testid="dd-option" data-value={r.key}>
            <th scope="row" className="py-1 pr-2 text-left font-normal break-words">
              {r.label}
              {r.note && <span className="ml-1 text-xs text-muted">({r.note})</span>}
            </th>
            <td className="py-1 pr-2 text-right tabular-nums" data-testid="count">{r.count.toLocaleString("en-US")}</td>
            <td className="py-1">
              <span className="flex items-center gap-2">
                <ShareBar percentage={r.percentage} colour={r.colour} />
                <span className="w-10 text-right tabular-nums" data-testid="share">{pct100(r.percentage)}</span>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SideColumn({ followUp, side, data }: { followUp: TChoiceFollowUp; side: TFollowUpSide; data: TChoiceSide | undefined }) {
  const colour = SIDE_COLOUR[side];
  let body;
  if (!data) body = <p className="text-sm text-muted">{DEEP_DIVE_TEXT.sideNotAsked}</p>;
  else if (data.base === 0) body = <p className="text-sm text-muted">{DEEP_DIVE_TEXT.sideEmpty}</p>;
  else if (followUp.type === "text") body = <p className="text-sm" data-testid="dd-text-count">{DEEP_DIVE_TEXT.textAnswered(data.text_count ?? 0, data.base)}</p>;
  else if (followUp.type === "star") {
    const rows = (data.stars ?? []).map((s) => ({ key: String(s.star), label: DEEP_DIVE_TEXT.starLabel(s.star), count: s.count, percentage: s.percentage, colour: STAR_COLOURS[s.star - 1]! }));
    body = <SideTable caption={DEEP_DIVE_TEXT.sideTableCaption(data.title, side)} rows={rows} testId="dd-side-table" />;
  } else {
    const rows = data.options.map((o) => ({ key: o.value, label: o.value, note: o.listed ? undefined : DEEP_DIVE_TEXT.unlisted, count: o.count, percentage: o.percentage, colour }));
    body = <SideTable caption={DEEP_DIVE_TEXT.sideTableCaption(data.title, side)} rows={rows} testId="dd-side-table" />;
  }
  return (
    <div className="flex min-w-0 flex-col gap-2 rounded-panel border border-line p-3" data-testid={`dd-side-${side}`} data-base={data?.base ?? 0}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="flex items-center gap-2 text-sm font-semibold">
          <span aria-hidden className="h-3 w-3 rounded-sm" style={{ background: colour }} />
          {DEEP_DIVE_TEXT.sideTitle[side]}
        </p>
        {data && <p className="text-xs text-muted tabular-nums" data-testid="dd-side-base">{DEEP_DIVE_TEXT.sideBase(data.base)}</p>}
      </div>
      {data?.title && <p className="text-sm italic break-words">{data.title}</p>}
      {body}
    </div>
  );
}

export function FollowUpShares({ followUps }: { followUps: TChoiceFollowUp[] }) {
  if (!followUps.length) return <p className="text-sm text-muted">{DEEP_DIVE_TEXT.noFollowUps}</p>;
  return (
    <div className="flex flex-col gap-4">
      {followUps.map((f, i) => (
        <section key={f.follow_up_id} aria-labelledby={`dd-fu-${f.follow_up_id}`} className="flex flex-col gap-2 print:break-inside-avoid" data-testid="dd-follow-up" data-follow-up={f.follow_up_id}>
          <h4 id={`dd-fu-${f.follow_up_id}`} className="text-sm font-semibold text-muted">
            {`${i + 1}. ${DEEP_DIVE_TEXT.followUpType[f.type]}`}
          </h4>
          <div className="grid gap-3 md:grid-cols-2">
            {(["positive", "negative"] as const).map((side) => (
              <SideColumn key={side} followUp={f} side={side} data={f.sides.find((s) => s.side === side)} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
