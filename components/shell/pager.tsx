// The pager under a paged table: Previous, "Page x of y", Next (brands list, studies list).
import { PAGER } from "@/lib/messages";

const BUTTON = "rounded border border-line-strong bg-white px-3 py-1.5 disabled:opacity-50";

interface Props {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** data-testid of the "Page x of y" text. */
  testId?: string;
}

export function Pager({ page, pageCount, onPage, testId }: Props) {
  return (
    <nav aria-label={PAGER.pagination} className="flex items-center justify-end gap-3 text-sm">
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1} className={BUTTON}>
        {PAGER.previous}
      </button>
      <span data-testid={testId}>{PAGER.page(page, pageCount)}</span>
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pageCount} className={BUTTON}>
        {PAGER.next}
      </button>
    </nav>
  );
}
