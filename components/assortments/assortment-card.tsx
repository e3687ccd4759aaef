// One assortment on the timeline: season, year and category (a link to its page), its counts, its decisions (each a
// link to its decision view, spec 3 §2) and its calendar events; Edit and Delete for users with assortment write.
import Link from "next/link";
import { CalendarDays, Pencil, Trash2 } from "lucide-react";
import { routes } from "@/lib/routes";
import type { TAssortment } from "@/lib/studies/wire";
import { ASSORTMENT_LABELS, ASSORTMENT_PILLS } from "./labels";
import { assortmentFullLabel, assortmentTitle } from "@/lib/assortments/labels";
import { formatDayRange } from "./timeline-model";

interface Props {
  brandId: string;
  assortment: TAssortment;
  canWrite: boolean;
  onEdit: (a: TAssortment) => void;
  onDelete: (a: TAssortment) => void;
}

export function AssortmentCard({ brandId, assortment: a, canWrite, onEdit, onDelete }: Props) {
  const label = assortmentFullLabel(a);
  const counts: [string, number][] = [
    [ASSORTMENT_PILLS.products, a.products],
    [ASSORTMENT_PILLS.surveys, a.surveys],
    [ASSORTMENT_PILLS.profiles, a.consumer_profiles],
    [ASSORTMENT_PILLS.shared_items, a.snips_count],
  ];
  return (
    <article data-testid="assortment-card" aria-label={label} className="flex flex-col rounded-lg border border-line bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 className="text-base font-semibold">
            <Link href={`/brand/${brandId}/assortment/${a._id}`} aria-label={ASSORTMENT_LABELS.open(label)} className="hover:underline">
              {assortmentTitle(a)}
            </Link>
          </h3>
          <p className="text-sm text-muted">{a.brand_category?.name ?? ASSORTMENT_LABELS.noCategory}</p>
        </div>
        {canWrite && (
          <div className="flex gap-1">
            <button type="button" onClick={() => onEdit(a)} aria-label={ASSORTMENT_LABELS.edit(label)} className="rounded p-1.5 text-muted hover:bg-sunken">
              <Pencil size={16} aria-hidden />
            </button>
            <button type="button" onClick={() => onDelete(a)} aria-label={ASSORTMENT_LABELS.delete(label)} className="rounded p-1.5 text-danger hover:bg-danger-soft">
              <Trash2 size={16} aria-hidden />
            </button>
          </div>
        )}
      </div>
      <dl className="mt-3 flex flex-wrap gap-2 text-xs">
        {counts.map(([name, n]) => (
          <div key={name} className="flex gap-1 rounded-full bg-sunken px-2.5 py-1 text-subtle">
            <dt>{name}</dt>
            <dd className="font-semibold">{n}</dd>
          </div>
        ))}
      </dl>
      <DatedList title={ASSORTMENT_LABELS.decisions} empty={ASSORTMENT_LABELS.noDecisions} items={a.decisions} testId="assortment-decision" href={(id) => routes.decision(brandId, id)} />
      <DatedList title={ASSORTMENT_LABELS.calendarEvents} empty={ASSORTMENT_LABELS.noEvents} items={a.calendar_events} testId="assortment-event" />
    </article>
  );
}

function DatedList({ title, empty, items, testId, href }: {
  title: string;
  empty: string;
  items: { _id: string; name: string; date_start: string | null; date_end: string | null }[];
  testId: string;
  /** Where an item's name leads, if it has a page of its own. */
  href?: (id: string) => string;
}) {
  return (
    <section className="mt-3">
      <h4 className="text-xs font-semibold uppercase tracking-wide text-muted">{title}</h4>
      {items.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{empty}</p>
      ) : (
        <ul className="mt-1 space-y-1">
          {items.map((item) => (
            <li key={item._id} data-testid={testId} className="flex items-start gap-2 text-sm">
              <CalendarDays size={14} aria-hidden className="mt-0.5 shrink-0 text-faint" />
              <span>
                {href ? (
                  <Link href={href(item._id)} className="font-medium text-primary-strong hover:underline">
                    {item.name}
                  </Link>
                ) : (
                  <span className="font-medium">{item.name}</span>
                )}{" "}
                <span className="text-muted">{formatDayRange(item.date_start, item.date_end)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
