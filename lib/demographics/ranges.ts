// Summed point ranges of a segmentation profile (spec 2 §3 "Segmentation profile" summed_values {start_range,
// end_range}): a profile sums the point values of its chosen questions, so its range runs from the sum of each
// question's smallest point value to the sum of each question's largest. Pure: shared by the server and the UI.

export interface TPointBounds {
  min: number;
  max: number;
}

export interface TSummedRange {
  start_range: number | null;
  end_range: number | null;
}

/** Sums keep 6 decimals, so the order the questions come in never changes the answer (float addition is not associative). */
const tidy = (n: number): number => Math.round(n * 1e6) / 1e6 + 0;

/** The smallest and largest finite point value of a pointable question; null when it has none. */
export function questionPointBounds(q: { pointable: boolean; point_values: readonly (number | null | undefined)[] }): TPointBounds | null {
  if (!q.pointable) return null;
  const values = q.point_values.filter((v): v is number => typeof v === "number" && Number.isFinite(v));
  if (values.length === 0) return null;
  return { min: Math.min(...values), max: Math.max(...values) };
}

/**
 * The summed range of the questions: start = Σ min, end = Σ max over the questions that have point values (the
 * others add nothing). No question with point values → both null.
 */
export function summedPointRange(questions: readonly { pointable: boolean; point_values: readonly (number | null | undefined)[] }[]): TSummedRange {
  const bounds = questions.map(questionPointBounds).filter((b): b is TPointBounds => b !== null);
  if (bounds.length === 0) return { start_range: null, end_range: null };
  return {
    start_range: tidy(bounds.reduce((s, b) => s + b.min, 0)),
    end_range: tidy(bounds.reduce((s, b) => s + b.max, 0)),
  };
}

/** The range as the profile list shows it ("Points 3 – 12"); numbers keep at most two decimals. */
export const formatPoints = (n: number): string => String(Math.round(n * 100) / 100);
