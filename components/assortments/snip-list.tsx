// The shared-learnings tab's read-only list of snips: title, study, creator, date and comment count, 10 a page
// (spec 3 §3 "Snip", §9), "No snips found." when there are none (spec 3 §8).
import Link from "next/link";
import { MessageSquare } from "lucide-react";
import { formatStudyDate, studyTitle } from "@/lib/studies/format";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TAssortmentSnipPage, TAssortmentSnipRow } from "@/lib/studies/wire";
import { assortmentRoutes } from "./assortment-routes";
import { SNIP_LABELS } from "./labels";

export const creatorName = (c: TAssortmentSnipRow["creator"]): string =>
  c ? `${c.first_name} ${c.last_name}`.trim() || c.email : SNIP_LABELS.unknownCreator;

interface Props {
  brandId: string;
  assortmentId: string;
  result: TAssortmentSnipPage;
}

export function SnipList({ brandId, assortmentId, result }: Props) {
  const pages = Math.max(1, Math.ceil(result.total / result.page_size));
  const href = (p: number) => `${assortmentRoutes.tab(brandId, assortmentId, "shared-learnings")}?page=${p}`;
  return (
    <section aria-labelledby="shared-learnings-title">
      <h1 id="shared-learnings-title" className="mb-4 text-2xl font-semibold">
        {SNIP_LABELS.heading}
      </h1>
      {result.snips.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line-strong p-8 text-center">{STUDY_MSG.noneFound("snips")}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {result.snips.map((s) => (
            <li key={s._id} data-testid="snip-card" className="rounded-lg border border-line bg-white p-4 shadow-sm">
              <h2 className="font-semibold">{studyTitle(s.title)}</h2>
              <p className="text-sm text-muted">{studyTitle(s.survey.title)}</p>
              <p className="mt-2 text-sm text-subtle">
                {SNIP_LABELS.by(creatorName(s.creator))} · <time dateTime={s.date_created}>{formatStudyDate(s.date_created)}</time>
              </p>
              <p className="mt-1 flex items-center gap-1 text-sm text-muted">
                <MessageSquare size={14} aria-hidden />
                {SNIP_LABELS.comments(s.comment_count)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={SNIP_LABELS.pages} className="mt-6 flex items-center gap-4 text-sm">
          {result.page > 1 && <Link href={href(result.page - 1)}>{SNIP_LABELS.previous}</Link>}
          <span>{SNIP_LABELS.pageOf(result.page, pages)}</span>
          {result.page < pages && <Link href={href(result.page + 1)}>{SNIP_LABELS.next}</Link>}
        </nav>
      )}
    </section>
  );
}
