// A row's validity in an upload preview (spec 1 §2 bulk upload; P13 sales data): success, warning or error, as a small
// badge in the one palette both previews use.
import type { TValidity } from "@/lib/bulk-upload/types";
import { VALIDITY_LABELS } from "@/lib/products/bulk-upload-ui";

const BADGE: Record<TValidity, string> = {
  success: "bg-success-soft text-success border-success-line",
  warning: "bg-warning-muted text-warning-ink border-warning-line",
  error: "bg-danger-muted text-danger-strong border-danger-line",
};

export function ValidityBadge({ validity }: { validity: TValidity }) {
  return <span className={`inline-block rounded border px-2 py-0.5 text-xs font-medium ${BADGE[validity] ?? ""}`}>{VALIDITY_LABELS[validity] ?? validity}</span>;
}
