// The relational export's study: the P9 results study (tests/integration/results/fixture.ts — 160 counted
// respondents in two countries rating two products, plus previews and unfinished respondents who never count), with
// a follow-up on each product and answers to it, and formula-like texts in product names, the follow-up and answers.
// Calls the export route as Next would, reading the binary answer.
import ExcelJS from "exceljs";
import { NextRequest } from "next/server";
import { newId } from "@/lib/ids";
import * as exportRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/export_results_relational/route";
import { prisma } from "@/server/db";
import { buildResultsStudy, type TResultsWorld } from "../results/fixture";

/** Texts a spreadsheet would read as formulas (OWASP CSV injection): each must come back as text. */
export const FORMULA_TEXTS = ['=HYPERLINK("http://evil.example","click")', "+1", "-2", "@SUM(A1:A2)", "\tx", "\rx"] as const;

export interface TExportWorld extends TResultsWorld {
  followUp: string;
  /** Follow-up answers of counted respondents (previews' answers are written too, and must not be exported). */
  countedFollowUpAnswers: number;
}

export async function buildExportStudy(): Promise<TExportWorld> {
  const w = await buildResultsStudy();
  await prisma.product.update({ where: { id: w.p1 }, data: { name: FORMULA_TEXTS[0] } });
  await prisma.product.update({ where: { id: w.p2 }, data: { name: FORMULA_TEXTS[1] } });
  const q1 = await prisma.question.findFirstOrThrow({ where: { survey_id: w.surveyId, product_id: w.p1 } });
  const followUp = await prisma.followUp.create({
    data: { id: newId(), question_id: q1.id, type: "choice", positive_title: FORMULA_TEXTS[2], positive_options: [FORMULA_TEXTS[3], "Fit"], negative_title: "Why not?", negative_options: ["Price"] },
  });
  const raters = await prisma.respondent.findMany({ where: { survey_id: w.surveyId }, select: { id: true, status: true, is_preview: true }, orderBy: { id: "asc" } });
  const counted = raters.filter((r) => r.status === "completed" && !r.is_preview).slice(0, 20);
  const others = raters.filter((r) => r.status !== "completed" || r.is_preview);
  await prisma.followUpAnswer.createMany({
    data: [...counted, ...others].map((r, i) => ({
      survey_id: w.surveyId, product_id: w.p1, respondent_id: r.id, question_id: q1.id, follow_up_id: followUp.id,
      side: i % 2 ? ("negative" as const) : ("positive" as const), values: [i % 2 ? "Price" : FORMULA_TEXTS[3]], text_value: i % 3 ? FORMULA_TEXTS[4 + (i % 2)] : null,
    })),
  });
  return { ...w, followUp: followUp.id, countedFollowUpAnswers: counted.length };
}

/** POSTs the export; a 200 answers the workbook's bytes, anything else its JSON. */
export async function postExport(token: string, brandId: string, surveyId: string, body: unknown = {}) {
  const req = new NextRequest(`http://localhost/api/v1/brand/${brandId}/survey/${surveyId}/export_results_relational`, {
    method: "POST",
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const res = await exportRoute.POST(req, { params: Promise.resolve({ id: brandId, surveyId }) });
  const bytes = Buffer.from(await res.arrayBuffer());
  const isFile = res.headers.get("content-type")?.includes("spreadsheetml") ?? false;
  return {
    status: res.status,
    headers: res.headers,
    bytes,
    json: (isFile ? null : JSON.parse(bytes.toString("utf8"))) as ({ detail?: string; code?: string; results?: unknown } & Record<string, unknown>) | null,
  };
}

/** The workbook's sheets as arrays of row objects keyed by the header row. */
export async function readSheets(bytes: Buffer): Promise<{ wb: ExcelJS.Workbook; sheets: Record<string, Record<string, unknown>[]> }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheets: Record<string, Record<string, unknown>[]> = {};
  wb.eachSheet((ws) => {
    const header = (ws.getRow(1).values as unknown[]).slice(1).map(String);
    const rows: Record<string, unknown>[] = [];
    ws.eachRow((row, n) => {
      if (n === 1) return;
      const values = row.values as unknown[];
      rows.push(Object.fromEntries(header.map((h, i) => [h, values[i + 1] ?? null])));
    });
    sheets[ws.name] = rows;
  });
  return { wb, sheets };
}
