"use client";
// Tabs (WAI-ARIA tabs pattern, automatic activation): a tablist whose arrow keys, Home and End move the selection
// and the focus (lib/tablist.ts), only the selected tab in the tab order, and one tabpanel labelled by its tab.
// Controlled: the caller keeps the selected id (and may mirror it in the URL).
import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { tabKeyTarget } from "@/lib/tablist";

export interface TTab<T extends string> {
  id: T;
  label: ReactNode;
}

const LOOK = {
  /** A line under the list; the selected tab is underlined in the primary colour. */
  underline: {
    list: "flex gap-1 border-b border-line",
    tab: (on: boolean) => `-mb-px border-b-2 px-4 py-2 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-focus ${on ? "border-primary font-semibold text-primary-strong" : "border-transparent text-muted hover:text-ink"}`,
  },
  /** Folder tabs: the selected one joins the panel below. */
  folder: {
    list: "flex flex-wrap gap-1 border-b border-line",
    tab: (on: boolean) =>
      `-mb-px rounded-t px-3 py-2 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-focus ${on ? "border border-line border-b-white bg-white font-semibold text-ink" : "text-subtle hover:text-ink"}`,
  },
} as const;

export interface TTabsProps<T extends string> {
  /** The tablist's accessible name. */
  label: string;
  tabs: readonly TTab<T>[];
  value: T;
  onValueChange: (id: T) => void;
  /** Ids become `${idBase}-tab-${id}` and `${idBase}-panel-${id}` (default: a generated base). */
  idBase?: string;
  look?: keyof typeof LOOK;
  className?: string;
  panelClassName?: string;
  /** The selected tab's panel. */
  children: ReactNode;
}

export function Tabs<T extends string>(props: TTabsProps<T>) {
  const generated = useId();
  const base = props.idBase ?? generated;
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const look = LOOK[props.look ?? "underline"];
  const ids = props.tabs.map((t) => t.id);

  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>, index: number) {
    const target = tabKeyTarget(e.key, index, ids.length);
    if (target === null) return;
    e.preventDefault();
    const next = ids[target]!;
    props.onValueChange(next);
    refs.current.get(next)?.focus();
  }

  return (
    <div className={props.className}>
      <div role="tablist" aria-label={props.label} className={look.list}>
        {props.tabs.map((t, i) => {
          const on = t.id === props.value;
          return (
            <button
              key={t.id}
              ref={(el) => {
                if (el) refs.current.set(t.id, el);
                else refs.current.delete(t.id);
              }}
              id={`${base}-tab-${t.id}`}
              type="button"
              role="tab"
              aria-selected={on}
              aria-controls={`${base}-panel-${t.id}`}
              tabIndex={on ? 0 : -1}
              onClick={() => props.onValueChange(t.id)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={look.tab(on)}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${base}-panel-${props.value}`} aria-labelledby={`${base}-tab-${props.value}`} tabIndex={0} className={props.panelClassName ?? "mt-4 focus:outline-none"}>
        {props.children}
      </div>
    </div>
  );
}
