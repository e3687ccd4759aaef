import "server-only";
// Writes the relational export (P13 item 5) to a stream: one worksheet per entity (lib/export/relational.ts), with
// exceljs's streaming WorkbookWriter, each sheet written and committed before the next begins (the zip takes its
// entries in order). Every row is read on ONE connection in one read-only REPEATABLE READ transaction, so all sheets
// come from the same snapshot and join exactly; the large sheets are read through server-side cursors a batch at a
// time, so memory stays flat whatever the study's size. Texts go through exportCell (formula-injection guard).
import type { Writable } from "node:stream";
import ExcelJS from "exceljs";
import pg from "pg";
import { poolConfigFromUrl } from "@/lib/db-url";
import { exportCell } from "@/lib/export/safe-text";
import { EXPORT_BATCH_ROWS, EXPORT_SHEETS, type TExportRow, type TExportSheet } from "@/lib/export/relational";
import { filtersAppliedRows } from "@/lib/export/filters-applied";
import { Prisma } from "../generated/prisma/client";
import { databaseUrl } from "../db";
import { COUNTED } from "../results/respondent-filter";
import type { TExportScope } from "./export-scope";

export interface TWriteRelationalOptions {
  /** Called after each batch of the large sheets with the rows written so far. */
  onProgress?: (rowsWritten: number) => void | Promise<void>;
  /** Stops the export (the stream is then destroyed by the caller). */
  signal?: AbortSignal;
  /** The export's time (study sheet's exported_at). */
  now?: Date;
}

const DATE_FORMAT = "yyyy-mm-dd hh:mm:ss";
/** Pause writing while more than this many bytes of a sheet's XML wait to be compressed or sent. */
const BACKLOG_LIMIT = 2 * 1024 * 1024;

type TSheet = { addRow(values: unknown[]): { commit(): void }; commit(): void };

class ExportAborted extends Error {
  constructor() {
    super("The export was stopped.");
    this.name = "ExportAborted";
  }
}

/**
 * The bytes of a sheet's XML not yet compressed: exceljs' sheet stream pushes into archiver's entry stream without
 * backpressure, so a writer faster than deflate (or than a slow reader of the answer, which pauses the zip) would
 * pile the whole sheet up in memory (measured: 450 MB for 1.5 M rows). Read from the two libraries' internals (the
 * sheet's StreamBuf buffers and the PassThrough archiver feeds from it); if their shape ever changes this answers 0,
 * which only turns the pacing off.
 */
function backlogOf(ws: TSheet): number {
  type TBuffered = { _writableState?: { length?: number }; _readableState?: { length?: number } };
  const stream = (ws as unknown as { stream?: { buffers?: { length?: number }[]; pipes?: TBuffered[] } }).stream;
  let bytes = 0;
  for (const b of stream?.buffers ?? []) bytes += b.length ?? 0;
  for (const p of stream?.pipes ?? []) bytes += (p._writableState?.length ?? 0) + (p._readableState?.length ?? 0);
  return bytes;
}

/** Waits while the sheet's backlog is over the limit (or the output asks to), so memory stays flat. */
async function settle(ws: TSheet, out: Writable, signal?: AbortSignal): Promise<void> {
  for (;;) {
    if (signal?.aborted || out.destroyed) throw new ExportAborted();
    if (!out.writableNeedDrain && backlogOf(ws) <= BACKLOG_LIMIT) return;
    await new Promise((r) => setTimeout(r, 1));
  }
}

async function* cursor(client: pg.Client, name: string, query: Prisma.Sql): AsyncGenerator<TExportRow[]> {
  await client.query(`DECLARE ${name} NO SCROLL CURSOR FOR ${query.text}`, query.values);
  try {
    for (;;) {
      const { rows } = await client.query<TExportRow>(`FETCH ${EXPORT_BATCH_ROWS} FROM ${name}`);
      if (rows.length) yield rows;
      if (rows.length < EXPORT_BATCH_ROWS) return;
    }
  } finally {
    await client.query(`CLOSE ${name}`).catch(() => undefined);
  }
}

async function all(client: pg.Client, query: Prisma.Sql): Promise<TExportRow[]> {
  return (await client.query<TExportRow>(query.text, query.values)).rows;
}

/** Writes the export of `scope` to `out` and ends it. Answers the rows written to the large sheets. */
export async function writeRelationalWorkbook(scope: TExportScope, out: Writable, opts: TWriteRelationalOptions = {}): Promise<number> {
  const { study, filter, products, questions } = scope;
  const now = opts.now ?? new Date();
  const client = new pg.Client({ ...poolConfigFromUrl(databaseUrl()), application_name: "relational-export" });
  await client.connect();
  let written = 0;
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });

    const open = (name: TExportSheet): TSheet => {
      const ws = wb.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1 }] });
      ws.columns = EXPORT_SHEETS[name].map((c) => ({
        header: c.key,
        key: c.key,
        width: c.kind === "id" ? 26 : c.kind === "date" ? 20 : c.kind === "number" || c.kind === "bool" ? 12 : 24,
        ...(c.kind === "date" ? { style: { numFmt: DATE_FORMAT } } : {}),
      }));
      const header = ws.getRow(1);
      header.font = { bold: true };
      header.commit();
      return ws as unknown as TSheet;
    };
    const keys = (name: TExportSheet) => EXPORT_SHEETS[name].map((c) => c.key);
    const put = (ws: TSheet, columns: string[], row: TExportRow) => ws.addRow(columns.map((k) => exportCell(row[k]))).commit();

    /** A small sheet: every row at once. */
    const small = async (name: TExportSheet, rows: TExportRow[]) => {
      const ws = open(name);
      const columns = keys(name);
      for (const row of rows) put(ws, columns, row);
      ws.commit();
      await settle(ws, out, opts.signal);
    };
    /** A large sheet: a cursor, a batch at a time, with progress and backpressure. */
    const large = async (name: TExportSheet, query: Prisma.Sql) => {
      const ws = open(name);
      const columns = keys(name);
      for await (const batch of cursor(client, `export_${name}`, query)) {
        for (const row of batch) put(ws, columns, row);
        written += batch.length;
        await opts.onProgress?.(written);
        await settle(ws, out, opts.signal);
      }
      ws.commit();
      await settle(ws, out, opts.signal);
    };

    const counted = Prisma.sql`${COUNTED} AND (${filter.where})`;
    const [head] = await all(client, Prisma.sql`
      SELECT s.id AS survey_id, s.brand_id, s.title, s.type::text AS type, s.status::text AS status, s.language,
        s.date_created, s.date_published, s.date_closed
      FROM "Survey" s WHERE s.id = ${study.id}`);
    await small("study", [{ ...head, counted_respondents: scope.counts.respondents, filtered: filter.narrows, exported_at: now }]);

    const questionOf = new Map(products.map((p, i) => [p, questions[i] ?? null]));
    const productRows = await all(client, Prisma.sql`
      SELECT sp.product_id, sp.survey_id, sp."order", p.name, p.product_id AS sku, p.style_number, p.price, sp.msrp_initial,
        sp.sales_plan, p.categories, sp.disabled
      FROM "SurveyProduct" sp JOIN "Product" p ON p.id = sp.product_id
      WHERE sp.survey_id = ${study.id} AND sp.product_id = ANY(${products}::text[])
      ORDER BY sp."order", sp.product_id`);
    await small("products", productRows.map((r) => ({ ...r, question_id: questionOf.get(String(r.product_id)) ?? null })));

    // The study's template question (no product) and the questions of the exported products.
    const questionRows = await all(client, Prisma.sql`
      SELECT q.id AS question_id, q.survey_id, q.product_id, q.type, q.text, q.star_low, q.star_high, q.required, q.disabled
      FROM "Question" q
      WHERE q.survey_id = ${study.id} AND (q.product_id IS NULL OR q.product_id = ANY(${products}::text[]))
      ORDER BY q.product_id NULLS FIRST, q.id`);
    await small("questions", questionRows);

    await small("follow_ups", await all(client, Prisma.sql`
      SELECT f.id AS follow_up_id, f.question_id, f."order", f.type::text AS type, f.standard_why, f.fire_positive, f.positive_title,
        f.positive_options, f.fire_negative, f.negative_title, f.negative_options
      FROM "FollowUp" f
      WHERE f.question_id = ANY(${questionRows.map((q) => String(q.question_id))}::text[])
      ORDER BY f.question_id, f."order", f.id`));

    await small("segmentation_questions", await all(client, Prisma.sql`
      SELECT d.id AS demographic_id, sd.survey_id, sd."order", d.type::text AS type, d.title, d.dashboard_title, d.options,
        d.point_values, sd.required
      FROM "SurveyDemographic" sd JOIN "DemographicQuestion" d ON d.id = sd.demographic_id
      WHERE sd.survey_id = ${study.id}
      ORDER BY sd."order", d.id`));

    await large("respondents", Prisma.sql`
      SELECT r.id AS respondent_id, r.survey_id, r.status::text AS status, r.started_at, r.completed_at, r.country_id, c.code AS country_code,
        r.audience_id, r.audience_type::text AS audience_type, r.consumer_profile_id, cp.title AS consumer_profile,
        r.segmentation_profile_id, sg.profile_name AS segmentation_profile, r.language, r.region, r.state, r.device, r.browser,
        r.summed_points
      FROM "Respondent" r
        LEFT JOIN "Country" c ON c.id = r.country_id
        LEFT JOIN "ConsumerProfile" cp ON cp.id = r.consumer_profile_id
        LEFT JOIN "SegmentationProfile" sg ON sg.id = r.segmentation_profile_id
      WHERE ${counted}
      ORDER BY r.id`);

    await large("ratings", Prisma.sql`
      SELECT a.id AS rating_id, a.respondent_id, a.product_id, a.question_id, a.rating
      FROM "Respondent" r JOIN "RatingAnswer" a ON a.respondent_id = r.id
      WHERE ${counted} AND a.product_id = ANY(${products}::text[])
      ORDER BY a.respondent_id, a.product_id`);

    await large("follow_up_answers", Prisma.sql`
      SELECT a.id AS answer_id, a.respondent_id, a.product_id, a.question_id, a.follow_up_id, a.side::text AS side, a.values,
        a.text_value, a.star_value
      FROM "Respondent" r JOIN "FollowUpAnswer" a ON a.respondent_id = r.id
      WHERE ${counted} AND a.product_id = ANY(${products}::text[])
      ORDER BY a.respondent_id, a.product_id, a.follow_up_id`);

    await large("segmentation_answers", Prisma.sql`
      SELECT a.id AS answer_id, a.respondent_id, a.demographic_id, a.values, a.text_value, a.points
      FROM "Respondent" r JOIN "SegmentAnswer" a ON a.respondent_id = r.id
      WHERE ${counted}
      ORDER BY a.respondent_id, a.demographic_id`);

    const f = filter.filters;
    const ids = [...(f.country ?? []), ...(f.consumer_profiles ?? []), ...(f.segmentation_profile ?? []), ...(f.demographics ?? []).map((d) => d.demographic_id)];
    const labels = ids.length
      ? await all(client, Prisma.sql`
          SELECT id, country_name AS label FROM "Country" WHERE id = ANY(${ids}::text[])
          UNION ALL SELECT id, title FROM "ConsumerProfile" WHERE id = ANY(${ids}::text[])
          UNION ALL SELECT id, profile_name FROM "SegmentationProfile" WHERE id = ANY(${ids}::text[])
          UNION ALL SELECT id, title FROM "DemographicQuestion" WHERE id = ANY(${ids}::text[])`)
      : [];
    await small("filters_applied", filtersAppliedRows(f, new Map(labels.map((l) => [String(l.id), String(l.label)]))) as unknown as TExportRow[]);

    await client.query("COMMIT");
    await wb.commit();
    return written;
  } catch (err) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw err;
  } finally {
    await client.end().catch(() => undefined);
  }
}
