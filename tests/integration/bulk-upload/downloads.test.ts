// bulkProductUploadTemplate and currentProductsTemplate: real .xlsx downloads with the brand's property-metadata
// columns; exported texts that look like formulas stay text (quote-prefixed), never formulas.
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { INSTRUCTIONS_SHEET, LISTS_SHEET, PRODUCTS_SHEET } from "@/lib/bulk-upload/limits";
import { prisma } from "@/server/db";
import * as downloadRoute from "@/app/api/v1/downloads/[token]/route";
import { createProduct, createWorld, gql, HEADERS, previewOf, type TWorld } from "./support";

let w: TWorld;
beforeAll(async () => {
  w = await createWorld();
});

const TEMPLATE = `query($b: ID!, $a: ID!) { bulkProductUploadTemplate(brand_id: $b, assortment_id: $a) }`;
const CURRENT = `query($b: ID!, $a: ID!) { currentProductsTemplate(brand_id: $b, assortment_id: $a) }`;

async function download(url: string) {
  const token = url.replace(/^\/api\/v1\/downloads\//, "");
  const res = await downloadRoute.GET(new NextRequest(`http://localhost${url}`), { params: Promise.resolve({ token }) });
  expect(res.status).toBe(200);
  return { bytes: Buffer.from(await res.arrayBuffer()), type: res.headers.get("content-type"), disposition: res.headers.get("content-disposition") };
}

async function urlOf(query: string, field: string, token = w.writer.token) {
  const res = await gql<Record<string, string>>(token, query, { b: w.brand.id, a: w.assortment.id });
  expect(res.errors).toBeUndefined();
  return res.data![field]!;
}

/** exceljs declares load(ArrayBuffer-like); hand it exactly the file's bytes. */
const arrayBufferOf = (b: Buffer): ArrayBuffer => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;

const headerOf = (ws: ExcelJS.Worksheet) => (ws.getRow(1).values as unknown[]).slice(1);

describe("bulkProductUploadTemplate", () => {
  it("answers a signed download of an .xlsx with the non-archived columns, drop-downs and instructions", async () => {
    const url = await urlOf(TEMPLATE, "bulkProductUploadTemplate", w.reader.token);
    expect(url).toMatch(/^\/api\/v1\/downloads\/[\w-]+\.[\w-]+$/);
    const file = await download(url);
    expect(file.type).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(file.disposition).toContain("Spring 26 - bulk upload template.xlsx");

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(arrayBufferOf(file.bytes));
    expect(wb.worksheets.map((s) => s.name)).toEqual([PRODUCTS_SHEET, LISTS_SHEET, INSTRUCTIONS_SHEET]);
    const products = wb.getWorksheet(PRODUCTS_SHEET)!;
    expect(headerOf(products)).toEqual([...HEADERS]);
    expect(products.rowCount).toBe(1);
    expect(wb.getWorksheet(LISTS_SHEET)!.state).toBe("hidden");
    // Season (E) lists its valid values from the hidden sheet; Organic (F) is TRUE/FALSE; Price (C) a decimal.
    expect(products.getCell("E2").dataValidation).toMatchObject({ type: "list", formulae: [`'${LISTS_SHEET}'!$A$1:$A$2`] });
    expect(products.getCell("E500").dataValidation?.type).toBe("list");
    expect([wb.getWorksheet(LISTS_SHEET)!.getCell("A1").value, wb.getWorksheet(LISTS_SHEET)!.getCell("A2").value]).toEqual(["Spring", "Fall"]);
    expect(products.getCell("F2").dataValidation).toMatchObject({ type: "list", formulae: ['"TRUE,FALSE"'] });
    expect(products.getCell("C2").dataValidation?.type).toBe("decimal");
    const instructions = (wb.getWorksheet(INSTRUCTIONS_SHEET)!.getColumn(1).values as unknown[]).join("\n");
    expect(instructions).toContain('"Style Number" identifies a product');
    expect(instructions).toContain(".xls files cannot be read");
  });
});

describe("currentProductsTemplate", () => {
  it("exports the assortment's products in the same columns; formula-like texts stay text", async () => {
    const launch = new Date("2026-03-01T00:00:00Z");
    await createProduct(w.brand.id, { style_number: "S-1", name: '=HYPERLINK("http://x","y")', price: 20, colors: "@SUM(1)", custom_data: { season: "Spring", organic: true } }, [w.assortment.id]);
    await prisma.product.updateMany({ where: { style_number: "S-1", brand_id: w.brand.id }, data: { introduction_date: launch } });
    await createProduct(w.brand.id, { style_number: "S-2", name: "Plain", colors: "-red" }, [w.assortment.id]);
    await createProduct(w.brand.id, { style_number: "S-3", name: "Elsewhere" }, [w.otherAssortment.id]);
    const gone = await createProduct(w.brand.id, { style_number: "S-4", name: "Deleted" }, [w.assortment.id]);
    await prisma.product.update({ where: { id: gone.id }, data: { deleted: true } });

    const file = await download(await urlOf(CURRENT, "currentProductsTemplate", w.reader.token));
    expect(file.disposition).toContain("Spring 26 - current products.xlsx");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(arrayBufferOf(file.bytes));
    const ws = wb.getWorksheet(PRODUCTS_SHEET)!;
    expect(headerOf(ws)).toEqual([...HEADERS]);
    expect(ws.rowCount).toBe(3);
    const row2 = (ws.getRow(2).values as unknown[]).slice(1);
    expect(row2).toEqual(["S-1", '=HYPERLINK("http://x","y")', 20, "@SUM(1)", "Spring", true, launch]);

    const injected = ws.getCell("B2");
    expect(injected.type).toBe(ExcelJS.ValueType.String);
    expect(injected.formula).toBeUndefined();
    expect(injected.numFmt).toBe("@");
    expect(ws.getCell("D3").value).toBe("-red");
    expect(ws.getCell("D3").type).toBe(ExcelJS.ValueType.String);
    expect(ws.getCell("A2").numFmt).not.toBe("@");

    // In the file itself: no <f> element anywhere, and the injected cell's style is quote-prefixed.
    const zip = await JSZip.loadAsync(file.bytes);
    const sheetXml = await zip.file("xl/worksheets/sheet1.xml")!.async("string");
    expect(sheetXml).not.toMatch(/<f[ >]/);
    const style = Number(/<c r="B2" s="(\d+)"/.exec(sheetXml)?.[1]);
    const stylesXml = await zip.file("xl/styles.xml")!.async("string");
    const cellXfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(stylesXml)![1]!.match(/<xf\b[^>]*>/g)!;
    expect(cellXfs[style]).toContain('quotePrefix="1"');
    expect(cellXfs.filter((xf) => xf.includes('quotePrefix="1"')).every((xf) => xf.includes('numFmtId="49"'))).toBe(true);
  });

  it("round-trips: uploading the export back previews every product as unchanged", async () => {
    const file = await download(await urlOf(CURRENT, "currentProductsTemplate"));
    const p = await previewOf(w, file.bytes);
    expect(p.changedProducts.length).toBeGreaterThan(0);
    expect(p.changedProducts.map((c) => [c.status, c.validity])).toEqual(p.changedProducts.map(() => ["unchanged", "success"]));
  });

  it("answers not found for an assortment of another brand", async () => {
    const foreign = await prisma.assortment.create({ data: { brand_id: w.other.id, year: 2026, season: "resort" } });
    const res = await gql(w.writer.token, CURRENT, { b: w.brand.id, a: foreign.id });
    expect(res.errors?.[0]).toMatchObject({ message: "Assortment not found.", extensions: { code: "not_found" } });
  });
});
