// The results page while its data loads (P11 item 5): the page's frame in grey, announced once.
import { Skeleton } from "@/components/ui/skeleton";
import { RESULTS_PAGE } from "@/lib/messages";

export function ResultsLoading() {
  return (
    <section aria-busy="true" aria-labelledby="results-loading" className="flex flex-col gap-4" data-testid="results-loading">
      <p id="results-loading" role="status" className="text-sm text-muted">{RESULTS_PAGE.loading}</p>
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-9 w-full" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className="h-48 w-full" />)}
      </div>
    </section>
  );
}
