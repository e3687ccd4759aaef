"use client";
// The point range of the results page's filters panel: a dual-thumb slider (two native range inputs over one track,
// about 100 steps between the study's lowest and highest summed points, 0 to 100 without them: spec 3 §9) and two
// number boxes. Typing settles after 400 ms (spec 3 §9), on Enter or on leaving the box; then spec 3 §5 applies:
// non-numeric becomes 0, the lower value cannot exceed the upper and the upper cannot fall below the lower (the end
// being edited gives way), and a line under the boxes says what was changed. Edits the panel's draft.
import { useEffect, useId, useState } from "react";
import { INPUT_DEBOUNCE_MS } from "@/lib/constants";
import { formatRangeNumber, rangeBounds, rangeStep, snapToBounds, type TRange } from "@/lib/results/filter-chips";
import { FILTER_TEXT } from "@/lib/results/filter-text";
import type { TResultsFilterDefinition } from "@/lib/results/filters";
import { clampRange, numberRangeInput } from "@/lib/results/page";
import { MetricInfo } from "../metric-info";

type TEdge = "start" | "end";

/** Thumb size in px: the filled part of the track runs from thumb centre to thumb centre. */
const THUMB = 20;
// Written out in full so Tailwind finds every class in the source.
const SLIDER_CLASS =
  "pointer-events-none absolute inset-x-0 top-0 h-8 w-full appearance-none bg-transparent focus:outline-none " +
  "[&::-webkit-slider-runnable-track]:bg-transparent [&::-moz-range-track]:bg-transparent " +
  "[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:h-5 [&::-webkit-slider-thumb]:w-5 [&::-webkit-slider-thumb]:cursor-pointer [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-white [&::-webkit-slider-thumb]:bg-primary [&::-webkit-slider-thumb]:shadow " +
  "focus-visible:[&::-webkit-slider-thumb]:outline-3 focus-visible:[&::-webkit-slider-thumb]:outline-offset-1 focus-visible:[&::-webkit-slider-thumb]:outline-focus " +
  "[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:h-5 [&::-moz-range-thumb]:w-5 [&::-moz-range-thumb]:cursor-pointer [&::-moz-range-thumb]:appearance-none [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-white [&::-moz-range-thumb]:bg-primary [&::-moz-range-thumb]:shadow " +
  "focus-visible:[&::-moz-range-thumb]:outline-3 focus-visible:[&::-moz-range-thumb]:outline-offset-1 focus-visible:[&::-moz-range-thumb]:outline-focus";

const numberClass =
  "mt-1 block w-28 rounded-control border border-line-strong bg-white px-3 py-2 text-sm tabular-nums focus:outline-none focus-visible:ring-2 focus-visible:ring-focus";

export function RangeFilter({
  definition,
  title,
  value,
  onChange,
}: {
  definition: TResultsFilterDefinition | undefined;
  title: string;
  /** The draft's range; null: not filtered (the whole of the bounds). */
  value: TRange | null;
  onChange: (range: TRange) => void;
}) {
  const bounds = rangeBounds(definition);
  const [low, high] = bounds;
  const current: TRange = value ?? { start_range: low, end_range: high };
  const step = rangeStep(bounds);
  // What is being typed in a box, until it settles.
  const [typed, setTyped] = useState<Partial<Record<TEdge, string>>>({});
  const [note, setNote] = useState("");
  const noteId = useId();
  const boundsId = useId();
  const label = (edge: TEdge) => (edge === "start" ? FILTER_TEXT.from : FILTER_TEXT.to);

  const commit = (edge: TEdge) => {
    const raw = typed[edge];
    if (raw === undefined) return;
    setTyped((t) => ({ ...t, [edge]: undefined }));
    const n = numberRangeInput(raw);
    const next = clampRange(edge === "start" ? { ...current, start_range: n } : { ...current, end_range: n }, edge);
    const kept = edge === "start" ? next.start_range : next.end_range;
    const other = edge === "start" ? "end" : "start";
    if (kept !== n) {
      const text = formatRangeNumber(kept);
      setNote(edge === "start" ? FILTER_TEXT.corrected.aboveUpper(label(edge), label(other), text) : FILTER_TEXT.corrected.belowLower(label(edge), label(other), text));
    } else if (raw.trim() !== "" && !Number.isFinite(Number(raw))) setNote(FILTER_TEXT.corrected.notANumber(label(edge)));
    else setNote("");
    if (next.start_range !== current.start_range || next.end_range !== current.end_range) onChange(next);
  };

  // Typing settles after the input debounce; an emptied box waits for Enter or leaving it (then it means 0).
  const pendingEdge = (["start", "end"] as const).find((e) => typed[e] !== undefined && typed[e]?.trim() !== "");
  const pendingText = pendingEdge ? typed[pendingEdge] : undefined;
  useEffect(() => {
    if (!pendingEdge) return;
    const timer = setTimeout(() => commit(pendingEdge), INPUT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // commit reads the latest typed text through its closure; the timer restarts whenever that text changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pendingEdge, pendingText]);

  const slide = (edge: TEdge, raw: string) => {
    const n = snapToBounds(Number(raw), bounds);
    setTyped({});
    setNote("");
    onChange(clampRange(edge === "start" ? { ...current, start_range: n } : { ...current, end_range: n }, edge));
  };

  const span = high - low || 1;
  const pct = (v: number) => Math.min(100, Math.max(0, ((v - low) / span) * 100));
  const p0 = pct(current.start_range);
  const p1 = pct(current.end_range);
  const at = (p: number) => `calc(${p}% + ${(0.5 - p / 100) * THUMB}px)`;

  const slider = (edge: TEdge) => {
    const v = edge === "start" ? current.start_range : current.end_range;
    return (
      <input
        type="range"
        min={low}
        max={high}
        step={step}
        value={Math.min(Math.max(v, low), high)}
        aria-label={edge === "start" ? FILTER_TEXT.sliderFrom(title) : FILTER_TEXT.sliderTo(title)}
        aria-valuetext={formatRangeNumber(v)}
        aria-describedby={boundsId}
        onChange={(e) => slide(edge, e.target.value)}
        // The lower thumb lies on top once it is past the middle, so two thumbs at the top end can still part.
        className={`${SLIDER_CLASS} ${edge === "start" && p0 > 50 ? "z-raised" : ""}`}
        data-testid={`range-slider-${edge}`}
      />
    );
  };

  const box = (edge: TEdge) => {
    const v = edge === "start" ? current.start_range : current.end_range;
    return (
      <label className="flex flex-col text-xs font-medium text-subtle">
        {label(edge)}
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-label={edge === "start" ? FILTER_TEXT.numberFrom(title) : FILTER_TEXT.numberTo(title)}
          aria-describedby={note ? noteId : undefined}
          value={typed[edge] ?? String(v)}
          onChange={(e) => setTyped((t) => ({ ...t, [edge]: e.target.value }))}
          onBlur={() => commit(edge)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              commit(edge);
            }
          }}
          className={numberClass}
          data-testid={`range-input-${edge}`}
        />
      </label>
    );
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-3" data-testid="filter-options-summed_values">
      <legend className="mb-2 text-sm font-semibold">
        {title} <MetricInfo id="point-range" />
      </legend>
      <p className="text-sm tabular-nums text-ink-soft" aria-hidden>
        {FILTER_TEXT.range(formatRangeNumber(current.start_range), formatRangeNumber(current.end_range))}
      </p>
      <div className="relative h-8 w-full max-w-md">
        <div aria-hidden className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-line-strong" />
        <div aria-hidden className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-primary" style={{ left: at(p0), right: `calc(100% - ${at(p1)})` }} />
        {slider("start")}
        {slider("end")}
      </div>
      <p id={boundsId} className="text-xs text-muted">
        {FILTER_TEXT.bounds(formatRangeNumber(low), formatRangeNumber(high))}
      </p>
      <div className="flex flex-wrap gap-3">
        {box("start")}
        {box("end")}
      </div>
      <p id={noteId} role="status" className="min-h-4 text-xs text-muted" data-testid="range-note">
        {note}
      </p>
    </fieldset>
  );
}
