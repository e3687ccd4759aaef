// The bulk upload modals' pure helpers and labels (spec 1 §2, §4, §5): file checks before upload, removing preview
// rows, the preview summary. Apply rules themselves are lib/bulk-upload/types.ts (canApplyPreview), shared with the server.
import { BULK_MSG } from "../bulk-upload/messages";
import type { TBulkPreview, TChangedProduct, TValidity } from "../bulk-upload/types";
import { BULK_UPLOAD_EXTENSIONS, PRODUCT_LIMITS } from "./messages";

export const BULK_LABELS = {
  title: "Bulk Upload Products",
  previewTitle: "Bulk Upload Preview",
  assortment: "Assortment",
  chooseAssortment: "Choose an assortment",
  downloadTemplate: "Download template",
  downloadCurrent: "Download current products",
  chooseFile: "Choose a spreadsheet",
  dropHint: "Drag and drop one .xlsx or .xls file here, or",
  upload: "Upload",
  uploading: "Uploading...",
  /** Spec 1 §4 names this button. */
  saveAndContinue: "Save & Continue",
  applying: "Saving...",
  reupload: "Re-upload",
  cancel: "Cancel",
  remove: (name: string) => `Remove ${name}`,
  showChanges: (n: number) => `Show ${n} ${n === 1 ? "change" : "changes"}`,
  hideChanges: "Hide changes",
  product: "Product",
  status: "Status",
  validity: "Validity",
  issue: "Issue",
  changes: "Changes",
  actions: "Actions",
  property: "Property",
  previous: "Previous",
  current: "Current",
  empty: "No products to import.",
  needsAssortment: "Choose an assortment before downloading or uploading.",
  attempted: (n: number) => `${n} ${n === 1 ? "product" : "products"} in the file`,
  previewFailed: "The preview could not be built:",
} as const;

export const VALIDITY_LABELS: Record<TValidity, string> = { success: "Success", warning: "Warning", error: "Error" };

/** The first problem of a chosen file list that the browser can see (one file, .xlsx/.xls, ≤ 100 MB), or null. */
export function bulkFileProblem(files: readonly { name: string; size: number }[]): string | null {
  if (files.length === 0) return BULK_MSG.noFile;
  if (files.length > PRODUCT_LIMITS.bulkUploadFiles) return BULK_MSG.oneFileOnly;
  const [file] = files;
  const name = file.name.toLowerCase();
  if (!BULK_UPLOAD_EXTENSIONS.some((ext) => name.endsWith(ext))) return BULK_MSG.notSpreadsheet;
  if (file.size > PRODUCT_LIMITS.maxFileBytes) return BULK_MSG.tooLarge;
  return null;
}

/** The preview without the removed row; the attempted count stays what the file held. */
export function removePreviewRow(preview: TBulkPreview, importId: string): TBulkPreview {
  return { ...preview, changedProducts: preview.changedProducts.filter((p) => p.import_id !== importId) };
}

/** Rows per validity, for the preview's summary line. */
export function validityCounts(products: readonly Pick<TChangedProduct, "validity">[]): Record<TValidity, number> {
  const out: Record<TValidity, number> = { success: 0, warning: 0, error: 0 };
  for (const p of products) out[p.validity] += 1;
  return out;
}

/** What a failed preview shows (spec 1 §4: an empty preview). */
export const EMPTY_PREVIEW: TBulkPreview = { changedProducts: [], numOfProductsAttempted: 0 };
