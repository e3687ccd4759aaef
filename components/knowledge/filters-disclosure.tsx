"use client";
// The knowledge base's filters fold away below the large breakpoint (P15 item 5 "the knowledge base's filters fold
// away"): a "Filters" button (aria-expanded) shows or hides them, open from the start when a filter is set; from lg up
// they are always shown and the button is not.
import { ChevronDown } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { KNOWLEDGE_UI as T } from "@/lib/knowledge/messages";

export function FiltersDisclosure({ active, children }: { active: number; children: ReactNode }) {
  const id = useId();
  const [shown, setShown] = useState(active > 0);
  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        aria-expanded={shown}
        aria-controls={id}
        onClick={() => setShown(!shown)}
        data-testid="kb-filters-toggle"
        className={`${buttonClass("secondary", "sm")} inline-flex items-center gap-1.5 self-start lg:hidden`}
      >
        {T.showFilters}
        {active > 0 && <span className="text-xs font-normal text-subtle">· {T.activeFilters(active)}</span>}
        <ChevronDown aria-hidden className={`size-4 transition-transform ${shown ? "rotate-180" : ""}`} />
      </button>
      <div id={id} data-testid="kb-filters" className={shown ? "flex flex-col gap-4" : "hidden flex-col gap-4 lg:flex"}>
        {children}
      </div>
    </div>
  );
}
