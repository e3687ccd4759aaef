// Relational export bench (P13 "Must show › npm run bench: export of 100k respondents × 15 products, with peak memory
// ≤ 300 MB and time printed"; wired into tests/bench/run.ts, alone with BENCH_ONLY=export). Runs in this process,
// through the services, on `databaseUrl`: the P9 bench's world and 100k study (tests/bench/results.ts: 100,000 counted
// respondents rating 15 products, plus 5% unfinished and 1% preview respondents who must not be exported, each with a
// gender and an age answer), plus a follow-up on every product's question answered after every rating of 1 or 2 —
// all seeded with INSERT … SELECT. Then the export is written to a file under the downloads folder, as the job does,
// with this process's RSS and V8 heap sampled every 10 ms and after every batch; printed: the counts, the time, rows a
// second, the file's size, the peak RSS and heap, and whether the export would stream inline or run as a job. Then the
// same export as the jobs worker runs it, in a process of its own with a capped heap (server/export/export-process.ts):
// its time and that process's peak RSS, which is the figure held against the 300 MB target.
// Prints figures, asserts nothing; deletes its brand at the end.
import { createWriteStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { poolConfigFromUrl, withDatabase } from "../../lib/db-url";
import { EXPORT_SYNC_MAX_ROWS, exportRunsInline } from "../../lib/export/relational";
import { newId } from "../../lib/ids";
import { loadActor } from "../../server/access/actor";
import { authorize } from "../../server/access/authorize";
import { downloadsDir } from "../../server/downloads/sign";
import { exportScope } from "../../server/export/export-scope";
import { writeRelationalWorkbook } from "../../server/export/write-relational";
import { exportJobFolder } from "../../server/export/export-job";
import { EXPORT_PROCESS_HEAP_MB, runExportJobInProcess } from "../../server/export/export-process";
import { randomUUID } from "node:crypto";
import { migrate } from "../../scripts/lib/migrate";
import { dropWorld, seedStudy, seedWorld } from "./results";

const MB = 1024 * 1024;
const TARGET_MB = 300;
const ms = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${n.toFixed(1)} ms`);
const n0 = (n: number) => n.toLocaleString("en-US");

/** A follow-up on each question of the study, answered (negative side) after every rating of 1 or 2. */
async function seedFollowUps(db: pg.Client, surveyId: string): Promise<number> {
  await db.query(
    `INSERT INTO "FollowUp" (question_id, "order", type, positive_title, negative_title, positive_options, negative_options)
     SELECT q.id, 0, 'choice', 'What do you like?', 'What would you change?', ARRAY['Colour', 'Fit', 'Price'], ARRAY['Colour', 'Fit', 'Price', '=Other']
     FROM "Question" q WHERE q.survey_id = $1`,
    [surveyId],
  );
  const answers = await db.query(
    `INSERT INTO "FollowUpAnswer" (survey_id, product_id, respondent_id, question_id, follow_up_id, side, values, text_value)
     SELECT a.survey_id, a.product_id, a.respondent_id, a.question_id, f.id, 'negative',
       ARRAY[(ARRAY['Colour', 'Fit', 'Price', '=Other'])[1 + (hashtext(a.id) & 3)]], CASE WHEN (hashtext(a.id) & 7) = 0 THEN 'Too expensive for what it is' END
     FROM "RatingAnswer" a JOIN "FollowUp" f ON f.question_id = a.question_id
     WHERE a.survey_id = $1 AND a.rating <= 2`,
    [surveyId],
  );
  return answers.rowCount ?? 0;
}

export async function benchExport(databaseUrl: string): Promise<void> {
  process.env.DATABASE_URL ??= databaseUrl;
  const db = new pg.Client(poolConfigFromUrl(databaseUrl));
  await db.connect();
  const tag = `export-${Date.now().toString(36)}`;
  let world: Awaited<ReturnType<typeof seedWorld>> | null = null;
  const folder = path.join(downloadsDir(), `bench-${newId()}`);
  try {
    const t0 = performance.now();
    world = await seedWorld(db, tag);
    // A 10k study first, analysed: on a fresh database PostgreSQL has no statistics yet, and the seed's rating-vector
    // refresh (one statement over every respondent) is planned for tiny tables and takes many minutes without them.
    await seedStudy(db, world, 10_000, `${tag}-10k`);
    await db.query(`ANALYZE "Respondent", "RatingAnswer", "RatingSlot"`);
    const study = await seedStudy(db, world, 100_000, `${tag}-100k`);
    const followUps = await seedFollowUps(db, study.surveyId);
    await db.query(`VACUUM ANALYZE "Respondent", "RatingAnswer", "SegmentAnswer", "FollowUpAnswer"`);
    await db.query("CHECKPOINT");
    console.log(
      `${"seed 15 × 10k, then 15 × 100k respondents (SQL)".padEnd(52)} ${ms(performance.now() - t0)}   ` +
        `(100k study: ${n0(study.respondents)} respondents, ${n0(study.ratings)} ratings, ${n0(followUps)} follow-up answers)`,
    );

    const actor = await loadActor(world.userId);
    if (!actor) throw new Error("benchExport: the bench admin did not load");
    const access = await authorize(actor, { brand: world.brandId, permission: "survey.read" });

    const t1 = performance.now();
    const scope = await exportScope(access, study.surveyId, undefined);
    const checkMs = performance.now() - t1;
    const { counts } = scope;
    console.log(
      `${"checks and row estimate (study, filter, counts)".padEnd(52)} ${ms(checkMs)}   (${n0(counts.respondents)} respondents, ${n0(counts.ratings)} ratings, ` +
        `${n0(counts.followUpAnswers)} follow-up answers, ${n0(counts.segmentationAnswers)} segmentation answers = ${n0(scope.totalRows)} rows)`,
    );
    console.log(
      `${"  inline or job (limit EXPORT_SYNC_MAX_ROWS)".padEnd(52)} ${exportRunsInline(scope.totalRows) ? "inline" : "job"} (${n0(scope.totalRows)} rows vs ${n0(EXPORT_SYNC_MAX_ROWS)})`,
    );

    await mkdir(folder, { recursive: true });
    const file = path.join(folder, "file.xlsx");
    (globalThis as { gc?: () => void }).gc?.();
    const startRss = process.memoryUsage().rss;
    let peakRss = startRss;
    let peakHeap = process.memoryUsage().heapUsed;
    const sample = () => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    };
    const timer = setInterval(sample, 10);
    const t2 = performance.now();
    let written = 0;
    try {
      written = await writeRelationalWorkbook(scope, createWriteStream(file), { onProgress: sample });
    } finally {
      clearInterval(timer);
      sample();
    }
    const writeMs = performance.now() - t2;
    const size = (await stat(file)).size;
    console.log(
      `${"export 15 × 100k to .xlsx in this process".padEnd(52)} ${ms(writeMs)}   ${n0(written)} rows, ${n0(Math.round(written / (writeMs / 1000)))} rows/s, ` +
        `file ${(size / MB).toFixed(1)} MB`,
    );
    console.log(
      `${"  memory (this bench process, after seeding)".padEnd(52)} RSS peak ${(peakRss / MB).toFixed(0)} MB (start ${(startRss / MB).toFixed(0)}, ` +
        `+${((peakRss - startRss) / MB).toFixed(0)}), heap peak ${(peakHeap / MB).toFixed(0)} MB`,
    );
    console.log(`${"  total (checks + export)".padEnd(52)} ${ms(checkMs + writeMs)}   spec timeout 120 s`);

    // As the jobs worker runs it: a process of its own (start-up, access check, scope, write, progress file).
    const jobId = randomUUID();
    try {
      const data = { surveyId: study.surveyId, brandId: world.brandId, userId: world.userId, filter: null, filename: "bench.xlsx", totalRows: scope.totalRows };
      const t3 = performance.now();
      const job = await runExportJobInProcess(jobId, data);
      const jobMs = performance.now() - t3;
      const verdict = job.maxRss / MB <= TARGET_MB ? "within" : "OVER";
      console.log(
        `${"export as a job, in its own process".padEnd(52)} ${ms(jobMs)}   ${n0(job.rows_written)} rows, heap cap ${EXPORT_PROCESS_HEAP_MB} MB, ` +
          `peak RSS ${(job.maxRss / MB).toFixed(0)} MB   target ≤ ${TARGET_MB} MB: ${verdict}`,
      );
    } finally {
      await rm(exportJobFolder(jobId), { recursive: true, force: true }).catch(() => undefined);
    }
  } finally {
    await rm(folder, { recursive: true, force: true }).catch(() => undefined);
    if (world) await dropWorld(db, world);
    await db.end();
  }
}

const OWN_DATABASE = "bench_export";

/** BENCH_ONLY=export: the bench on its own database (dropped, created, migrated and given the reference data here). */
export async function benchExportOwnDatabase(serverUrl: string): Promise<void> {
  const admin = new pg.Client(poolConfigFromUrl(withDatabase(serverUrl, "postgres")));
  await admin.connect();
  const url = withDatabase(serverUrl, OWN_DATABASE);
  try {
    const t0 = performance.now();
    await admin.query(`DROP DATABASE IF EXISTS ${OWN_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${OWN_DATABASE}`);
    migrate(url);
    const { seedReference } = await import("../../prisma/seed/reference");
    const { createPrisma } = await import("../../server/db");
    const prisma = createPrisma(url, 2);
    await seedReference(prisma);
    await prisma.$disconnect();
    console.log(`${"database, migrations and reference data".padEnd(52)} ${ms(performance.now() - t0)}`);
    process.env.DATABASE_URL = url;
    await benchExport(url);
    const { prisma: shared } = await import("../../server/db");
    await shared.$disconnect();
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${OWN_DATABASE} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}
