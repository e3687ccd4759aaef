"use client";
// The decision view's studies (spec 3 §2) on the kit's DataTable: title linking to the results, status, due date
// and respondents, in the server's order (no sorting, as before the kit).
import Link from "next/link";
import { DataTable, dataTableColumns } from "@/components/ui/data-table";
import type { TBrandFeatures } from "@/lib/schemas/brand";
import { formatStudyDate, orMissing, studyTitle } from "@/lib/studies/format";
import { studyResultsHref } from "@/lib/studies/list-view";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TSurveySummary } from "@/lib/studies/wire";
import { StatusBadge } from "@/components/ui/status-badge";

/** Our labels of the decision view's table. */
export const DECISION_TABLE_TEXT = {
  label: "Studies for this decision",
  columns: { title: "Title", status: "Status", due: "Due", respondents: "Respondents" },
} as const;

const col = dataTableColumns<TSurveySummary>();
const C = DECISION_TABLE_TEXT.columns;

function decisionColumns(brandId: string, features: TBrandFeatures) {
  return [
    col.display({
      id: "title",
      header: C.title,
      cell: ({ row }) => (
        <Link className="text-primary underline" href={studyResultsHref(brandId, row.original, features)}>
          {studyTitle(row.original.title)}
        </Link>
      ),
    }),
    col.display({ id: "status", header: C.status, cell: ({ row }) => <StatusBadge status={row.original.status} /> }),
    col.display({ id: "due", header: C.due, cell: ({ row }) => formatStudyDate(row.original.due_date) }),
    col.display({ id: "respondents", header: C.respondents, cell: ({ row }) => orMissing(row.original.respondent_count) }),
  ];
}

interface Props {
  brandId: string;
  surveys: TSurveySummary[];
  features: TBrandFeatures;
}

export function DecisionStudiesTable({ brandId, surveys, features }: Props) {
  return (
    <DataTable
      columns={decisionColumns(brandId, features)}
      data={surveys}
      label={DECISION_TABLE_TEXT.label}
      getRowId={(s) => s._id}
      empty={<span className="text-muted">{STUDY_MSG.noneFound("studies")}</span>}
      rowTestId="decision-study"
    />
  );
}
