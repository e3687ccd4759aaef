// Leaf constants and helpers of the study builder (no imports), shared by lib/builder and lib/study-rules.

/** Text limits of spec 2 §5. */
export const TEXT_LIMITS = {
  title: 150,
  introTitle: 80, introMessage: 200, introButton: 20, videoId: 20,
  welcomeHeader: 30, welcomeMessage: 200, welcomeButton: 20,
  exitHeader: 80, exitMessage: 300, exitButton: 20,
} as const;

/** Truncates to `max` characters, the last being an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
