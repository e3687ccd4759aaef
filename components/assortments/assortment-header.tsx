"use client";
// The assortment page's header (spec 3 §2 "Assortment page"): season, year and category, pills counting products,
// studies, profiles and shared items (getAssortmentHeaderInfo), and the tabs products, tests, line-reviews and —
// with snap-and-share — shared-learnings. The layout reads the data on the server; when that failed, this shows
// the spec's toast "Failed fetching assortment details.".
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { toast } from "@/components/ui/toast";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TAssortmentHeaderData } from "./header-data";
import { ASSORTMENT_PILLS, ASSORTMENT_TABS, HEADER_LABELS } from "./labels";
import { assortmentTitle } from "@/lib/assortments/labels";


interface Props {
  brandId: string;
  assortmentId: string;
  snapShare: boolean;
  header: TAssortmentHeaderData;
}

export function AssortmentHeader({ brandId, assortmentId, snapShare, header }: Props) {
  const pathname = usePathname();
  useEffect(() => {
    if (!header.ok) toast.error(STUDY_MSG.fetchAssortmentDetails);
  }, [header.ok]);

  const base = `/brand/${brandId}/assortment/${assortmentId}`;
  const tabs = ASSORTMENT_TABS.filter((t) => t.slug !== "shared-learnings" || snapShare);
  const data = header.ok ? header : null;
  const pills: [keyof typeof ASSORTMENT_PILLS, number][] = data
    ? [
        ["products", data.info.products],
        ["surveys", data.info.surveys],
        ["profiles", data.info.profiles],
        ["shared_items", data.info.shared_items],
      ]
    : [];

  return (
    <div className="mb-6 border-b border-line">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <p className="text-lg font-semibold" data-testid="assortment-header-title">
          {data ? (
            <>
              {assortmentTitle(data.assortment)}
              {data.assortment.brand_category && <span className="font-normal text-muted"> · {data.assortment.brand_category.name}</span>}
            </>
          ) : (
            <span className="text-base font-normal text-muted">{STUDY_MSG.fetchAssortmentDetails}</span>
          )}
        </p>
        {data && (
          <ul aria-label={HEADER_LABELS.counts} className="flex flex-wrap gap-2 text-sm">
            {pills.map(([key, n]) => (
              <li key={key} data-testid={`pill-${key}`} className="rounded-full bg-sunken px-3 py-1 text-subtle">
                {ASSORTMENT_PILLS[key]} <span className="font-semibold">{n}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <nav aria-label={HEADER_LABELS.tabs} className="mt-3">
        <ul className="-mb-px flex gap-1">
          {tabs.map((t) => {
            const href = `${base}/${t.slug}`;
            const current = pathname === href || pathname.startsWith(`${href}/`);
            return (
              <li key={t.slug}>
                <Link
                  href={href}
                  aria-current={current ? "page" : undefined}
                  className={`inline-block border-b-2 px-3 py-2 text-sm font-medium ${
                    current ? "border-ink text-ink" : "border-transparent text-muted hover:text-ink"
                  }`}
                >
                  {t.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
