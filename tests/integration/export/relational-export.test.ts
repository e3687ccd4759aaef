// The relational export (P13 item 5, Must show "the export's sheets join back to the same figures as the P9 reports";
// "formula-injection strings come back as text"; Bad input "an export of a study with no answers"): the P9 fixture
// study exported, read back with exceljs, its sheets joined on their ids and folded to the ratings report's star counts
// and the sentiment report's means and counts, with and without filters; formula-like texts as text (in the workbook
// and after conversion to CSV); no answers, a filter that selects nobody, and bad input refused with clear 4xx.
import { beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import { EXPORT_MSG, EXPORT_SHEET_NAMES, EXPORT_SHEETS } from "@/lib/export/relational";
import { RESULTS_FILTER_MSG } from "@/lib/results/filters";
import * as ratingsRoute from "@/app/api/v1/brand/[id]/survey/[surveyId]/report/ratings/route";
import * as sentimentRoute from "@/app/api/brand/[id]/survey/[surveyId]/sentimentscore/route";
import { prisma } from "@/server/db";
import type { TRatingsReportRow } from "@/server/results/ratings-report";
import { call, createBrand, createUser } from "../support/factories";
import { study } from "../studies-read/fixtures";
import { buildExportStudy, FORMULA_TEXTS, postExport, readSheets, type TExportWorld } from "./fixture";

let w: TExportWorld;
beforeAll(async () => {
  w = await buildExportStudy();
});

type TRow = Record<string, unknown>;

const report = async (filter: unknown) => {
  const json = filter === undefined ? {} : { filter };
  const ratings = await call(ratingsRoute.POST, { method: "POST", token: w.token, params: { id: w.brandId, surveyId: w.surveyId }, json });
  const sentiment = await call(sentimentRoute.POST, { method: "POST", token: w.token, params: { id: w.brandId, surveyId: w.surveyId }, json });
  expect(ratings.status).toBe(200);
  expect(sentiment.status).toBe(200);
  return {
    ratings: ratings.json.results as TRatingsReportRow[],
    sentiment: sentiment.json.results as { respondents: number; products: { product_id: string; count: number; mean: number | null }[] },
  };
};

/** Per product, the star counts and mean folded from the ratings sheet. */
function foldRatings(ratings: TRow[]) {
  const by = new Map<string, number[]>();
  for (const r of ratings) {
    const stars = by.get(String(r.product_id)) ?? [0, 0, 0, 0, 0];
    stars[Number(r.rating) - 1]! += 1;
    by.set(String(r.product_id), stars);
  }
  return by;
}

async function exportAndCompare(filter: unknown) {
  const res = await postExport(w.token, w.brandId, w.surveyId, filter === undefined ? {} : { filter });
  expect(res.status).toBe(200);
  const { sheets } = await readSheets(res.bytes);
  const { ratings, sentiment } = await report(filter);
  const folded = foldRatings(sheets.ratings!);
  for (const row of ratings) {
    const stars = folded.get(row.product_id) ?? [0, 0, 0, 0, 0];
    expect(stars).toEqual(row.stars.map((s) => s.count));
  }
  for (const p of sentiment.products) {
    const mine = sheets.ratings!.filter((r) => r.product_id === p.product_id).map((r) => Number(r.rating));
    expect(mine.length).toBe(p.count);
    expect(mine.reduce((a, b) => a + b, 0) / mine.length).toBeCloseTo(p.mean!, 10);
  }
  // The respondents sheet is the reports' respondent set, and every answer joins to it and to its entities.
  expect(sheets.respondents!.length).toBe(sentiment.respondents);
  expect(sheets.study![0]!.counted_respondents).toBe(sentiment.respondents);
  const ids = (sheet: string, key: string) => new Set(sheets[sheet]!.map((r) => r[key]));
  const respondents = ids("respondents", "respondent_id");
  expect(respondents.size).toBe(sheets.respondents!.length);
  for (const [sheet, key, target, targetKey] of [
    ["ratings", "respondent_id", "respondents", "respondent_id"],
    ["ratings", "product_id", "products", "product_id"],
    ["ratings", "question_id", "questions", "question_id"],
    ["follow_up_answers", "respondent_id", "respondents", "respondent_id"],
    ["follow_up_answers", "follow_up_id", "follow_ups", "follow_up_id"],
    ["follow_up_answers", "question_id", "questions", "question_id"],
    ["follow_ups", "question_id", "questions", "question_id"],
    ["segmentation_answers", "respondent_id", "respondents", "respondent_id"],
    ["segmentation_answers", "demographic_id", "segmentation_questions", "demographic_id"],
    ["products", "question_id", "questions", "question_id"],
  ] as const) {
    const have = ids(target, targetKey);
    const orphans = sheets[sheet]!.filter((r) => !have.has(r[key]));
    expect(orphans, `${sheet}.${key} → ${target}`).toEqual([]);
  }
  return sheets;
}

describe("export_results_relational", () => {
  it("one sheet per entity, in order, with snake_case headers; streamed as an .xlsx attachment", async () => {
    const res = await postExport(w.token, w.brandId, w.surveyId);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="relational-export-.+\.xlsx"$/);
    const { wb } = await readSheets(res.bytes);
    expect(wb.worksheets.map((s) => s.name)).toEqual(EXPORT_SHEET_NAMES);
    for (const ws of wb.worksheets) {
      expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(EXPORT_SHEETS[ws.name as keyof typeof EXPORT_SHEETS].map((c) => c.key));
    }
  });

  it("unfiltered: the ratings sheet folds to the ratings and sentiment reports; every id joins", async () => {
    const sheets = await exportAndCompare(undefined);
    // 160 counted respondents × 2 products; previews and unfinished respondents are left out everywhere.
    expect(sheets.ratings!.length).toBe(320);
    expect(sheets.segmentation_answers!.length).toBe(160);
    expect(sheets.follow_up_answers!.length).toBe(w.countedFollowUpAnswers);
    expect(sheets.products!.map((p) => p.product_id)).toEqual([w.p1, w.p2]);
    expect(sheets.study![0]).toMatchObject({ survey_id: w.surveyId, brand_id: w.brandId, status: "Closed", filtered: false });
    expect(sheets.filters_applied).toEqual([]);
  });

  it("filtered by country and by a demographic answer: the same figures as the reports under the same filters", async () => {
    const byCountry = await exportAndCompare({ country: [w.aa] });
    expect(byCountry.respondents!.length).toBe(60);
    expect(byCountry.respondents!.every((r) => r.country_id === w.aa)).toBe(true);
    const dogs = { demographics: [{ demographic_id: w.question, answers: ["Yes"] }] };
    const sheets = await exportAndCompare(dogs);
    expect(sheets.respondents!.length).toBe(30);
    expect(sheets.study![0]!.filtered).toBe(true);
    expect(sheets.filters_applied).toEqual([{ filter: "demographics", key: w.question, value: "Yes", label: "Owns a dog" }]);
  });

  it("formula-like texts come back as text, apostrophe-prefixed, also after conversion to CSV", async () => {
    const res = await postExport(w.token, w.brandId, w.surveyId);
    const { wb, sheets } = await readSheets(res.bytes);
    expect(sheets.products!.map((p) => p.name)).toEqual([`'${FORMULA_TEXTS[0]}`, `'${FORMULA_TEXTS[1]}`]);
    expect(sheets.follow_ups![0]!.positive_title).toBe(`'${FORMULA_TEXTS[2]}`);
    // (XML turns a bare CR inside a cell into LF when the file is read: the text after the apostrophe, not its start.)
    const texts = new Set(sheets.follow_up_answers!.map((a) => a.text_value).filter((t) => t !== null));
    expect(texts).toEqual(new Set([`'${FORMULA_TEXTS[4]}`, `'\nx`]));
    // No cell anywhere is a formula, and every cell holding one of the texts is a string cell.
    let formulaLike = 0;
    wb.eachSheet((ws) =>
      ws.eachRow((row) =>
        row.eachCell((cell) => {
          expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
          if (typeof cell.value === "string" && [...FORMULA_TEXTS, "\nx"].some((t) => cell.value === `'${t}`)) {
            formulaLike += 1;
            expect(cell.type).toBe(ExcelJS.ValueType.String);
          }
        }),
      ),
    );
    expect(formulaLike).toBeGreaterThanOrEqual(6);
    // Saved as CSV, the names still start with the apostrophe: opened again, they are text, not formulas.
    const csv = (await wb.csv.writeBuffer({ sheetName: "products" })).toString();
    const names = csv.split("\n").slice(1).map((line) => line.split(",")[4]);
    expect(names.every((n) => n?.startsWith("'") || n?.startsWith(`"'`))).toBe(true);
  });
});

describe("nothing to export, and bad input: clear 4xx, never a 500", () => {
  it("a study with no answers is a 409 saying so (previews and unfinished respondents are not answers)", async () => {
    const empty = await study(w.brandId, { status: "Active", products: 2, respondents: { started: 3, preview: 2 } });
    const res = await postExport(w.token, w.brandId, empty.id);
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ detail: EXPORT_MSG.noAnswers, code: "no_answers" });
    const none = await study(w.brandId, { status: "Draft", products: 0 });
    expect((await postExport(w.token, w.brandId, none.id)).json?.detail).toBe(EXPORT_MSG.noAnswers);
  });

  it("a filter that selects nobody is a 409 saying so", async () => {
    const res = await postExport(w.token, w.brandId, w.surveyId, { filter: { country: [w.aa], languages: ["xx"] } });
    expect(res.status).toBe(409);
    expect(res.json?.detail).toBe(EXPORT_MSG.noneSelected);
  });

  it("malformed ids, unknown fields, bad filters: 400 naming the problem", async () => {
    expect((await postExport(w.token, w.brandId, "not-an-id")).status).toBe(400);
    expect((await postExport(w.token, "xyz", w.surveyId)).status).toBe(400);
    expect((await postExport(w.token, w.brandId, w.surveyId, { filter: {}, colour: "red" })).status).toBe(400);
    expect((await postExport(w.token, w.brandId, w.surveyId, "{not json")).status).toBe(400);
    const reversed = await postExport(w.token, w.brandId, w.surveyId, { filter: { summed_values: { start_range: 5, end_range: 1 } } });
    expect(reversed.status).toBe(400);
    expect(reversed.json?.detail).toContain(RESULTS_FILTER_MSG.reversedRange);
    // An option of another brand: the same 400 the reports give.
    const foreign = await postExport(w.token, w.brandId, w.surveyId, { filter: { consumer_profiles: [w.otherBrandProfile] } });
    expect(foreign.status).toBe(400);
    expect(foreign.json?.detail).toBe(RESULTS_FILTER_MSG.unknownOption("consumer_profiles", w.otherBrandProfile));
    const ratings = await call(ratingsRoute.POST, { method: "POST", token: w.token, params: { id: w.brandId, surveyId: w.surveyId }, json: { filter: { consumer_profiles: [w.otherBrandProfile] } } });
    expect(foreign.json?.detail).toBe(ratings.json.detail);
  });

  it("another brand's study is a 404, another brand is a 403, no survey read is a 403, no sign-in a 401", async () => {
    const elsewhere = await createBrand();
    const theirs = await study(elsewhere.id, { products: 1, respondents: { completed: 2 } });
    expect((await postExport(w.token, w.brandId, theirs.id)).status).toBe(404);
    expect((await postExport(w.token, elsewhere.id, theirs.id)).status).toBe(403);
    const noRead = await createUser({ brands: { [w.brandId]: [["product", "read"]] } });
    expect((await postExport(noRead.token, w.brandId, w.surveyId)).status).toBe(403);
    expect((await postExport("", w.brandId, w.surveyId)).status).toBe(401);
    // Nothing was written by any of these (the export only reads).
    expect(await prisma.ratingAnswer.count({ where: { survey_id: w.surveyId } })).toBe(334);
  });
});
