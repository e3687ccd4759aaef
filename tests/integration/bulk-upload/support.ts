// Bulk upload test data: a brand with property metadata, an assortment, users, products and studies written
// with prisma, real .xlsx files built with exceljs, and the upload route / GraphQL calls.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { NextRequest } from "next/server";
import { afterAll } from "vitest";
import { newId } from "@/lib/ids";
import { prisma } from "@/server/db";
import * as graphqlRoute from "@/app/api/v1/graphql/route";
import * as bulkRoute from "@/app/api/v1/brand/[id]/upload/bulk/route";
import { call, createBrand, createUser } from "../support/factories";

// Uploads and generated downloads of this test file go to a temp folder, never the app's .data/, and are removed
// after the file's tests.
if (!process.env.UPLOAD_DIR) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bulk-upload-it-"));
  process.env.UPLOAD_DIR = dir;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
}

export const HEADERS = ["Style Number", "Name", "Price", "Colors", "Season", "Organic", "Launch"] as const;

export async function createWorld() {
  const brand = await createBrand();
  const other = await createBrand();
  const assortment = await prisma.assortment.create({ data: { brand_id: brand.id, year: 2026, season: "spring", name: "Spring 26" } });
  const otherAssortment = await prisma.assortment.create({ data: { brand_id: brand.id, year: 2025, season: "fall" } });
  const meta = (data: { name: string; data_path: string; data_type?: "number" | "bool" | "date" | "text"; valid_values?: string[]; is_identifier?: boolean; archived?: boolean; sort_order: number }) =>
    prisma.propertyMetadata.create({ data: { brand_id: brand.id, ...data } });
  await meta({ name: "Style Number", data_path: "style_number", is_identifier: true, sort_order: 0 });
  await meta({ name: "Name", data_path: "name", sort_order: 1 });
  await meta({ name: "Price", data_path: "price", data_type: "number", sort_order: 2 });
  await meta({ name: "Colors", data_path: "colors", sort_order: 3 });
  await meta({ name: "Season", data_path: "custom_data.season", valid_values: ["Spring", "Fall"], sort_order: 4 });
  await meta({ name: "Organic", data_path: "custom_data.organic", data_type: "bool", sort_order: 5 });
  await meta({ name: "Launch", data_path: "introduction_date", data_type: "date", sort_order: 6 });
  await meta({ name: "Old field", data_path: "fit", archived: true, sort_order: 7 });
  const writer = await createUser({ brands: { [brand.id]: [["product", "read"], ["product", "write"]] } });
  const reader = await createUser({ brands: { [brand.id]: [["product", "read"]] } });
  const outsider = await createUser({ brands: { [other.id]: [["product", "read"], ["product", "write"]] } });
  return { brand, other, assortment, otherAssortment, writer, reader, outsider };
}
export type TWorld = Awaited<ReturnType<typeof createWorld>>;

export async function createProduct(brandId: string, data: { style_number: string; name: string; price?: number; colors?: string; custom_data?: object }, assortmentIds: string[] = []) {
  return prisma.product.create({
    data: { id: newId(), brand_id: brandId, ...data, assortments: { create: assortmentIds.map((assortment_id) => ({ assortment_id })) } },
  });
}

/** Puts the product in a study with that status (Active or Closed lock it, spec 1 §4). */
export async function useInStudy(brandId: string, productId: string, status: "Draft" | "Active" | "Closed") {
  const survey = await prisma.survey.create({ data: { brand_id: brandId, short_id: newId().slice(-10), status, title: `Study ${status}` } });
  await prisma.surveyProduct.create({ data: { survey_id: survey.id, product_id: productId } });
}

export type TCell = ExcelJS.CellValue;

/** A real .xlsx: a "Products" sheet with `header` and `rows`. */
export async function xlsx(rows: TCell[][], header: readonly string[] = HEADERS, sheetName = "Products"): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheetName);
  ws.addRow([...header]);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A large .xlsx written with the streaming writer (fast for thousands of rows). */
export async function bigXlsx(count: number, row: (i: number) => TCell[], file: string, header: readonly string[] = HEADERS): Promise<string> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet("Products");
  ws.addRow([...header]).commit();
  for (let i = 0; i < count; i++) ws.addRow(row(i)).commit();
  ws.commit();
  await wb.commit();
  return file;
}

/** POST /api/v1/brand/{id}/upload/bulk with multipart "file" fields. */
export async function upload(token: string | null, brandId: string, files: { bytes: Uint8Array; name: string }[]) {
  const form = new FormData();
  for (const f of files) form.append("file", new Blob([new Uint8Array(f.bytes)]), f.name);
  const headers = new Headers();
  if (token) headers.set("authorization", `Bearer ${token}`);
  const req = new NextRequest(`http://localhost/api/v1/brand/${brandId}/upload/bulk`, { method: "POST", headers, body: form });
  const res = await bulkRoute.POST(req, { params: Promise.resolve({ id: brandId }) });
  return { status: res.status, json: (await res.json()) as { results?: { file_url: string }; detail?: string; code?: string } };
}

export async function uploadOk(token: string, brandId: string, bytes: Uint8Array): Promise<string> {
  const res = await upload(token, brandId, [{ bytes, name: "products.xlsx" }]);
  if (res.status !== 200 || !res.json.results) throw new Error(`upload failed: ${res.status} ${res.json.detail}`);
  return res.json.results.file_url;
}

export type TGql<T> = { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] };

export async function gql<T = Record<string, unknown>>(token: string | null, query: string, variables: Record<string, unknown> = {}): Promise<TGql<T>> {
  const res = await call(graphqlRoute.POST, { method: "POST", url: "http://localhost/api/v1/graphql", token, json: { query, variables } });
  return res.json as TGql<T>;
}

export const PREVIEW = `mutation($file_url: String!, $brand_id: ID!, $assortment_id: ID!) {
  bulkUploadProductsPreview(file_url: $file_url, brand_id: $brand_id, assortment_id: $assortment_id) {
    numOfProductsAttempted
    changedProducts { import_id name specificIssue status validity
      changedProperties { property_metadata_id name previousValue currentValue status validity dataPath } }
  }
}`;
export const APPLY = `mutation($preview: JSON!, $brand_id: ID!, $assortmentId: ID!) {
  applyBulkUploadProductsPreview(preview: $preview, brand_id: $brand_id, assortmentId: $assortmentId) { numOfNewProducts numOfUpdatedProducts }
}`;

export interface TPreviewOut {
  numOfProductsAttempted: number;
  changedProducts: {
    import_id: string;
    name: string | null;
    specificIssue: string | null;
    status: string;
    validity: string;
    changedProperties: { property_metadata_id: string | null; name: string; previousValue: string | null; currentValue: string | null; status: string; validity: string; dataPath: string }[];
  }[];
}

export async function preview(w: TWorld, fileUrl: string, token = w.writer.token) {
  return gql<{ bulkUploadProductsPreview: TPreviewOut }>(token, PREVIEW, { file_url: fileUrl, brand_id: w.brand.id, assortment_id: w.assortment.id });
}

export async function apply(w: TWorld, previewJson: unknown, token = w.writer.token) {
  return gql<{ applyBulkUploadProductsPreview: { numOfNewProducts: number; numOfUpdatedProducts: number } }>(token, APPLY, {
    preview: previewJson,
    brand_id: w.brand.id,
    assortmentId: w.assortment.id,
  });
}

/** Upload + preview, failing loudly when the preview errors. */
export async function previewOf(w: TWorld, bytes: Uint8Array): Promise<TPreviewOut> {
  const res = await preview(w, await uploadOk(w.writer.token, w.brand.id, bytes));
  if (!res.data) throw new Error(`preview failed: ${res.errors?.[0]?.message}`);
  return res.data.bulkUploadProductsPreview;
}

export const productsOfAssortment = (assortmentId: string) =>
  prisma.product.findMany({ where: { assortments: { some: { assortment_id: assortmentId } } }, orderBy: { style_number: "asc" } });
