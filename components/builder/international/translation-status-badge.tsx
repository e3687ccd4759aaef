// A translation status as a coloured badge (spec 2 §2 "International step"): the study's, and each country's.
import { TRANSLATION_MSG } from "@/lib/study-rules/messages";
import type { TTranslationStatus } from "@/lib/study-rules/countries";

const STATUS_STYLE: Record<TTranslationStatus, string> = {
  in_progress: "bg-warning-muted text-warning-ink",
  needs_translation: "bg-danger-muted text-danger-ink",
  changed_source: "bg-notice-muted text-notice-ink",
  up_to_date: "bg-success-soft text-success-ink",
};

export function TranslationStatusBadge({ status }: { status: TTranslationStatus }) {
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[status]}`} data-testid="intl-translation-status" data-status={status}>
      {TRANSLATION_MSG.statusLabels[status]}
    </span>
  );
}
