"use client";
// "Export data" on the results page's header (P15 item 7; spec 3 §7 export_results_relational): a dialog that says
// what the export holds (the respondents the page's filters select), then runs it with those filters. A quick export
// comes back as the file and downloads at once; a large one becomes the P13 background job, whose progress the
// dialog shows until its download link is ready. A refusal (a filter that selects nobody, a study without answers)
// is shown in the server's words and changes nothing. Not shown to a shared page's viewer (the export is raw data).
import { Download, FileSpreadsheet } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ApiError } from "@/lib/api-client";
import type { TExportJob } from "@/lib/export/relational";
import { EXPORT_POLL_MS, EXPORT_UI, exportPercent } from "@/lib/export/ui";
import type { TResultsFilters } from "@/lib/results/filters";
import { exportJobStatus, startExport } from "./export-api";

interface Props {
  brandId: string;
  surveyId: string;
  filters: TResultsFilters;
  /** Counted respondents the filters select, and whether any filter is in force. */
  respondents: number;
  filtered: boolean;
  size?: "sm" | "md";
}

type TState =
  | { kind: "idle" }
  | { kind: "starting" }
  | { kind: "downloaded"; href: string; filename: string }
  | { kind: "job"; job: TExportJob }
  | { kind: "error"; message: string };

function saveFile(href: string, filename: string): void {
  const a = document.createElement("a");
  a.href = href;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
}

const messageOf = (err: unknown): string =>
  err instanceof ApiError ? err.message : err instanceof DOMException && err.name === "TimeoutError" ? EXPORT_UI.timedOut : EXPORT_UI.failed;

export function ExportResults({ brandId, surveyId, filters, respondents, filtered, size = "sm" }: Props) {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<TState>({ kind: "idle" });
  const objectUrl = useRef<string | null>(null);

  const release = () => {
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = null;
  };
  useEffect(() => release, []);
  // Other filters, another export: what the dialog showed belongs to the filters it was run with.
  const filterKey = JSON.stringify(filters);
  const [shownFor, setShownFor] = useState(filterKey);
  if (shownFor !== filterKey) {
    setShownFor(filterKey);
    setState({ kind: "idle" });
  }

  // A running job is asked about every EXPORT_POLL_MS while the dialog is open.
  const jobId = state.kind === "job" && (state.job.status === "queued" || state.job.status === "running") ? state.job.job_id : null;
  useEffect(() => {
    if (!open || !jobId) return;
    let stopped = false;
    const timer = setTimeout(() => {
      exportJobStatus(brandId, surveyId, jobId)
        .then((job) => {
          if (stopped) return;
          if (job.status === "failed") setState({ kind: "error", message: job.error ?? EXPORT_UI.failed });
          else setState({ kind: "job", job });
        })
        .catch((err: unknown) => {
          if (!stopped) setState({ kind: "error", message: messageOf(err) });
        });
    }, EXPORT_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [open, jobId, state, brandId, surveyId]);

  const run = async () => {
    release();
    setState({ kind: "starting" });
    try {
      const started = await startExport(brandId, surveyId, filters);
      if (started.kind === "job") {
        setState({ kind: "job", job: started.job });
        return;
      }
      const href = URL.createObjectURL(started.blob);
      objectUrl.current = href;
      saveFile(href, started.filename);
      setState({ kind: "downloaded", href, filename: started.filename });
    } catch (err) {
      setState({ kind: "error", message: messageOf(err) });
    }
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next && state.kind !== "job") {
      release();
      setState({ kind: "idle" });
    }
  };

  const job = state.kind === "job" ? state.job : null;
  const busy = state.kind === "starting" || (job !== null && job.status !== "done");
  return (
    <>
      <Button size={size} onClick={() => setOpen(true)} className="inline-flex items-center gap-1.5 print:hidden" data-testid="export-results">
        <FileSpreadsheet aria-hidden className="size-4" />
        {EXPORT_UI.button}
      </Button>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={EXPORT_UI.title}
        description={filtered ? EXPORT_UI.describeFiltered(respondents) : EXPORT_UI.describeAll(respondents)}
        testId="export-dialog"
        footer={
          <>
            <Button onClick={() => onOpenChange(false)}>{EXPORT_UI.close}</Button>
            <Button variant="primary" onClick={() => void run()} loading={busy} data-testid="export-start">
              {EXPORT_UI.start}
            </Button>
          </>
        }
      >
        <div className="mt-4 space-y-3 text-sm" aria-live="polite" data-testid="export-status">
          {state.kind === "starting" && <p>{EXPORT_UI.preparing}</p>}
          {state.kind === "downloaded" && (
            <p className="flex flex-wrap items-center gap-2">
              {EXPORT_UI.downloaded}
              <a className="inline-flex items-center gap-1 font-medium text-primary-strong underline" href={state.href} download={state.filename}>
                <Download aria-hidden className="size-4" />
                {EXPORT_UI.downloadAgain}
              </a>
            </p>
          )}
          {job && job.status !== "done" && (
            <div className="space-y-1">
              <p>{EXPORT_UI.queued}</p>
              <div
                role="progressbar"
                aria-label={EXPORT_UI.progressLabel}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={exportPercent(job)}
                className="h-2 w-full overflow-hidden rounded bg-sunken-strong"
              >
                <div className="h-full bg-primary transition-all" style={{ width: `${exportPercent(job)}%` }} />
              </div>
              <p className="text-xs text-muted">{EXPORT_UI.progress(job.rows_written, job.total_rows)}</p>
            </div>
          )}
          {job?.status === "done" && job.download_url && (
            <p className="flex flex-wrap items-center gap-2">
              {EXPORT_UI.ready}
              <a className="inline-flex items-center gap-1 font-medium text-primary-strong underline" href={job.download_url} data-testid="export-download">
                <Download aria-hidden className="size-4" />
                {EXPORT_UI.download}
              </a>
            </p>
          )}
          {state.kind === "error" && (
            <p role="alert" className="rounded-panel border border-danger-line bg-danger-muted px-3 py-2 text-danger-ink">
              {state.message}
            </p>
          )}
        </div>
      </Dialog>
    </>
  );
}
