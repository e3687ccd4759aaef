// The shared-learnings list itself is the layout (./layout.tsx); with no snip chosen, nothing more shows.
export default function SharedLearningsPage() {
  return null;
}
