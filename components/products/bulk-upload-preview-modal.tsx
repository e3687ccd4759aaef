"use client";
// Bulk upload preview (spec 1 §2, §3, §4, §5): each product with its validity badge (success / warning / error), its
// specific issue and its changed properties (previous → current, expandable); rows can be removed; "Save & Continue"
// is disabled with no product or any error row (canApplyPreview, the server's own rule); "Re-upload" goes back.
import { ChevronDown, ChevronRight, Trash2, X } from "lucide-react";
import { Fragment, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { ValidityBadge } from "@/components/ui/validity-badge";
import { canApplyPreview, type TBulkPreview } from "@/lib/bulk-upload/types";
import { BULK_LABELS, VALIDITY_LABELS, validityCounts } from "@/lib/products/bulk-upload-ui";

interface Props {
  open: boolean;
  preview: TBulkPreview;
  /** Why the preview is empty, when building it failed. */
  failure: string | null;
  applying: boolean;
  onOpenChange(open: boolean): void;
  onRemove(importId: string): void;
  onReupload(): void;
  onApply(): void;
}

export function BulkUploadPreviewModal({ open, preview, failure, applying, onOpenChange, onRemove, onReupload, onApply }: Props) {
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const rows = preview.changedProducts;
  const counts = validityCounts(rows);
  const toggle = (id: string) =>
    setExpanded((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="xl"
      title={BULK_LABELS.previewTitle}
      description={
        <>
          {BULK_LABELS.attempted(preview.numOfProductsAttempted)} · {VALIDITY_LABELS.success}: {counts.success} · {VALIDITY_LABELS.warning}: {counts.warning} · {VALIDITY_LABELS.error}: {counts.error}
        </>
      }
    >
      <DialogClose aria-label={BULK_LABELS.cancel} className="absolute right-4 top-4 rounded p-1 hover:bg-sunken">
        <X size={18} aria-hidden />
      </DialogClose>
      <div className="mt-3 overflow-x-auto">
        {failure && (
          <p role="alert" className="mb-3 rounded border border-danger-line bg-danger-soft p-2 text-sm text-danger-strong">
            {BULK_LABELS.previewFailed} {failure}
          </p>
        )}
        {rows.length === 0 ? (
          <p className="rounded border border-dashed border-line-strong p-8 text-center text-muted">{BULK_LABELS.empty}</p>
        ) : (
          // Rows that open a nested table of changes (previous → current, a validity per property): plain table
          // markup, not the kit's DataTable (it has no expandable sub-rows).
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="border-b border-line text-left">
                <th scope="col" className="py-2 pr-2">{BULK_LABELS.product}</th>
                <th scope="col" className="py-2 pr-2">{BULK_LABELS.status}</th>
                <th scope="col" className="py-2 pr-2">{BULK_LABELS.validity}</th>
                <th scope="col" className="py-2 pr-2">{BULK_LABELS.issue}</th>
                <th scope="col" className="py-2 pr-2">{BULK_LABELS.changes}</th>
                <th scope="col" className="py-2"><span className="sr-only">{BULK_LABELS.actions}</span></th>
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => {
                const open = expanded.has(p.import_id);
                const name = p.name || p.import_id;
                return (
                  <Fragment key={p.import_id}>
                    <tr className="border-b border-line-soft align-top" data-testid="preview-row" data-validity={p.validity}>
                      <th scope="row" className="py-2 pr-2 text-left font-medium">{name}</th>
                      <td className="py-2 pr-2">{p.status}</td>
                      <td className="py-2 pr-2"><ValidityBadge validity={p.validity} /></td>
                      <td className="py-2 pr-2 text-subtle">{p.specificIssue ?? ""}</td>
                      <td className="py-2 pr-2">
                        {p.changedProperties.length > 0 && (
                          <button type="button" aria-expanded={open} aria-controls={`changes-${p.import_id}`} onClick={() => toggle(p.import_id)} className="flex items-center gap-1 text-primary">
                            {open ? <ChevronDown size={14} aria-hidden /> : <ChevronRight size={14} aria-hidden />}
                            {open ? BULK_LABELS.hideChanges : BULK_LABELS.showChanges(p.changedProperties.length)}
                          </button>
                        )}
                      </td>
                      <td className="py-2 text-right">
                        <button type="button" aria-label={BULK_LABELS.remove(name)} onClick={() => onRemove(p.import_id)} className="rounded border border-line-strong p-1 text-danger">
                          <Trash2 size={14} aria-hidden />
                        </button>
                      </td>
                    </tr>
                    {open && (
                      <tr id={`changes-${p.import_id}`} className="border-b border-line-soft bg-canvas">
                        <td colSpan={6} className="px-4 py-2">
                          <table className="w-full text-xs">
                            <thead>
                              <tr className="text-left text-muted">
                                <th scope="col" className="pr-2">{BULK_LABELS.property}</th>
                                <th scope="col" className="pr-2">{BULK_LABELS.previous}</th>
                                <th scope="col" className="pr-2">{BULK_LABELS.current}</th>
                                <th scope="col">{BULK_LABELS.validity}</th>
                              </tr>
                            </thead>
                            <tbody>
                              {p.changedProperties.map((c) => (
                                <tr key={c.dataPath}>
                                  <th scope="row" className="pr-2 text-left font-medium">{c.name}</th>
                                  <td className="pr-2 text-muted">{c.previousValue ?? "—"}</td>
                                  <td className="pr-2">
                                    <span aria-hidden>→ </span>
                                    {c.currentValue ?? "—"}
                                  </td>
                                  <td><ValidityBadge validity={c.validity} /></td>
                                </tr>
                              ))}
                            </tbody>
                          </table>
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        )}
      </div>
      <div className="mt-6 flex justify-between gap-2 border-t border-line pt-3">
        <Button onClick={onReupload}>{BULK_LABELS.reupload}</Button>
        <Button variant="primary" disabled={!canApplyPreview(rows) || applying} onClick={onApply}>
          {applying ? BULK_LABELS.applying : BULK_LABELS.saveAndContinue}
        </Button>
      </div>
    </Dialog>
  );
}
