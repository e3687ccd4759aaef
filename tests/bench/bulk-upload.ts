// Bench: bulk upload of a 5,000-row spreadsheet through the services, in process (issue P2 "Must show").
// Targets: preview and apply each ≤ 10 s and ≤ 600 MB peak RSS on a 2-core machine. Prints figures, asserts nothing.
// Two passes: 5,000 new products, then the same identifiers with changed values (5,000 updates).
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import type { TBulkColumn } from "../../lib/bulk-upload/columns";
import { newId } from "../../lib/ids";
import { loadActor } from "../../server/access/actor";
import { authorize } from "../../server/access/authorize";
import { prisma } from "../../server/db";
import { applyBulkUploadPreview } from "../../server/bulk-upload/apply-preview";
import { bulkUploadProductsPreview } from "../../server/bulk-upload/build-preview";
import { loadColumnModel } from "../../server/bulk-upload/load-columns";
import { uploadBulkFile } from "../../server/bulk-upload/upload-bulk-file";

const ROWS = 5_000;

/**
 * Runs `fn`, sampling RSS every 50 ms; answers its result, the wall time, the peak RSS and the RSS before the step (in
 * a full `npm run bench` this process has run the other benches first, so the step's own share is the difference).
 */
async function measure<T>(fn: () => Promise<T>): Promise<{ result: T; ms: number; peakMb: number; startMb: number }> {
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const t0 = performance.now();
  try {
    const result = await fn();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, ms: performance.now() - t0, peakMb: peak / 1024 / 1024, startMb: start / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}

function cellFor(column: TBulkColumn, i: number, run: string, pass: number): ExcelJS.CellValue {
  if (column.role === "identifier") return `BENCH-${run}-${i}`;
  if (column.role === "name") return `Bench product ${i}${pass ? " v2" : ""}`;
  if (column.validValues.length) return column.validValues[(i + pass) % column.validValues.length]!;
  switch (column.dataType) {
    case "number":
      return 10 + ((i * 7 + pass) % 500) / 4;
    case "bool":
      return (i + pass) % 2 === 0;
    case "date":
      return new Date(Date.UTC(2026, (i + pass) % 12, 1 + (i % 28)));
    case "text":
      return column.dataPath === "description" ? `<p>Bench ${i}</p>` : `${column.header} ${i}-${pass}`;
  }
}

async function writeFile(file: string, columns: TBulkColumn[], run: string, pass: number) {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet("Products");
  ws.addRow(columns.map((c) => c.header)).commit();
  for (let i = 0; i < ROWS; i++) ws.addRow(columns.map((c) => cellFor(c, i, run, pass))).commit();
  ws.commit();
  await wb.commit();
}

const line = (label: string, m: { ms: number; peakMb: number; startMb: number }, extra = "") =>
  console.log(
    `${label.padEnd(44)} ${(m.ms / 1000).toFixed(2).padStart(6)} s   peak RSS ${m.peakMb.toFixed(0).padStart(4)} MB (+${(m.peakMb - m.startMb).toFixed(0)} MB in the step)   ${extra}`,
  );

export async function benchBulkUpload(brandId: string, assortmentId: string, actorUserId: string): Promise<void> {
  const actor = await loadActor(actorUserId);
  if (!actor) throw new Error(`No user ${actorUserId}`);
  const access = await authorize(actor, { brand: brandId, permission: "product.write" });
  const model = await loadColumnModel(prisma, brandId);
  const dir = await mkdtemp(path.join(os.tmpdir(), "bench-bulk-"));
  const run = newId().slice(-8);
  console.log(`\nBulk upload bench: ${ROWS} rows × ${model.columns.length} columns (targets ≤ 10 s and ≤ 600 MB per step)`);
  try {
    for (const [pass, label] of [[0, "new products"], [1, "updates"]] as const) {
      const file = path.join(dir, `pass-${pass}.xlsx`);
      await writeFile(file, model.columns, run, pass);
      const size = (await stat(file)).size;
      // The file stands in for a streamed upload's temporary file (the service moves it into the brand's folder).
      const { file_url } = await uploadBulkFile(access, [{ name: "bench.xlsx", path: file, size }]);
      const preview = await measure(() => bulkUploadProductsPreview(access, { file_url, assortment_id: assortmentId }));
      const errors = preview.result.changedProducts.filter((p) => p.validity === "error").length;
      line(`preview (${label})`, preview, `${preview.result.numOfProductsAttempted} rows, ${errors} errors, ${(size / 1024).toFixed(0)} KB file`);
      const applied = await measure(() => applyBulkUploadPreview(access, { preview: preview.result, assortment_id: assortmentId }));
      line(`apply (${label})`, applied, `${applied.result.numOfNewProducts} new, ${applied.result.numOfUpdatedProducts} updated`);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
