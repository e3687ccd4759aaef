"use client";
// Bulk upload (spec 1 §2, §4, §5, §8): choose an assortment (required before download or upload), download the
// template or the current products, upload one .xlsx/.xls file, review the preview, apply it.
import { Download, FileSpreadsheet, X } from "lucide-react";
import { useEffect, useId, useState, type DragEvent } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import type { TBulkPreview } from "@/lib/bulk-upload/types";
import { BULK_LABELS, bulkFileProblem, EMPTY_PREVIEW, removePreviewRow } from "@/lib/products/bulk-upload-ui";
import { assortmentLabel } from "@/lib/products/catalogue-view";
import { BULK_UPLOAD_EXTENSIONS, PRODUCT_MSG } from "@/lib/products/messages";
import { applyBulkUpload, downloadUrl, previewBulkUpload, uploadSpreadsheet, type TDownloadKind } from "./bulk/bulk-api";
import { BulkUploadPreviewModal } from "./bulk-upload-preview-modal";
import { fetchAssortmentOptions, type TAssortmentOption } from "@/components/product-form/metadata";

export type BulkUploadModalProps = {
  brandId: string;
  assortmentId?: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onApplied?(result: { numOfNewProducts: number; numOfUpdatedProducts: number }): void;
};

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function BulkUploadModal({ brandId, assortmentId, open, onOpenChange, onApplied }: BulkUploadModalProps) {
  const fileId = useId();
  const [assortments, setAssortments] = useState<TAssortmentOption[]>([]);
  const [assortment, setAssortment] = useState(assortmentId ?? "");
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<null | "upload" | TDownloadKind>(null);
  const [preview, setPreview] = useState<TBulkPreview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    fetchAssortmentOptions(brandId)
      .then((a) => live && setAssortments(a))
      .catch(() => live && toast.error(PRODUCT_MSG.fetchAssortmentsFailed));
    return () => {
      live = false;
    };
  }, [brandId, open]);

  // Closing resets, so each opening starts at the upload step with the caller's assortment.
  useEffect(() => {
    if (!open) {
      setAssortment(assortmentId ?? "");
      setFile(null);
      setPreview(null);
      setFailure(null);
    }
  }, [open, assortmentId]);

  const choose = (files: File[]) => {
    const problem = bulkFileProblem(files);
    if (problem) {
      toast.error(PRODUCT_MSG.uploadFailed(problem));
      return;
    }
    setFile(files[0]);
  };

  async function download(kind: TDownloadKind) {
    if (!assortment) return;
    setBusy(kind);
    try {
      const url = await downloadUrl(kind, brandId, assortment);
      const a = document.createElement("a");
      a.href = url;
      a.download = "";
      document.body.append(a);
      a.click();
      a.remove();
    } catch (e) {
      const msg = errorText(e);
      toast.error(kind === "bulkProductUploadTemplate" ? PRODUCT_MSG.templateDownloadFailed(msg) : PRODUCT_MSG.currentProductsDownloadFailed(msg));
    } finally {
      setBusy(null);
    }
  }

  async function upload() {
    if (!assortment || !file) return;
    setBusy("upload");
    let fileUrl: string;
    try {
      fileUrl = await uploadSpreadsheet(brandId, file);
    } catch (e) {
      toast.error(PRODUCT_MSG.uploadFailed(errorText(e)));
      setBusy(null);
      return;
    }
    try {
      setPreview(await previewBulkUpload(brandId, assortment, fileUrl));
      setFailure(null);
    } catch (e) {
      // Spec 1 §4: a failed preview shows an empty preview (we also say why).
      setPreview(EMPTY_PREVIEW);
      setFailure(errorText(e));
    } finally {
      setBusy(null);
    }
  }

  async function apply() {
    if (!preview || !assortment) return;
    setApplying(true);
    try {
      const result = await applyBulkUpload(brandId, assortment, preview);
      toast.success(PRODUCT_MSG.bulkApplied(result.numOfNewProducts, result.numOfUpdatedProducts));
      onApplied?.(result);
      onOpenChange(false);
    } catch (e) {
      toast.error(PRODUCT_MSG.bulkApplyFailed(errorText(e)));
    } finally {
      setApplying(false);
    }
  }

  const reupload = () => {
    setPreview(null);
    setFailure(null);
    setFile(null);
  };

  if (open && preview) {
    return (
      <BulkUploadPreviewModal
        open
        preview={preview}
        failure={failure}
        applying={applying}
        onOpenChange={onOpenChange}
        onRemove={(id) => setPreview((p) => (p ? removePreviewRow(p, id) : p))}
        onReupload={reupload}
        onApply={() => void apply()}
      />
    );
  }

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    choose(Array.from(e.dataTransfer.files));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={BULK_LABELS.title}
      description={BULK_LABELS.needsAssortment}
      footer={
        <>
          <DialogClose className={buttonClass("secondary")}>{BULK_LABELS.cancel}</DialogClose>
          <Button variant="primary" disabled={!assortment || !file || busy !== null} onClick={() => void upload()}>
            {busy === "upload" ? BULK_LABELS.uploading : BULK_LABELS.upload}
          </Button>
        </>
      }
    >
      <DialogClose aria-label={BULK_LABELS.cancel} className="absolute right-4 top-4 rounded p-1 hover:bg-sunken">
        <X size={18} aria-hidden />
      </DialogClose>
      <div className="mt-4 flex flex-col gap-4">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {BULK_LABELS.assortment}
          <select value={assortment} onChange={(e) => setAssortment(e.target.value)} className="rounded border border-line-strong px-3 py-2 font-normal">
            <option value="">{BULK_LABELS.chooseAssortment}</option>
            {assortments.map((a) => (
              <option key={a._id} value={a._id}>
                {assortmentLabel(a)}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-wrap gap-2">
          {(["bulkProductUploadTemplate", "currentProductsTemplate"] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              disabled={!assortment || busy !== null}
              onClick={() => void download(kind)}
              className="flex items-center gap-1 rounded border border-line-strong px-3 py-2 text-sm disabled:opacity-50"
            >
              <Download size={16} aria-hidden />
              {kind === "bulkProductUploadTemplate" ? BULK_LABELS.downloadTemplate : BULK_LABELS.downloadCurrent}
            </button>
          ))}
        </div>
        <div
          onDragOver={(e) => e.preventDefault()}
          onDrop={onDrop}
          className="flex flex-col items-center gap-2 rounded border-2 border-dashed border-line-strong p-4 text-sm"
        >
          <FileSpreadsheet size={20} aria-hidden />
          <span>
            {BULK_LABELS.dropHint}{" "}
            <label htmlFor={fileId} className="cursor-pointer font-medium text-primary underline">
              {BULK_LABELS.chooseFile}
            </label>
          </span>
          <input
            id={fileId}
            type="file"
            accept={BULK_UPLOAD_EXTENSIONS.join(",")}
            className="sr-only"
            onChange={(e) => {
              choose(Array.from(e.target.files ?? []));
              e.target.value = "";
            }}
          />
          {file && <span className="font-medium" data-testid="bulk-file-name">{file.name}</span>}
        </div>
      </div>
    </Dialog>
  );
}
