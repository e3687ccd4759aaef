"use client";
// The applied filters as chips (spec 3 §2: 3 shown, then "+ Expand N more filters" or "- Condense filters"). Each
// chip is a button that removes its choice ("Remove filter Country: France"); the focus then moves to the chip that
// took its place, else the one before, else the list's heading, so a keyboard user is never dropped on the page.
import { X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { shownChips, type TFilterChip } from "@/lib/results/filter-chips";
import { FILTER_TEXT } from "@/lib/results/filter-text";

export function FilterChipList({ chips, onRemove }: { chips: TFilterChip[]; onRemove: (chip: TFilterChip) => void }) {
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const listId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const chipRefs = useRef(new Map<string, HTMLButtonElement>());
  // After a removal: the chip removed and its position; the focus moves once the list no longer shows it.
  const [focusAt, setFocusAt] = useState<{ removed: string; index: number } | null>(null);
  const { shown, more, toggle } = shownChips(chips, expanded);

  useEffect(() => {
    if (focusAt === null || shown.some((c) => c.id === focusAt.removed)) return;
    const target = shown[Math.min(focusAt.index, shown.length - 1)];
    (target ? chipRefs.current.get(target.id) : headingRef.current)?.focus();
    setFocusAt(null);
  }, [focusAt, shown]);

  const remove = (chip: TFilterChip, index: number) => {
    setFocusAt({ removed: chip.id, index });
    onRemove(chip);
  };

  return (
    <div className="flex min-w-0 flex-col gap-2" data-testid="results-filter-chips">
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-xs font-semibold tracking-wide text-muted uppercase focus:outline-none">
        {FILTER_TEXT.chips}
      </h3>
      {chips.length === 0 ? (
        <p className="text-sm text-muted">{FILTER_TEXT.none}</p>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <ul id={listId} aria-labelledby={headingId} className="flex min-w-0 flex-wrap gap-2">
            {shown.map((chip, i) => (
              <li key={chip.id} className="min-w-0 max-w-full">
                <button
                  type="button"
                  ref={(el) => {
                    if (el) chipRefs.current.set(chip.id, el);
                    else chipRefs.current.delete(chip.id);
                  }}
                  onClick={() => remove(chip, i)}
                  aria-label={FILTER_TEXT.removeChip(chip.label)}
                  data-testid="results-filter-chip"
                  className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-primary-line bg-primary-soft py-1 pr-2 pl-3 text-sm text-primary-ink hover:bg-primary-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-focus"
                >
                  <span className="min-w-0 truncate">{chip.label}</span>
                  <X aria-hidden className="h-3.5 w-3.5 shrink-0 print:hidden" />
                </button>
              </li>
            ))}
          </ul>
          {toggle && (
            <Button variant="link" size="sm" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)} className="print:hidden" data-testid="results-filter-chips-toggle">
              {toggle === "expand" ? FILTER_TEXT.expand(more) : FILTER_TEXT.condense}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
