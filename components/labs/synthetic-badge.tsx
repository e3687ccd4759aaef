// The mark every MakerLabs figure carries (P14 item 2 "every figure is marked as synthetic").
import { Sparkles } from "lucide-react";
import { LABS_MSG } from "@/lib/labs/messages";

export function SyntheticBadge() {
  return (
    <span title={LABS_MSG.syntheticHint} className="inline-flex items-center gap-1 rounded-full border border-primary-line bg-primary-muted px-2 py-0.5 text-xs font-semibold text-primary-ink" data-testid="synthetic-badge">
      <Sparkles aria-hidden className="size-3" />
      {LABS_MSG.synthetic}
    </span>
  );
}
