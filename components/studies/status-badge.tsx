// A study's status as a coloured badge (spec 3 §4: Draft yellow, Active blue, Closed green).
import { STATUS_META, isStudyStatus } from "@/lib/studies/status";
import { orMissing } from "@/lib/studies/format";

export function StatusBadge({ status }: { status: string }) {
  const meta = isStudyStatus(status) ? STATUS_META[status] : null;
  const colour = meta?.colour ?? "grey";
  const classes: Record<string, string> = {
    yellow: "bg-yellow-100 text-yellow-900 ring-yellow-300",
    blue: "bg-blue-100 text-blue-900 ring-blue-300",
    green: "bg-green-100 text-green-900 ring-green-300",
    grey: "bg-slate-100 text-slate-800 ring-slate-300",
  };
  return (
    <span data-testid="study-status" data-colour={colour} className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${classes[colour]}`}>
      {meta?.label ?? orMissing(status)}
    </span>
  );
}
