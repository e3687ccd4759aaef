// Keyboard movement in a tablist (WAI-ARIA tabs pattern, automatic activation): ArrowRight / ArrowLeft wrap around,
// Home and End go to the ends. Shared by every tablist of the app.

/** The index of the tab a key moves to from `index` among `count` tabs, or null when the key does not move. */
export function tabKeyTarget(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case "ArrowRight":
      return (index + 1) % count;
    case "ArrowLeft":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
