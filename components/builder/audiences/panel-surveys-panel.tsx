"use client";
// Admin-only "Panel surveys" (spec 2 §6 "panel survey details", §7 "admin panel surveys", §9 page size 200, up to
// 3 pages): the panel survey records of the study with a status filter and pages.
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { PANEL_SURVEY_STATUSES, panelSurveyPages, type TPanelSurveyStatus, type TWirePanelSurveyRecord } from "@/lib/audiences/panel-surveys";
import { AUDIENCE_MSG } from "@/lib/study-rules/messages";
import { Button } from "@/components/ui/button";
import { DataTable, dataTableColumns } from "@/components/ui/data-table";
import { fetchPanelSurveys } from "./audiences-api";

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : "");
const col = dataTableColumns<TWirePanelSurveyRecord>();
const num = (n: number | null) => <span className="tabular-nums">{n ?? ""}</span>;
/** The records' own field names as headers (spec 2 §6); no sorting: the pages come from the server in its order. */
const COLUMNS = col.columns([
  col.accessor("id", { header: "id", enableSorting: false, cell: (c) => <span className="font-mono">{c.getValue()}</span> }),
  col.accessor("name", { header: "name", enableSorting: false }),
  col.accessor("locale", { header: "locale", enableSorting: false }),
  col.accessor("status", { header: "status", enableSorting: false }),
  col.accessor("total_completes", { header: "total_completes", enableSorting: false, cell: (c) => num(c.getValue()) }),
  col.accessor("total_screens", { header: "total_screens", enableSorting: false, cell: (c) => num(c.getValue()) }),
  col.accessor("survey_cpi_usd", { header: "survey_cpi_usd", enableSorting: false, cell: (c) => num(c.getValue()) }),
  col.accessor("first_complete_date", { header: "first_complete_date", enableSorting: false, cell: (c) => day(c.getValue()) }),
  col.accessor("last_complete_date", { header: "last_complete_date", enableSorting: false, cell: (c) => day(c.getValue()) }),
]);

export function PanelSurveysPanel({ brandId, studyId }: { brandId: string; studyId: string }) {
  const id = useId();
  const [status, setStatus] = useState<TPanelSurveyStatus | "">("");
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: ["panel-surveys", brandId, studyId, status, page],
    queryFn: () => fetchPanelSurveys(brandId, studyId, status, page),
  });
  const pages = panelSurveyPages(q.data?.total ?? 0);

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded border border-warning-line-soft bg-warning-soft/40 p-4" data-testid="panel-surveys">
      <div className="flex flex-wrap items-center gap-4">
        <h3 id={`${id}-heading`} className="text-sm font-semibold text-ink">
          {AUDIENCE_MSG.panelSurveys} <span className="font-normal text-muted">({AUDIENCE_MSG.adminOnlyBadge})</span>
        </h3>
        <label className="flex items-center gap-2 text-sm">
          {AUDIENCE_MSG.panelSurveysStatus}
          <select
            className="rounded border border-line-strong bg-white px-2 py-1 text-sm focus:outline-none focus:ring-2 focus:ring-focus"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as TPanelSurveyStatus | "");
              setPage(1);
            }}
          >
            <option value="">{AUDIENCE_MSG.panelSurveysAll}</option>
            {PANEL_SURVEY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
      </div>
      {q.isError ? (
        <p role="alert" className="text-sm text-danger">
          {AUDIENCE_MSG.panelSurveysError}
        </p>
      ) : q.data && q.data.records.length === 0 ? (
        <p className="text-sm text-muted">{AUDIENCE_MSG.panelSurveysEmpty}</p>
      ) : (
        <div className="max-h-96 overflow-y-auto text-xs">
          <DataTable
            label={AUDIENCE_MSG.panelSurveys}
            columns={COLUMNS}
            data={q.data?.records ?? []}
            getRowId={(r) => r._id}
            rowTestId="panel-survey-record"
            busy={q.isLoading}
            empty={null}
          />
        </div>
      )}
      {pages > 1 && (
        <nav aria-label={AUDIENCE_MSG.panelSurveys} className="flex items-center gap-3 text-sm">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {AUDIENCE_MSG.previousPage}
          </Button>
          <span>{AUDIENCE_MSG.panelSurveysPage(page, pages)}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {AUDIENCE_MSG.nextPage}
          </Button>
        </nav>
      )}
    </section>
  );
}
