// Sales-data import test data (P13): a brand with a line_review study of 5 rated products (distinct scores) and an
// early_stage study, users by permission, real .xlsx files built with exceljs, and the routes called as Next calls them.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { NextRequest } from "next/server";
import { afterAll } from "vitest";
import { newId } from "@/lib/ids";
import { SALES_COLUMNS } from "@/lib/sales-data/limits";
import type { TSalesPreview } from "@/lib/sales-data/types";
import { prisma } from "@/server/db";
import * as salesRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/sales_data/route";
import * as templateRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/sales_data/template/route";
import * as previewRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/sales_data/preview/route";
import * as importRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/sales_data/import/route";
import { call, createBrand, createUser } from "../support/factories";
import { createStudyWith } from "../support/study-factories";

// Uploads of this test file go to a temp folder, removed after its tests.
if (!process.env.UPLOAD_DIR) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "sales-data-it-"));
  process.env.UPLOAD_DIR = dir;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
}

export const HEADER = [SALES_COLUMNS.productId, SALES_COLUMNS.styleNumber, SALES_COLUMNS.name, SALES_COLUMNS.units, SALES_COLUMNS.revenue];

/** Ratings per product (5 respondents each): mean stars 5, 4, 3, 2, 1 → strictly falling scores. */
const RATINGS = [[5, 5, 5, 5, 5], [4, 4, 4, 5, 4], [3, 3, 3, 3, 4], [2, 2, 2, 1, 2], [1, 1, 1, 1, 2]];

export async function createWorld() {
  const brand = await createBrand();
  const other = await createBrand();
  const study = await createStudyWith(brand.id, { type: "line_review", status: "Active", products: 5 });
  const concept = await createStudyWith(brand.id, { type: "early_stage", status: "Active", products: 2 });
  const products = [];
  for (const [i, id] of study.productIds.entries()) {
    products.push(await prisma.product.update({ where: { id }, data: { product_id: `SKU-${i + 1}-${id.slice(-4)}`, style_number: `ST-${i + 1}` } }));
  }
  const questions = await prisma.question.findMany({ where: { survey_id: study.id, product_id: { not: null } } });
  const respondents = Array.from({ length: 5 }, () => newId());
  await prisma.respondent.createMany({ data: respondents.map((id) => ({ id, survey_id: study.id, status: "completed" as const, completed_at: new Date() })) });
  await prisma.ratingAnswer.createMany({
    data: study.productIds.flatMap((product_id, p) =>
      respondents.map((respondent_id, r) => ({
        survey_id: study.id, product_id, respondent_id, question_id: questions.find((q) => q.product_id === product_id)!.id, rating: RATINGS[p]![r]!,
      })),
    ),
  });
  const writer = await createUser({ brands: { [brand.id]: [["survey", "read"], ["survey", "write"]] } });
  const reader = await createUser({ brands: { [brand.id]: [["survey", "read"]] } });
  const outsider = await createUser({ brands: { [other.id]: [["survey", "read"], ["survey", "write"]] } });
  return { brand, other, study, concept, products, writer, reader, outsider };
}
export type TWorld = Awaited<ReturnType<typeof createWorld>>;

export async function xlsx(rows: ExcelJS.CellValue[][], header: readonly string[] = HEADER): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Sales");
  ws.addRow([...header]);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A large .xlsx written with the streaming writer. */
export async function bigXlsx(count: number, row: (i: number) => ExcelJS.CellValue[]): Promise<Buffer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "sales-big-"));
  const file = path.join(dir, "big.xlsx");
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: false, useSharedStrings: false });
  const ws = wb.addWorksheet("Sales");
  ws.addRow(HEADER).commit();
  for (let i = 0; i < count; i++) ws.addRow(row(i)).commit();
  ws.commit();
  await wb.commit();
  const { readFile } = await import("node:fs/promises");
  const bytes = await readFile(file);
  rmSync(dir, { recursive: true, force: true });
  return bytes;
}

const url = (brandId: string, surveyId: string, tail = "") => `http://localhost/api/v1/brand/${brandId}/survey/${surveyId}/sales_data${tail}`;
const params = (brandId: string, surveyId: string) => ({ id: brandId, surveyId });

export async function preview(token: string | null, brandId: string, surveyId: string, bytes: Uint8Array, name = "sales.xlsx") {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  const headers = new Headers();
  if (token) headers.set("authorization", `Bearer ${token}`);
  const req = new NextRequest(url(brandId, surveyId, "/preview"), { method: "POST", headers, body: form });
  const res = await previewRoute.POST(req, { params: Promise.resolve(params(brandId, surveyId)) });
  return { status: res.status, json: (await res.json()) as { results?: TSalesPreview; detail?: string } };
}

export async function previewOk(w: TWorld, bytes: Uint8Array, token = w.writer.token): Promise<TSalesPreview> {
  const res = await preview(token, w.brand.id, w.study.id, bytes);
  if (res.status !== 200 || !res.json.results) throw new Error(`preview failed: ${res.status} ${res.json.detail}`);
  return res.json.results;
}

export function importFile(token: string | null, brandId: string, surveyId: string, body: unknown) {
  return call(importRoute.POST, { method: "POST", url: url(brandId, surveyId, "/import"), token, json: body, params: params(brandId, surveyId) });
}

export async function template(token: string | null, brandId: string, surveyId: string) {
  const headers = new Headers();
  if (token) headers.set("authorization", `Bearer ${token}`);
  const res = await templateRoute.GET(new NextRequest(url(brandId, surveyId, "/template"), { headers }), { params: Promise.resolve(params(brandId, surveyId)) });
  return { status: res.status, type: res.headers.get("content-type"), disposition: res.headers.get("content-disposition"), bytes: Buffer.from(await res.arrayBuffer()) };
}

export function salesData(token: string | null, brandId: string, surveyId: string) {
  return call(salesRoute.GET, { url: url(brandId, surveyId), token, params: params(brandId, surveyId) });
}

export const salesRows = (surveyId: string) =>
  prisma.salesData.findMany({ where: { survey_id: surveyId }, orderBy: { units: "asc" }, select: { product_id: true, units: true, revenue: true } });
