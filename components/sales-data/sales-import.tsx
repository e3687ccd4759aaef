"use client";
// The "Import Sales Data" page's steps (P13): download the template, upload the filled-in file, check the preview (each
// row with its errors, P2's rules) and import it — refused while any row has an error; a 409 (another import finished
// first) says so and asks for a fresh upload. After an import, a link to the results' sentiment-against-sell-through.
// The line of what the study holds now is replaced by the import's own result once an import is done (so the page
// never says "no sales data" beside "imported: 6 products", P15 item 8), and the page is read again behind it.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { SALES_MSG, SALES_PAGE as T } from "@/lib/sales-data/messages";
import type { TSalesImportResult, TSalesPreview } from "@/lib/sales-data/types";
import { importSales, previewSales, salesTemplateHref } from "./sales-api";
import { SalesPreview } from "./sales-preview";

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

interface Props {
  brandId: string;
  surveyId: string;
  resultsHref: string;
  importedRows: number | null;
  /** What the study holds now ("Current sales data: …" or "No sales data has been imported…"). */
  stateText: string;
  currencySymbol: string;
}

export function SalesImport({ brandId, surveyId, resultsHref, importedRows, stateText, currencySymbol }: Props) {
  const router = useRouter();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<null | "upload" | "import">(null);
  const [preview, setPreview] = useState<TSalesPreview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<TSalesImportResult | null>(null);

  async function upload() {
    if (!file) return;
    setBusy("upload");
    setFailure(null);
    setPreview(null);
    setDone(null);
    try {
      setPreview(await previewSales(brandId, surveyId, file));
    } catch (e) {
      setFailure(T.uploadFailed(errorText(e)));
    } finally {
      setBusy(null);
    }
  }

  async function runImport() {
    if (!preview) return;
    setBusy("import");
    setFailure(null);
    try {
      const result = await importSales(brandId, surveyId, preview);
      setDone(result);
      setPreview(null);
      setFile(null);
      toast.success(T.imported(result.rows));
      // The state line and "replaces N rows" follow the import.
      router.refresh();
    } catch (e) {
      setFailure(T.failed(errorText(e)));
    } finally {
      setBusy(null);
    }
  }

  const canImport = preview !== null && preview.errors === 0 && preview.rows.length > 0;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      {!done && (
        <p className="rounded-panel border border-line bg-canvas px-4 py-2 text-sm text-subtle" data-testid="sales-data-state">
          {stateText}
        </p>
      )}
      <section aria-labelledby="sales-step-template" className="flex flex-col gap-2">
        <h2 id="sales-step-template" className="text-lg font-semibold">{T.stepTemplate}</h2>
        <p className="text-sm text-subtle">{T.stepTemplateText}</p>
        <div>
          <a href={salesTemplateHref(brandId, surveyId)} download className={buttonClass("secondary")} data-testid="sales-template">
            {T.downloadTemplate}
          </a>
        </div>
      </section>

      <section aria-labelledby="sales-step-upload" className="flex flex-col gap-2">
        <h2 id="sales-step-upload" className="text-lg font-semibold">{T.stepUpload}</h2>
        <p className="text-sm text-subtle">{T.stepUploadText}</p>
        <div className="flex flex-wrap items-end gap-3">
          <label htmlFor={fileId} className="flex flex-col gap-1 text-sm font-medium">
            {T.chooseFile}
            <input
              id={fileId}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="max-w-full text-sm"
              data-testid="sales-file"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setPreview(null);
                setFailure(null);
              }}
            />
          </label>
          <Button variant="primary" disabled={!file} loading={busy === "upload"} onClick={() => void upload()} data-testid="sales-upload">
            {busy === "upload" ? T.uploading : T.upload}
          </Button>
        </div>
      </section>

      {failure && (
        <p role="alert" className="rounded-panel border border-danger-line bg-danger-soft p-3 text-sm text-danger-strong" data-testid="sales-failure">
          {failure}
        </p>
      )}

      {preview && (
        <section aria-labelledby="sales-step-preview" className="flex min-w-0 flex-col gap-3">
          <h2 id="sales-step-preview" className="text-lg font-semibold">{T.stepPreview}</h2>
          <SalesPreview preview={preview} currencySymbol={currencySymbol} />
          {importedRows !== null && <p className="text-sm text-subtle">{T.replaces(importedRows)}</p>}
          {preview.errors > 0 && (
            <p className="text-sm text-danger-strong" data-testid="sales-has-errors">{SALES_MSG.hasErrors(preview.errors)}</p>
          )}
          <div>
            <Button variant="primary" disabled={!canImport} loading={busy === "import"} onClick={() => void runImport()} data-testid="sales-import">
              {busy === "import" ? T.importing : T.import}
            </Button>
          </div>
        </section>
      )}

      {done && (
        <p role="status" className="flex flex-wrap items-center gap-3 rounded-panel border border-success-line bg-success-soft p-3 text-sm" data-testid="sales-done">
          {T.imported(done.rows)}
          <Link href={resultsHref} className={buttonClass("secondary", "sm")}>{T.seeResults}</Link>
        </p>
      )}
    </div>
  );
}
