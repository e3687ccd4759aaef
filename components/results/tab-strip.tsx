"use client";
// The results tabs' strip (P15 item 5): on a screen narrower than the tabs it scrolls sideways, and says so — a fade
// and a scroll button at each edge that hides tabs (lib/results/scroll-strip.ts), and a thin visible scrollbar. The
// buttons are a pointer's aid (a keyboard reaches every tab with Tab, which scrolls it into view).
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { SCROLL_STRIP, scrollEdges, scrollStep } from "@/lib/results/scroll-strip";

export function TabStrip({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: false, end: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => setEdges(scrollEdges(el.scrollLeft, el.scrollWidth, el.clientWidth));
    // The current tab in view (without moving the page).
    const current = el.querySelector<HTMLElement>('[aria-current="page"]');
    if (current && current.offsetLeft + current.offsetWidth > el.clientWidth) el.scrollLeft = current.offsetLeft - 40;
    update();
    el.addEventListener("scroll", update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => {
      el.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, []);
  const move = (dir: 1 | -1) => ref.current?.scrollBy({ left: dir * scrollStep(ref.current.clientWidth), behavior: "smooth" });
  const button = "absolute top-0 bottom-1 z-raised flex w-9 items-center justify-center text-ink hover:text-primary-strong";
  return (
    <div className="relative min-w-0" data-testid="results-tab-strip" data-scroll-start={edges.start || undefined} data-scroll-end={edges.end || undefined}>
      <div ref={ref} className="overflow-x-auto [scrollbar-width:thin]">
        {children}
      </div>
      {edges.start && (
        <button type="button" tabIndex={-1} aria-label={SCROLL_STRIP.back} onClick={() => move(-1)} className={`${button} left-0 bg-gradient-to-r from-canvas via-canvas to-transparent`} data-testid="results-tabs-back">
          <ChevronLeft aria-hidden className="size-5" />
        </button>
      )}
      {edges.end && (
        <button type="button" tabIndex={-1} aria-label={SCROLL_STRIP.forward} onClick={() => move(1)} className={`${button} right-0 bg-gradient-to-l from-canvas via-canvas to-transparent`} data-testid="results-tabs-forward">
          <ChevronRight aria-hidden className="size-5" />
        </button>
      )}
    </div>
  );
}
