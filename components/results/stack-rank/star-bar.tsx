// A product's 1–5 star distribution as one small stacked bar (STAR_COLOURS, 1 star on the left), with its figures
// as the text alternative, a key, and the star written on every segment wide enough to hold it legibly.
// Server component: no client JavaScript, and it prints.
import { contrast, inkOn, STAR_COLOURS } from "@/lib/results/chart-palette";
import type { TStarCounts } from "@/lib/results/definitions";
import { STACK_RANK } from "@/lib/results/tabs/stack-rank";

/** A segment carries its star in text from this share of the bar (%)… */
const LABEL_FROM = 12;
/** …when its ink reads on its fill at WCAG AA for small text (the neutral grey of 3 stars reads with neither ink). */
const READABLE = 4.5;

export function StarBar({ stars, className = "" }: { stars: TStarCounts; className?: string }) {
  const n = stars.reduce((s, c) => s + c, 0);
  return (
    <div
      role="img"
      aria-label={STACK_RANK.starsLabel(stars)}
      data-testid="star-bar"
      className={`flex h-5 w-full min-w-24 overflow-hidden rounded-control bg-sunken text-[11px] leading-5 font-semibold [print-color-adjust:exact] ${className}`}
    >
      {n > 0 &&
        stars.map((c, i) => {
          const share = (100 * c) / n;
          if (share === 0) return null;
          const fill = STAR_COLOURS[i]!;
          const ink = inkOn(fill);
          return (
            <span key={i} aria-hidden className="overflow-hidden text-center whitespace-nowrap" style={{ width: `${share}%`, background: fill, color: ink }}>
              {share >= LABEL_FROM && contrast(fill, ink) >= READABLE ? STACK_RANK.starKey(i + 1) : ""}
            </span>
          );
        })}
    </div>
  );
}

/** The bar's key: which colour is which star (shown once above a list of bars). */
export function StarKey() {
  return (
    <ul className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted" aria-label={STACK_RANK.starKeyLabel}>
      {STAR_COLOURS.map((fill, i) => (
        <li key={fill} className="flex items-center gap-1">
          <span aria-hidden className="inline-block h-3 w-3 rounded-sm [print-color-adjust:exact]" style={{ background: fill }} />
          {STACK_RANK.starKeyItem(i + 1)}
        </li>
      ))}
    </ul>
  );
}
