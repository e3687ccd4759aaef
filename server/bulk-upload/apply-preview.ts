import "server-only";
// applyBulkUploadProductsPreview (spec 1 §4, §7): applies the rows the user kept in the preview.
//
// Never trusts the client's preview: it only says WHICH rows to keep (import_id = "<upload id>:<row>"). The server
// re-reads those rows from the stored upload, re-validates them against the products as they are now — so a
// product that became used in an active study meanwhile, or a duplicate that the user removed, is judged afresh —
// and refuses when none is left or any has validity error. All creates, updates and assortment links then run in
// ONE transaction (DESIGN.md rule 11), under a per-brand advisory lock so two applies cannot both create the same
// identifier. The stored upload is deleted afterwards, so a preview applies at most once.
import { z } from "zod";
import type { TBulkColumn } from "@/lib/bulk-upload/columns";
import type { TRowPlan } from "@/lib/bulk-upload/evaluate";
import { parseImportId } from "@/lib/bulk-upload/import-id";
import { BULK_MSG } from "@/lib/bulk-upload/messages";
import { canApplyPreview, type TBulkApplyResult } from "@/lib/bulk-upload/types";
import { newId } from "@/lib/ids";
import type { TBrandAccess } from "../access/authorize";
import { prisma, type Tx } from "../db";
import { invalid } from "../errors";
import { evaluateSheet, openUpload } from "./build-preview";
import { loadColumnModel } from "./load-columns";
import { readSpreadsheet } from "./read-spreadsheet";
import { removeStoredUpload } from "./stored-upload";
import { insertProducts, linkProducts, updateProducts } from "./write-products";

export interface TApplyInput {
  preview: unknown;
  assortment_id: string;
}

const ZKeptRows = z.object({ changedProducts: z.array(z.object({ import_id: z.string() })) });

const APPLY_TIMEOUT_MS = 120_000;

/** The upload and row numbers the (possibly trimmed) preview keeps. */
function keptRows(preview: unknown): { uploadId: string; rows: Set<number> } {
  const parsed = ZKeptRows.safeParse(preview);
  if (!parsed.success) throw invalid(BULK_MSG.previewMalformed, [{ name: "preview", reason: BULK_MSG.previewMalformed }]);
  if (parsed.data.changedProducts.length === 0) throw invalid(BULK_MSG.nothingToApply);
  const ids = parsed.data.changedProducts.map((p) => parseImportId(p.import_id));
  const uploadId = ids[0]?.uploadId;
  if (!uploadId || ids.some((id) => id?.uploadId !== uploadId)) {
    throw invalid(BULK_MSG.previewMalformed, [{ name: "preview", reason: BULK_MSG.previewMalformed }]);
  }
  return { uploadId, rows: new Set(ids.map((id) => id!.rowNumber)) };
}

async function writePlans(tx: Tx, o: { brandId: string; assortmentId: string; language: string; columns: readonly TBulkColumn[]; plans: TRowPlan[] }): Promise<TBulkApplyResult> {
  const creates = o.plans.filter((p) => p.action === "create").map((p) => ({ id: newId(), values: p.values }));
  const updates = o.plans.filter((p) => p.action === "update");
  await insertProducts(tx, { brandId: o.brandId, language: o.language, columns: o.columns, rows: creates });
  await updateProducts(tx, { columns: o.columns, rows: updates.filter((p) => p.values.size > 0).map((p) => ({ id: p.productId!, values: p.values })) });
  await linkProducts(tx, o.assortmentId, [...creates.map((c) => c.id), ...updates.filter((p) => p.link).map((p) => p.productId!)]);
  return { numOfNewProducts: creates.length, numOfUpdatedProducts: updates.length };
}

/** Needs product.write. */
export async function applyBulkUploadPreview(access: TBrandAccess, input: TApplyInput): Promise<TBulkApplyResult> {
  const brandId = access.brandId;
  const { uploadId, rows: kept } = keptRows(input.preview);
  const file = await openUpload(access, input.assortment_id, uploadId);
  const model = await loadColumnModel(prisma, brandId);
  const sheet = await readSpreadsheet(file, model, { keep: (n) => kept.has(n) });
  // Every kept import_id must name a product row of that file.
  if (sheet.rows.length !== kept.size) throw invalid(BULK_MSG.previewMalformed, [{ name: "preview", reason: BULK_MSG.previewMalformed }]);

  const result = await prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`bulk-upload:${brandId}`}))`;
      const { products, plans } = await evaluateSheet(tx, {
        brandId,
        assortmentId: input.assortment_id,
        uploadId,
        model,
        rows: sheet.rows,
        ignoredHeaders: sheet.ignoredHeaders,
      });
      // The same rule that enables Save & Continue in the UI (spec 1 §5).
      if (products.length === 0) throw invalid(BULK_MSG.nothingToApply);
      const errors = products.filter((p) => p.validity === "error");
      if (!canApplyPreview(products)) {
        throw invalid(
          BULK_MSG.previewHasErrors(errors.length),
          errors.slice(0, 20).map((p) => ({ name: `row ${parseImportId(p.import_id)?.rowNumber ?? "?"}`, reason: p.specificIssue ?? "" })),
        );
      }
      const brand = await tx.brand.findUnique({ where: { id: brandId }, select: { default_language: { select: { code: true } } } });
      const language = brand?.default_language?.code ?? "en";
      return writePlans(tx, { brandId, assortmentId: input.assortment_id, language, columns: model.columns, plans });
    },
    { timeout: APPLY_TIMEOUT_MS, maxWait: 10_000 },
  );
  await removeStoredUpload(brandId, uploadId);
  return result;
}
