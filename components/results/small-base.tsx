// The small-base marker (P15 item 4): "Small base: n = 14" beside a figure resting on fewer ratings than the
// significance minimum (lib/results/claims.ts). Its title says how to read it; the words carry it without colour.
import { CLAIM_TEXT, MIN_BASE_SIZE } from "@/lib/results/claims";

export function SmallBase({ n, min = MIN_BASE_SIZE, testId = "small-base" }: { n: number; min?: number; testId?: string }) {
  return (
    <span title={CLAIM_TEXT.smallBaseTitle(min)} data-testid={testId} className="inline-flex items-center rounded-control bg-notice-muted px-1.5 py-0.5 text-xs font-medium text-notice-ink">
      {CLAIM_TEXT.smallBase(n)}
    </span>
  );
}
