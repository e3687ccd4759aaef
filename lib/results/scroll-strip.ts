// A strip that scrolls sideways (the results tabs, P15 item 5): which of its edges hide content, so the page shows a
// fade and a scroll button there, and how far a button scrolls. Pure; the texts of the buttons.

export const SCROLL_STRIP = {
  back: "Scroll the tabs back",
  forward: "Scroll the tabs forward",
} as const;

/** Less than this many px hidden at an edge counts as none (sub-pixel widths, zoom rounding). */
const SLACK = 2;

/** Whether content is hidden before the start and past the end of a strip scrolled to `scrollLeft`. */
export function scrollEdges(scrollLeft: number, scrollWidth: number, clientWidth: number): { start: boolean; end: boolean } {
  const hidden = scrollWidth - clientWidth;
  if (!(hidden > SLACK)) return { start: false, end: false };
  const at = Math.min(hidden, Math.max(0, scrollLeft));
  return { start: at > SLACK, end: hidden - at > SLACK };
}

/** How far one press of a scroll button moves the strip: most of its width, so one item stays in view for context. */
export function scrollStep(clientWidth: number): number {
  return Math.max(40, Math.round(clientWidth * 0.75));
}
