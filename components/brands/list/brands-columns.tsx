"use client";
// The columns of the admin brands list (spec 1 §2 "Brands list"): logo, name (the link into the brand; the column
// that stays in view), CRM link, type, the study figures, one column per feature flag, created, status and Edit.
// Nothing wraps: the wide table scrolls inside its box instead.
import Link from "next/link";
import { dataTableColumns, type TDataTableColumn } from "@/components/ui/data-table";
import { brandTypeLabel, crmUrl, formatListDate } from "@/lib/brands/brand-list-view";
import { FEATURE_FLAG_INFO } from "@/lib/brands/feature-flags";
import { BRAND_LIST, BRAND_LIST_TEXT } from "@/lib/brands/messages";
import type { TBrandListRow } from "@/lib/brands/wire";
import { routes } from "@/lib/routes";
import { FEATURE_FLAGS } from "@/lib/schemas/brand";

const C = BRAND_LIST_TEXT.columns;
const col = dataTableColumns<TBrandListRow>();
/** The name column's index: it stays in view while the table scrolls sideways. */
export const BRAND_NAME_COLUMN = 1;

const head = (text: string, title?: string) => () => (
  <span className="whitespace-nowrap" title={title}>
    {text}
  </span>
);
const text = (v: string) => <span className="whitespace-nowrap">{v}</span>;
const figure = (id: string, header: string, value: (b: TBrandListRow) => number) =>
  col.display({ id, header: head(header), cell: ({ row }) => <span className="block text-right tabular-nums">{value(row.original)}</span> });

function FlagMark({ on }: { on: boolean }) {
  return on ? (
    <span role="img" aria-label={BRAND_LIST_TEXT.flagOn} className="text-success">
      ✓
    </span>
  ) : (
    <span role="img" aria-label={BRAND_LIST_TEXT.flagOff} className="text-disabled">
      –
    </span>
  );
}

// The CRM and Edit links are named by their text and described by the brand's name, so a link named after a brand is
// that brand's own.
export const BRAND_COLUMNS: TDataTableColumn<TBrandListRow>[] = [
  col.display({
    id: "logo",
    header: head(C.logo),
    cell: ({ row: { original: b } }) =>
      b.logo ? <img src={b.logo} alt="" className="h-8 w-8 rounded object-contain" /> : <span aria-hidden className="block h-8 w-8 rounded bg-sunken" />,
  }),
  col.display({
    id: "name",
    header: head(C.name),
    cell: ({ row: { original: b } }) => (
      // The keyboard way into the brand: the row itself opens it on click.
      <Link id={`brand-name-${b._id}`} href={routes.brandHome(b._id)} className="whitespace-nowrap font-medium text-primary-strong hover:underline">
        {b.name}
      </Link>
    ),
  }),
  col.display({
    id: "crm",
    header: head(C.crm),
    cell: ({ row: { original: b } }) => {
      const crm = crmUrl(b.salesforce_id);
      return crm ? (
        <a href={crm} target="_blank" rel="noopener noreferrer" className="whitespace-nowrap text-primary-strong hover:underline" aria-describedby={`brand-name-${b._id}`}>
          {BRAND_LIST.crmLink}
        </a>
      ) : (
        text(BRAND_LIST_TEXT.never)
      );
    },
  }),
  col.display({ id: "type", header: head(C.type), cell: ({ row }) => text(brandTypeLabel(row.original)) }),
  col.display({ id: "lastStarted", header: head(C.lastStarted), cell: ({ row }) => text(formatListDate(row.original.test_data.most_recent_test_date)) }),
  figure("active30", C.active30, (b) => b.test_data.num_active_tests_last_30_days),
  figure("active60", C.active60, (b) => b.test_data.num_active_tests_last_60_days),
  figure("totalStudies", C.totalStudies, (b) => b.test_data.num_tests),
  figure("totalUsers", C.totalUsers, (b) => b.num_users),
  figure("active", C.active, (b) => b.test_data.num_active_tests),
  figure("draft", C.draft, (b) => b.test_data.num_draft_tests),
  figure("closed", C.closed, (b) => b.test_data.num_closed_tests),
  ...FEATURE_FLAGS.map((f) =>
    col.display({
      id: `flag-${f}`,
      header: head(FEATURE_FLAG_INFO[f].label, FEATURE_FLAG_INFO[f].description),
      cell: ({ row }) => (
        <span className="block text-center" data-flag={f}>
          <FlagMark on={row.original.features[f]} />
        </span>
      ),
    }),
  ),
  col.display({ id: "created", header: head(C.created), cell: ({ row }) => text(formatListDate(row.original.date_created)) }),
  col.display({
    id: "status",
    header: head(C.status),
    cell: ({ row: { original: b } }) => (
      <span className={`whitespace-nowrap ${b.is_active ? "rounded bg-success-soft px-2 py-0.5 text-success" : "rounded bg-sunken-strong px-2 py-0.5 text-subtle"}`}>
        {b.is_active ? BRAND_LIST.active : BRAND_LIST.inactive}
      </span>
    ),
  }),
  col.display({
    id: "edit",
    header: () => <span className="sr-only">{C.edit}</span>,
    cell: ({ row: { original: b } }) => (
      <Link href={routes.settings(b._id)} className="text-primary-strong hover:underline" aria-describedby={`brand-name-${b._id}`}>
        {BRAND_LIST.edit}
      </Link>
    ),
  }),
];
