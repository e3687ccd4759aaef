// Placeholders while data loads: grey pulsing blocks, hidden from assistive technology (the caller announces the
// loading state once, e.g. with a role="status" text or aria-busy on the region).
export function Skeleton({ className = "h-4 w-full" }: { className?: string }) {
  return <span aria-hidden data-skeleton className={`block animate-pulse rounded-control bg-sunken-strong ${className}`} />;
}

/** Lines of text still loading. */
export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <span aria-hidden className="flex flex-col gap-2">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={`h-4 ${i === lines - 1 ? "w-2/3" : "w-full"}`} />
      ))}
    </span>
  );
}
