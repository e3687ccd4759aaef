// Sales-data import (P13) against a real database: the template lists the study's products; the preview shows each bad
// row with its error and writes nothing; 50,000 rows are refused quickly; a good import writes in one transaction and
// replaces the earlier data; a stale or concurrent import gets 409 and changes nothing; other study types get 400.
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { BULK_MSG } from "@/lib/bulk-upload/messages";
import { SALES_DATA_MAX_ROWS } from "@/lib/sales-data/limits";
import { SALES_MSG } from "@/lib/sales-data/messages";
import { prisma } from "@/server/db";
import { bigXlsx, createWorld, HEADER, importFile, preview, previewOk, salesRows, template, xlsx, type TWorld } from "./support";

let w: TWorld;
beforeAll(async () => {
  w = await createWorld();
}, 60_000);

const nothingWritten = async () => {
  expect(await prisma.salesData.count({ where: { survey_id: w.study.id } })).toBe(0);
  expect(await prisma.salesDataImport.count({ where: { survey_id: w.study.id } })).toBe(0);
};

describe("the template", () => {
  it("lists the study's products (Product ID, Style Number, Name) with empty Units and Revenue", async () => {
    const res = await template(w.writer.token, w.brand.id, w.study.id);
    expect(res.status).toBe(200);
    expect(res.type).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.disposition).toContain("sales data template.xlsx");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.bytes as unknown as ArrayBuffer);
    const ws = wb.getWorksheet("Sales")!;
    const values = ws.getSheetValues().slice(1).map((r) => (r as ExcelJS.CellValue[]).slice(1));
    expect(values[0]).toEqual(HEADER);
    expect(values.slice(1)).toEqual(w.products.map((p) => [p.product_id, p.style_number, p.name]));
    expect(wb.getWorksheet("Instructions")).toBeDefined();
  });
});

describe("the preview", () => {
  it("shows each bad row with its error and writes nothing (unknown product, negative units, text in numbers, duplicates)", async () => {
    const [p1, p2, p3, p4] = w.products;
    const bytes = await xlsx([
      ["SKU-NOPE", null, "Ghost", 5, 50],
      [p1!.product_id, null, p1!.name, -3, 10],
      [p2!.product_id, null, p2!.name, "lots", "many"],
      [p3!.product_id, null, p3!.name, 7, 70],
      [null, p3!.style_number, p3!.name, 8, 80],
      [p4!.product_id, null, p4!.name, 12, 120.5],
    ]);
    const res = await preview(w.writer.token, w.brand.id, w.study.id, bytes);
    expect(res.status).toBe(200);
    const out = res.json.results!;
    expect(out.version).toBe(0);
    expect(out.errors).toBe(5);
    expect(out.rows.map((r) => [r.row, r.validity, r.issues])).toEqual([
      [2, "error", [SALES_MSG.unknownProduct("Product ID", "SKU-NOPE")]],
      [3, "error", [SALES_MSG.negative("Units", "D3")]],
      [4, "error", [BULK_MSG.notNumber("Units", "D4"), BULK_MSG.notNumber("Revenue", "E4")]],
      [5, "error", [SALES_MSG.duplicateProduct([5, 6])]],
      [6, "error", [SALES_MSG.duplicateProduct([5, 6])]],
      [7, "success", []],
    ]);
    expect(out.missing.map((m) => m.product_id)).toEqual([w.products[4]!.id]);
    await nothingWritten();

    // The import of that preview is refused: the file is read again and checked by the same rules.
    const imp = await importFile(w.writer.token, w.brand.id, w.study.id, { file_url: out.file_url, version: out.version });
    expect([imp.status, imp.json.detail]).toEqual([400, SALES_MSG.hasErrors(5)]);
    await nothingWritten();
  });

  it(`refuses 50,000 rows quickly with the row limit (${SALES_DATA_MAX_ROWS}) and writes nothing`, async () => {
    const bytes = await bigXlsx(50_000, (i) => [`SKU-${i}`, null, null, i, i]);
    const started = Date.now();
    const res = await preview(w.writer.token, w.brand.id, w.study.id, bytes);
    const ms = Date.now() - started;
    expect([res.status, res.json.detail]).toEqual([400, BULK_MSG.tooManyRows(SALES_DATA_MAX_ROWS)]);
    // Stopped at row 5,001, not read to the end (measured ≈ 0.3 s; generous for a loaded CI machine).
    expect(ms).toBeLessThan(10_000);
    await nothingWritten();
  }, 60_000);

  it("refuses files that are not workbooks, and sheets without the columns", async () => {
    const notXlsx = await preview(w.writer.token, w.brand.id, w.study.id, Buffer.from("product,units\nA,1\n"), "sales.csv");
    expect([notXlsx.status, notXlsx.json.detail]).toEqual([400, BULK_MSG.notSpreadsheet]);
    const noUnits = await preview(w.writer.token, w.brand.id, w.study.id, await xlsx([["x", 1]], ["Product ID", "Revenue"]));
    expect([noUnits.status, noUnits.json.detail]).toEqual([400, BULK_MSG.missingColumn("Units")]);
    const noKey = await preview(w.writer.token, w.brand.id, w.study.id, await xlsx([[1, 1]], ["Units", "Revenue"]));
    expect([noKey.status, noKey.json.detail]).toEqual([400, SALES_MSG.noKeyColumn]);
    const empty = await preview(w.writer.token, w.brand.id, w.study.id, await xlsx([]));
    expect([empty.status, empty.json.detail]).toEqual([400, SALES_MSG.noRows]);
    await nothingWritten();
  });
});

describe("the import", () => {
  const good = (units: number[]) => xlsx(w.products.slice(0, units.length).map((p, i) => [p.product_id, p.style_number, p.name, units[i], units[i]! * 10])) ;

  it("writes a good file in one transaction, then a later import replaces it; a stale preview gets 409", async () => {
    const first = await previewOk(w, await good([100, 80, 60, 40, 20]));
    const stale = await previewOk(w, await good([1, 2, 3]));
    expect([first.version, first.errors, stale.version]).toEqual([0, 0, 0]);

    const ok = await importFile(w.writer.token, w.brand.id, w.study.id, { file_url: first.file_url, version: 0, file_name: "june.xlsx" });
    expect(ok.status).toBe(200);
    expect(ok.json.results).toMatchObject({ version: 1, rows: 5 });
    expect((await salesRows(w.study.id)).map((r) => [r.units, r.revenue.toNumber()])).toEqual([[20, 200], [40, 400], [60, 600], [80, 800], [100, 1000]]);
    expect(await prisma.salesDataImport.findUnique({ where: { survey_id: w.study.id } })).toMatchObject({ version: 1, rows: 5, file_name: "june.xlsx", imported_by: w.writer.id });

    // The second preview saw version 0; version 1 is there now: refused, and nothing of it is written.
    const conflict = await importFile(w.writer.token, w.brand.id, w.study.id, { file_url: stale.file_url, version: 0 });
    expect([conflict.status, conflict.json.detail]).toEqual([409, SALES_MSG.stale]);
    expect(await prisma.salesData.count({ where: { survey_id: w.study.id } })).toBe(5);

    // A fresh preview of that file sees version 1 and replaces the data.
    const again = await previewOk(w, await good([1, 2, 3]));
    expect(again.version).toBe(1);
    const replaced = await importFile(w.writer.token, w.brand.id, w.study.id, { file_url: again.file_url, version: 1 });
    expect(replaced.json.results).toMatchObject({ version: 2, rows: 3 });
    expect((await salesRows(w.study.id)).map((r) => r.units)).toEqual([1, 2, 3]);

    // An applied upload is gone.
    const reused = await importFile(w.writer.token, w.brand.id, w.study.id, { file_url: again.file_url, version: 2 });
    expect([reused.status, reused.json.detail]).toEqual([400, BULK_MSG.uploadExpired]);
  });

  it("lets exactly one of two concurrent imports of the same version through", async () => {
    const current = (await prisma.salesDataImport.findUnique({ where: { survey_id: w.study.id } }))?.version ?? 0;
    const a = await previewOk(w, await good([5, 5, 5, 5]));
    const b = await previewOk(w, await good([7, 7]));
    const results = await Promise.all([
      importFile(w.writer.token, w.brand.id, w.study.id, { file_url: a.file_url, version: current }),
      importFile(w.writer.token, w.brand.id, w.study.id, { file_url: b.file_url, version: current }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results[0]!.status === 200 ? [5, 5, 5, 5] : [7, 7];
    expect((await salesRows(w.study.id)).map((r) => r.units)).toEqual(winner);
    expect((await prisma.salesDataImport.findUnique({ where: { survey_id: w.study.id } }))!.version).toBe(current + 1);
  });
});

describe("other study types", () => {
  it("are refused with 400 on the template, the preview and the import", async () => {
    const t = await template(w.writer.token, w.brand.id, w.concept.id);
    expect(t.status).toBe(400);
    expect(JSON.parse(t.bytes.toString()).detail).toBe(SALES_MSG.notLineReview);
    const p = await preview(w.writer.token, w.brand.id, w.concept.id, await xlsx([["x", null, null, 1, 1]]));
    expect([p.status, p.json.detail]).toEqual([400, SALES_MSG.notLineReview]);
    const i = await importFile(w.writer.token, w.brand.id, w.concept.id, { file_url: `upload:${"a".repeat(24)}`, version: 0 });
    expect([i.status, i.json.detail]).toEqual([400, SALES_MSG.notLineReview]);
    expect(await prisma.salesData.count({ where: { survey_id: w.concept.id } })).toBe(0);
  });
});
