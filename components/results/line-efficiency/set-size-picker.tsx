// The line-efficiency tab's set-size picker: one link per size (the address's `k`, filters and the sales-plan choice
// kept), the chosen one marked as current and the elbow of the curve named.
import Link from "next/link";
import { resultsSearch } from "@/lib/results/page";
import { LINE_EFFICIENCY_TAB as T } from "@/lib/results/tabs/line-efficiency";
import type { TResultsView } from "@/lib/results/view";

export function SetSizePicker({ view, sizes, chosenK, elbowK }: { view: TResultsView; sizes: number; chosenK: number; elbowK: number }) {
  return (
    <nav aria-labelledby="line-efficiency-picker-label" className="flex flex-wrap items-center gap-x-3 gap-y-2 print:hidden">
      <span id="line-efficiency-picker-label" className="text-sm font-medium text-ink">{T.pickerLabel}</span>
      <ul className="flex flex-wrap gap-1.5">
        {Array.from({ length: sizes }, (_, i) => i + 1).map((k) => {
          const on = k === chosenK;
          return (
            <li key={k} className="flex flex-col items-center">
              <Link
                href={view.basePath + resultsSearch({ ...view.query, params: { ...view.query.params, k: String(k) } })}
                aria-current={on ? "true" : undefined}
                aria-label={T.sizeLinkLabel(k, k === elbowK)}
                data-testid={`set-size-${k}`}
                className={`inline-flex h-9 min-w-9 items-center justify-center rounded-control border px-2 text-sm tabular-nums focus:outline-none focus-visible:ring-2 focus-visible:ring-focus ${on ? "border-primary bg-primary font-semibold text-white" : "border-line-strong bg-white text-ink hover:bg-canvas"}`}
              >
                {T.sizeLink(k)}
              </Link>
              {k === elbowK && <span aria-hidden className="text-[0.65rem] leading-4 text-muted">{T.elbow}</span>}
            </li>
          );
        })}
      </ul>
      <span className="text-xs text-muted">{T.pickerHint}</span>
    </nav>
  );
}
