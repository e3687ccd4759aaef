// A brand's MakerLabs model as the pages see it (P14 item 2): trained when, on how much history, its backtest, and
// whether it may predict — only with enough history and a model that beats the brand's average score in the
// backtest; otherwise the page says why instead of predicting. Pure.
import { MIN_HISTORY, type TLabsBacktest } from "./backtest";

export type TStoredLabsBacktest = Omit<TLabsBacktest, "residuals">;

export type TLabsState =
  /** Never trained (the job has not run yet). */
  | { kind: "untrained" }
  | { kind: "not_enough_history"; trained_at: string; have: { studies: number; products: number }; need: typeof MIN_HISTORY }
  | { kind: "does_not_beat"; trained_at: string; backtest: TStoredLabsBacktest; train_ms: number }
  | { kind: "ready"; trained_at: string; backtest: TStoredLabsBacktest; train_ms: number };

export function labsState(row: { trained_at: Date; studies: number; products: number; model: unknown; backtest: unknown; train_ms: number } | null): TLabsState {
  if (!row) return { kind: "untrained" };
  const trained_at = row.trained_at.toISOString();
  if (!row.model || !row.backtest) return { kind: "not_enough_history", trained_at, have: { studies: row.studies, products: row.products }, need: MIN_HISTORY };
  const backtest = row.backtest as TStoredLabsBacktest;
  return { kind: backtest.beatsBaseline ? "ready" : "does_not_beat", trained_at, backtest, train_ms: row.train_ms };
}
