// A study's status as a coloured badge (spec 3 §4: Draft yellow, Active blue, Closed green).
import { STATUS_META, isStudyStatus } from "@/lib/studies/status";
import { orMissing } from "@/lib/studies/format";

export function StatusBadge({ status }: { status: string }) {
  const meta = isStudyStatus(status) ? STATUS_META[status] : null;
  const colour = meta?.colour ?? "grey";
  const classes: Record<string, string> = {
    yellow: "bg-attention-muted text-attention-ink ring-attention-line",
    blue: "bg-primary-muted text-primary-ink ring-primary-line",
    green: "bg-success-soft text-success-ink ring-success-line",
    grey: "bg-sunken text-ink-soft ring-line-strong",
  };
  return (
    <span data-testid="study-status" data-colour={colour} className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${classes[colour]}`}>
      {meta?.label ?? orMissing(status)}
    </span>
  );
}
