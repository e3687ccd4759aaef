import "server-only";
// The sales-data template (P13): a "Sales" sheet listing the study's products — Product ID (the brand's own id, else
// ours), Style Number, Name — with empty Units and Revenue columns (whole numbers ≥ 0 and numbers ≥ 0 by data
// validation), and an instructions sheet. Texts that look like formulas are written as Text-formatted cells (P2's
// formula-injection rule, lib/bulk-upload/neutralise.ts). Needs survey.write (it is the import's first step).
import ExcelJS from "exceljs";
import { exportTextCell } from "@/lib/bulk-upload/neutralise";
import { INSTRUCTIONS_SHEET } from "@/lib/bulk-upload/limits";
import { SALES_COLUMNS, SALES_SHEET } from "@/lib/sales-data/limits";
import { SALES_INSTRUCTIONS } from "@/lib/sales-data/messages";
import type { TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { loadSalesStudy, salesProductKeys } from "./sales-study";

const safe = (s: string) =>
  [...s].map((ch) => (/[\\/:*?"<>|]/.test(ch) || ch.charCodeAt(0) < 32 ? "_" : ch)).join("").slice(0, 80);

function text(cell: ExcelJS.Cell, value: string | null) {
  if (!value) return;
  const out = exportTextCell(value);
  cell.value = out.value;
  if (out.quotePrefix) cell.numFmt = "@";
}

export async function salesDataTemplate(access: TBrandAccess, surveyId: string): Promise<{ bytes: Uint8Array; fileName: string }> {
  await loadSalesStudy(access, surveyId);
  const [study, products] = await Promise.all([
    prisma.survey.findUniqueOrThrow({ where: { id: surveyId }, select: { title: true } }),
    salesProductKeys(surveyId),
  ]);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(SALES_SHEET, { views: [{ state: "frozen", ySplit: 1 }] });
  const C = SALES_COLUMNS;
  ws.columns = [
    { header: C.productId, width: 28 },
    { header: C.styleNumber, width: 16 },
    { header: C.name, width: 40 },
    { header: C.units, width: 12 },
    { header: C.revenue, width: 14 },
  ];
  ws.getRow(1).font = { bold: true };
  for (const p of products) {
    const row = ws.addRow([]);
    text(row.getCell(1), p.product_id?.trim() || p.id);
    text(row.getCell(2), p.style_number);
    text(row.getCell(3), p.name);
    row.getCell(4).dataValidation = {
      type: "whole", operator: "greaterThanOrEqual", allowBlank: true, formulae: [0], showErrorMessage: true, errorStyle: "stop",
      errorTitle: C.units, error: `${C.units} must be a whole number of 0 or more.`,
    };
    row.getCell(5).dataValidation = {
      type: "decimal", operator: "greaterThanOrEqual", allowBlank: true, formulae: [0], showErrorMessage: true, errorStyle: "stop",
      errorTitle: C.revenue, error: `${C.revenue} must be a number of 0 or more.`,
    };
    row.getCell(5).numFmt = "#,##0.00";
  }
  const help = wb.addWorksheet(INSTRUCTIONS_SHEET);
  help.getColumn(1).width = 120;
  SALES_INSTRUCTIONS.forEach((line, i) => {
    const row = help.addRow([line]);
    if (i === 0) row.font = { bold: true, size: 14 };
  });
  const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
  return { bytes, fileName: `${safe(study.title || "Study")} - sales data template.xlsx` };
}
