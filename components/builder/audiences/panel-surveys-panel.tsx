"use client";
// Admin-only "Panel surveys" (spec 2 §6 "panel survey details", §7 "admin panel surveys", §9 page size 200, up to
// 3 pages): the panel survey records of the study with a status filter and pages.
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { PANEL_SURVEY_STATUSES, panelSurveyPages, type TPanelSurveyStatus } from "@/lib/audiences/panel-surveys";
import { AUDIENCE_MSG } from "@/lib/study-rules/messages";
import { buttonClass } from "@/components/ui/button";
import { fetchPanelSurveys } from "./audiences-api";

const COLUMNS = ["id", "name", "locale", "status", "total_completes", "total_screens", "survey_cpi_usd", "first_complete_date", "last_complete_date"] as const;
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : "");

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
        <div className="max-h-96 overflow-auto">
          <table className="w-full text-left text-xs" aria-busy={q.isLoading}>
            <thead className="sticky top-0 bg-warning-soft">
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col" className="px-2 py-1 font-medium text-muted">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(q.data?.records ?? []).map((r) => (
                <tr key={r._id} data-testid="panel-survey-record" className="border-t border-warning-line-soft">
                  <td className="px-2 py-1 font-mono">{r.id}</td>
                  <td className="px-2 py-1">{r.name}</td>
                  <td className="px-2 py-1">{r.locale}</td>
                  <td className="px-2 py-1">{r.status}</td>
                  <td className="px-2 py-1 tabular-nums">{r.total_completes}</td>
                  <td className="px-2 py-1 tabular-nums">{r.total_screens}</td>
                  <td className="px-2 py-1 tabular-nums">{r.survey_cpi_usd ?? ""}</td>
                  <td className="px-2 py-1">{day(r.first_complete_date)}</td>
                  <td className="px-2 py-1">{day(r.last_complete_date)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav aria-label={AUDIENCE_MSG.panelSurveys} className="flex items-center gap-3 text-sm">
          <button type="button" className={buttonClass("secondary")} disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {AUDIENCE_MSG.previousPage}
          </button>
          <span>{AUDIENCE_MSG.panelSurveysPage(page, pages)}</span>
          <button type="button" className={buttonClass("secondary")} disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {AUDIENCE_MSG.nextPage}
          </button>
        </nav>
      )}
    </section>
  );
}
