// The relational export of a study's results (spec 3 §7 `POST /brand/{b}/survey/{s}/export_results_relational`,
// timeout 120 s; P13 item 5): its sheets and columns, its request and job-status shapes, its texts and limits. The
// server writes exactly these sheets in this order (server/export/write-relational.ts). Column names are snake_case
// and every row carries the database ids it joins on (docs/decisions.md P13 "Relational export"). Pure.
import { z } from "zod";
import { ID_PATTERN } from "@/lib/ids";

export type TColumnKind = "id" | "text" | "number" | "bool" | "date" | "json";

export interface TExportColumn {
  key: string;
  kind: TColumnKind;
}

const col = (key: string, kind: TColumnKind = "text"): TExportColumn => ({ key, kind });

/** The sheets, in the workbook's order; each sheet's first column is its own id (filters_applied has none). */
export const EXPORT_SHEETS = {
  study: [
    col("survey_id", "id"), col("brand_id", "id"), col("title"), col("type"), col("status"), col("language"),
    col("date_created", "date"), col("date_published", "date"), col("date_closed", "date"),
    col("counted_respondents", "number"), col("filtered", "bool"), col("exported_at", "date"),
  ],
  products: [
    col("product_id", "id"), col("survey_id", "id"), col("question_id", "id"), col("order", "number"), col("name"), col("sku"),
    col("style_number"), col("price", "number"), col("msrp_initial", "number"), col("sales_plan", "number"), col("categories", "json"),
    col("disabled", "bool"),
  ],
  questions: [
    col("question_id", "id"), col("survey_id", "id"), col("product_id", "id"), col("type"), col("text"), col("star_low"), col("star_high"),
    col("required", "bool"), col("disabled", "bool"),
  ],
  follow_ups: [
    col("follow_up_id", "id"), col("question_id", "id"), col("order", "number"), col("type"), col("standard_why", "bool"),
    col("fire_positive", "bool"), col("positive_title"), col("positive_options", "json"), col("fire_negative", "bool"),
    col("negative_title"), col("negative_options", "json"),
  ],
  segmentation_questions: [
    col("demographic_id", "id"), col("survey_id", "id"), col("order", "number"), col("type"), col("title"), col("dashboard_title"),
    col("options", "json"), col("point_values", "json"), col("required", "bool"),
  ],
  respondents: [
    col("respondent_id", "id"), col("survey_id", "id"), col("status"), col("started_at", "date"), col("completed_at", "date"),
    col("country_id", "id"), col("country_code"), col("audience_id", "id"), col("audience_type"), col("consumer_profile_id", "id"),
    col("consumer_profile"), col("segmentation_profile_id", "id"), col("segmentation_profile"), col("language"), col("region"),
    col("state"), col("device"), col("browser"), col("summed_points", "number"),
  ],
  ratings: [col("rating_id", "id"), col("respondent_id", "id"), col("product_id", "id"), col("question_id", "id"), col("rating", "number")],
  follow_up_answers: [
    col("answer_id", "id"), col("respondent_id", "id"), col("product_id", "id"), col("question_id", "id"), col("follow_up_id", "id"),
    col("side"), col("values", "json"), col("text_value"), col("star_value", "number"),
  ],
  segmentation_answers: [
    col("answer_id", "id"), col("respondent_id", "id"), col("demographic_id", "id"), col("values", "json"), col("text_value"),
    col("points", "number"),
  ],
  filters_applied: [col("filter"), col("key"), col("value"), col("label")],
} as const satisfies Record<string, readonly TExportColumn[]>;

export type TExportSheet = keyof typeof EXPORT_SHEETS;
export const EXPORT_SHEET_NAMES = Object.keys(EXPORT_SHEETS) as TExportSheet[];

/** A row of a sheet, by column key. */
export type TExportRow = Record<string, unknown>;

/**
 * Exports whose estimated row count (respondents + ratings + follow-up answers + segmentation answers) is above this
 * run as a background job; smaller ones stream in the response. Set from the bench (docs/decisions.md P13): the
 * writer does 47,000–65,000 rows a second on the bench machine, so this is at most ~13 s of work, well inside the
 * spec's 120 s even on a machine several times slower or busy.
 */
export const EXPORT_SYNC_MAX_ROWS = 600_000;

/** Rows read from PostgreSQL per fetch. */
export const EXPORT_BATCH_ROWS = 2_000;

export const EXPORT_MSG = {
  noAnswers: "This study has no answers yet, so there is nothing to export.",
  noneSelected: "No respondents match these filters, so there is nothing to export. Change or clear the filters.",
  jobNotFound: "Export not found.",
  failed: "The export failed. Please try again.",
  badJobId: "Must be an export job id.",
} as const;

/** The body: optional results filters, exactly as the report calls take them (lib/results/filters.ts checks them). */
export const ZExportRequest = z.object({ filter: z.unknown().optional() }).strict();

export const ZExportParams = z.object({
  id: z.string().regex(ID_PATTERN, { message: "Must be a 24-character lowercase hexadecimal id." }),
  surveyId: z.string().regex(ID_PATTERN, { message: "Must be a 24-character lowercase hexadecimal id." }),
});

/** The status call's path: the job id's shape is checked by the service, after access (a refusal never depends on it). */
export const ZExportJobParams = ZExportParams.extend({ jobId: z.string() });

/** An export job id (a pg-boss uuid). */
export const ZExportJobId = z.uuid({ message: "Must be an export job id." });

export type TExportJobStatus = "queued" | "running" | "done" | "failed";

/** GET …/export_results_relational/{jobId} and the 202 of a POST that became a job. */
export interface TExportJob {
  job_id: string;
  status: TExportJobStatus;
  rows_written: number;
  /** Estimated up front; the rows written may differ a little when answers arrive meanwhile. */
  total_rows: number;
  /** When done: a signed same-origin link to the file, valid for a few minutes (a new one on every status call). */
  download_url: string | null;
  error: string | null;
}

/** "relational-export-<title>-<yyyy-mm-dd>.xlsx": the title reduced to letters, digits and dashes, at most 60. */
export function exportFileName(title: string, at: Date): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  return `relational-export-${slug || "study"}-${at.toISOString().slice(0, 10)}.xlsx`;
}

/** Whether an export of `rows` estimated rows streams in the response (true) or runs as a job. */
export function exportRunsInline(rows: number, maxRows: number = EXPORT_SYNC_MAX_ROWS): boolean {
  return rows <= maxRows;
}
