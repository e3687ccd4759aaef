// Formats of the sentiment-against-sell-through section (pure; P13).
import { SALES_RESULTS as T } from "./messages";
import type { TSalesAfterLaunch } from "./types";

/** ρ and interval bounds with two decimals and a real minus sign. */
export const formatRho = (v: number) => (v < 0 ? "−" : "") + Math.abs(v).toFixed(2);

export const formatShare = (v: number | null) => (v === null ? "—" : `${(100 * v).toFixed(1)}%`);

/** What the section says about the correlation: the figure with its interval, or why there is none. */
export function correlationText(s: Pick<TSalesAfterLaunch, "n" | "rho" | "ci">): { kind: "rho" | "too-few" | "no-spread"; text: string } {
  if (s.rho === null) return s.n < 4 ? { kind: "too-few", text: T.tooFew(s.n) } : { kind: "no-spread", text: T.noSpread };
  const [lo, hi] = s.ci ?? [s.rho, s.rho];
  return { kind: "rho", text: T.correlation(formatRho(s.rho), formatRho(lo), formatRho(hi), s.n) };
}
