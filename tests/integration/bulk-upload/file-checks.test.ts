// Bad spreadsheets, each with a clear message and nothing written: sniffed uploads (renamed .xls / .exe), corrupt
// files, the row limit, formulas, empty required cells, duplicate identifiers, wrong types, header problems.
import os from "node:os";
import path from "node:path";
import { readdir, readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { beforeAll, describe, expect, it } from "vitest";
import { BULK_UPLOAD_MAX_BYTES, BULK_UPLOAD_MAX_ROWS } from "@/lib/bulk-upload/limits";
import { BULK_MSG } from "@/lib/bulk-upload/messages";
import { newId } from "@/lib/ids";
import { prisma } from "@/server/db";
import { uploadRoot } from "@/server/storage/images";
import * as bulkRoute from "@/app/api/v1/brand/[id]/upload/bulk/route";
import { multipartStream, streamedRequest } from "../products/multipart-stream";
import { apply, bigXlsx, createWorld, HEADERS, preview, previewOf, upload, uploadOk, xlsx, type TWorld } from "./support";

let w: TWorld;
beforeAll(async () => {
  w = await createWorld();
});

const MB = 1024 * 1024;
/** The brand's stored spreadsheets, and what requests left in the temporary folder (always nothing once answered). */
const stored = async () => readdir(path.join(uploadRoot(), "bulk", w.brand.id)).catch(() => [] as string[]);
const leftovers = async () => readdir(path.join(uploadRoot(), "tmp")).catch(() => [] as string[]);
const postStream = (stream: ReturnType<typeof multipartStream>, declareLength?: number) =>
  bulkRoute.POST(streamedRequest(`http://localhost/api/v1/brand/${w.brand.id}/upload/bulk`, stream, w.writer.token, declareLength), {
    params: Promise.resolve({ id: w.brand.id }),
  });

const previewError = async (bytes: Uint8Array) => (await preview(w, await uploadOk(w.writer.token, w.brand.id, bytes))).errors?.[0];

describe("POST /api/v1/brand/{id}/upload/bulk", () => {
  it("stores one .xlsx and answers an opaque file_url", async () => {
    const res = await upload(w.writer.token, w.brand.id, [{ bytes: await xlsx([["S-1", "Shirt"]]), name: "products.xlsx" }]);
    expect(res.status).toBe(200);
    expect(res.json.results?.file_url).toMatch(/^upload:[0-9a-f]{24}$/);
  });

  it.each([
    ["a legacy .xls", Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]), "products.xls", BULK_MSG.legacyXls],
    ["a .xls renamed .xlsx", Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]), "products.xlsx", BULK_MSG.legacyXls],
    ["an .exe renamed .xlsx", Buffer.concat([Buffer.from("MZ\x90\x00"), Buffer.alloc(512)]), "products.xlsx", BULK_MSG.notSpreadsheet],
    ["a CSV", Buffer.from("Style Number,Name\nS-1,Shirt\n"), "products.xlsx", BULK_MSG.notSpreadsheet],
  ])("refuses %s by its bytes, not its name", async (_what, bytes, name, message) => {
    const res = await upload(w.writer.token, w.brand.id, [{ bytes, name }]);
    expect(res.status).toBe(400);
    expect(res.json.detail).toBe(message);
  });

  it("refuses a file declared over 100 MB with 413 naming the limit, without reading it", async () => {
    // Past the limit and its multipart allowance by its declared length alone.
    const stream = multipartStream([{ name: "huge.xlsx", zeros: BULK_UPLOAD_MAX_BYTES + MB }]);
    const res = await postStream(stream, stream.length);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { detail?: string }).detail).toBe(BULK_MSG.tooLarge);
    expect(stream.pulled()).toBe(0);
  });

  it("refuses a streamed file over 100 MB with 413 once it passes the limit, and keeps nothing", async () => {
    const before = await stored();
    // No declared length: the body is read until the file passes 100 MB, never further, and never held in memory.
    const stream = multipartStream([{ name: "huge.xlsx", zeros: BULK_UPLOAD_MAX_BYTES + 20 * MB }]);
    const res = await postStream(stream);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { detail?: string }).detail).toBe(BULK_MSG.tooLarge);
    expect(stream.pulled()).toBeGreaterThan(BULK_UPLOAD_MAX_BYTES);
    expect(stream.pulled()).toBeLessThan(BULK_UPLOAD_MAX_BYTES + 8 * MB);
    expect(stream.cancelled()).toBe(true);
    expect(await stored()).toEqual(before);
    expect(await leftovers()).toEqual([]);
  }, 60_000);

  it("takes exactly one file: two are refused with 413 naming the limit, none with 400", async () => {
    const before = await stored();
    const one = await xlsx([["S-1", "Shirt"]]);
    const two = await upload(w.writer.token, w.brand.id, [{ bytes: one, name: "a.xlsx" }, { bytes: one, name: "b.xlsx" }]);
    expect([two.status, two.json.detail]).toEqual([413, BULK_MSG.oneFileOnly]);
    expect(await stored()).toEqual(before);
    const none = await upload(w.writer.token, w.brand.id, []);
    expect([none.status, none.json.detail]).toEqual([400, BULK_MSG.noFile]);
    expect(await leftovers()).toEqual([]);
  });
});

describe("unreadable files", () => {
  it("refuses a corrupt (truncated) .xlsx", async () => {
    const good = await xlsx(Array.from({ length: 200 }, (_, i) => [`S-${i}`, `Product ${i}`]));
    expect(await previewError(good.subarray(0, Math.floor(good.length / 2)))).toMatchObject({ message: BULK_MSG.corrupt, extensions: { code: "invalid" } });
  });

  it("refuses a zip that is not a workbook", async () => {
    const zip = new JSZip();
    zip.file("hello.txt", "not a workbook");
    expect((await previewError(await zip.generateAsync({ type: "uint8array" })))?.message).toBe(BULK_MSG.noSheet);
  });

  it("refuses a sheet without the identifier or name column, and a repeated column", async () => {
    expect((await previewError(await xlsx([["Shirt"]], ["Name"])))?.message).toBe(BULK_MSG.missingColumn("Style Number"));
    expect((await previewError(await xlsx([["S-1"]], ["Style Number"])))?.message).toBe(BULK_MSG.missingColumn("Name"));
    expect((await previewError(await xlsx([["S-1", "A", "B"]], ["Style Number", "Name", "name"])))?.message).toBe(BULK_MSG.duplicateColumn("Name"));
  });

  it(`refuses more than ${BULK_UPLOAD_MAX_ROWS} rows`, { timeout: 120_000 }, async () => {
    const file = await bigXlsx(BULK_UPLOAD_MAX_ROWS + 1, (i) => [`S-${i}`, `Product ${i}`, i], path.join(os.tmpdir(), `${newId()}.xlsx`));
    expect(await previewError(await readFile(file))).toMatchObject({ message: BULK_MSG.tooManyRows(BULK_UPLOAD_MAX_ROWS) });
  });
});

describe("rows", () => {
  it("rejects formula cells (plain and shared), naming the cell, and error values", async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Products");
    ws.addRow([...HEADERS]);
    ws.addRow(["F-1", "Formula", { formula: "10*2", result: 20 }]);
    ws.addRow(["F-2", { formula: 'CONCAT("a","b")', result: "ab" }]);
    ws.addRow(["F-3", "Broken", { error: "#DIV/0!" }]);
    const p = await previewOf(w, Buffer.from(await wb.xlsx.writeBuffer()));
    expect(p.changedProducts.map((c) => [c.validity, c.specificIssue])).toEqual([
      ["error", BULK_MSG.formula("C2")],
      ["error", BULK_MSG.formula("B3")],
      ["error", BULK_MSG.errorValue("C4", "#DIV/0!")],
    ]);
  });

  it("requires the name and the identifier on every row", async () => {
    const p = await previewOf(w, await xlsx([[null, "No id", 5], ["E-2", null, 5], ["E-3", "   "]]));
    expect(p.changedProducts.map((c) => c.specificIssue)).toEqual([BULK_MSG.required("Style Number"), BULK_MSG.required("Name"), BULK_MSG.required("Name")]);
    expect(p.changedProducts.every((c) => c.validity === "error")).toBe(true);
  });

  it("flags duplicate identifiers within the file", async () => {
    const p = await previewOf(w, await xlsx([["D-1", "A"], ["D-2", "B"], ["D-1", "C"], [12345, "D"], ["12345", "E"]]));
    expect(p.changedProducts.map((c) => c.validity)).toEqual(["error", "success", "error", "error", "error"]);
    expect(p.changedProducts[0]!.specificIssue).toBe(BULK_MSG.duplicateIdentifier("Style Number", "D-1", [2, 4]));
  });

  it("flags wrong types for number, bool and date columns", async () => {
    const p = await previewOf(w, await xlsx([["T-1", "Types", "12 euros", null, null, "maybe", "31/03/2026"]]));
    expect(p.changedProducts[0]!.specificIssue).toBe(
      [BULK_MSG.notNumber("Price", "C2"), BULK_MSG.notBool("Organic", "F2"), BULK_MSG.notDate("Launch", "G2")].join(" "),
    );
    expect(p.changedProducts[0]!.changedProperties.filter((c) => c.validity === "error").map((c) => c.currentValue)).toEqual(["12 euros", "maybe", "31/03/2026"]);
  });

  it("warns about values outside the valid values and about ignored columns", async () => {
    const p = await previewOf(w, await xlsx([["V-1", "Valid", null, null, "Winter", null, null, "x"]], [...HEADERS, "Prce"]));
    expect(p.changedProducts[0]).toMatchObject({
      validity: "warning",
      specificIssue: `${BULK_MSG.notValidValue("Season", "Winter")} ${BULK_MSG.ignoredColumn("Prce")}`,
    });
  });

  it("skips blank rows, finds the products sheet after an instructions sheet, and matches headers by data_path", async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet("Instructions").addRow(["read me"]);
    const ws = wb.addWorksheet("Sheet1");
    ws.addRow(["STYLE_NUMBER", "name", "custom_data.season"]);
    ws.addRow(["B-1", "One", "spring"]);
    ws.addRow([]);
    ws.addRow([null, null, null]);
    ws.addRow(["B-2", "Two"]);
    const p = await previewOf(w, Buffer.from(await wb.xlsx.writeBuffer()));
    expect(p.numOfProductsAttempted).toBe(2);
    expect(p.changedProducts.map((c) => [c.name, c.import_id.split(":")[1], c.validity])).toEqual([
      ["One", "2", "success"],
      ["Two", "5", "success"],
    ]);
  });

  it("reads the first sheet that has the product columns, after notes sheets of any length", async () => {
    const wb = new ExcelJS.Workbook();
    const notes = wb.addWorksheet("Notes");
    for (let i = 0; i < 50; i++) notes.addRow([`note ${i}`, i]);
    const ws = wb.addWorksheet("My products");
    ws.addRow(["Style Number", "Name"]);
    ws.addRow(["N-1", "From the second sheet"]);
    wb.addWorksheet("More").addRow(["Style Number", "Name"]);
    const p = await previewOf(w, Buffer.from(await wb.xlsx.writeBuffer()));
    expect(p.changedProducts.map((c) => [c.name, c.import_id.split(":")[1]])).toEqual([["From the second sheet", "2"]]);
  });

  it("imports a CSV-injection text as plain text", async () => {
    const p = await previewOf(w, await xlsx([["CSV-1", '=HYPERLINK("http://x","y")', null, "+cmd|' /C calc'!A0"]]));
    expect(p.changedProducts[0]).toMatchObject({ validity: "success", name: '=HYPERLINK("http://x","y")' });
    expect((await apply(w, p)).data?.applyBulkUploadProductsPreview.numOfNewProducts).toBe(1);
    expect(await prisma.product.findFirst({ where: { brand_id: w.brand.id, style_number: "CSV-1" } })).toMatchObject({
      name: '=HYPERLINK("http://x","y")',
      colors: "+cmd|' /C calc'!A0",
    });
  });
});

describe("10,000 rows", () => {
  it("previews and applies 10,000 new products", { timeout: 180_000 }, async () => {
    const world = await createWorld();
    const file = await bigXlsx(10_000, (i) => [`BIG-${i}`, `Product ${i}`, 10 + (i % 90), i % 2 ? "Red" : "Blue", i % 2 ? "Spring" : "Fall", i % 3 === 0], path.join(os.tmpdir(), `${newId()}.xlsx`));
    const res = await preview(world, await uploadOk(world.writer.token, world.brand.id, await readFile(file)));
    expect(res.errors).toBeUndefined();
    const p = res.data!.bulkUploadProductsPreview;
    expect(p.numOfProductsAttempted).toBe(10_000);
    expect(p.changedProducts.filter((c) => c.validity === "success")).toHaveLength(10_000);
    const applied = await apply(world, p);
    expect(applied.data?.applyBulkUploadProductsPreview).toEqual({ numOfNewProducts: 10_000, numOfUpdatedProducts: 0 });
    expect(await prisma.productAssortment.count({ where: { assortment_id: world.assortment.id } })).toBe(10_000);
  });
});
