import "server-only";
// The study shape of the live hot path (start, answers, complete, resume), cached per process. Loading the shape
// is a dozen queries; every respondent request needs it, so a process keeps the last shape of each study and
// reuses it while the study's stamp (status + date_modified, read by the caller's own query) is unchanged and the
// entry is younger than the TTL (shapeTtlMs). Status changes (publish, close, auto-close) change the stamp at once; edits
// that do not bump date_modified (segmentation writes, P5 decision) reach respondents within the TTL. Writes that
// depend on fresh numbers (assignment counts, quota counts, the study status in complete) re-read them in their
// own transaction, so the cache never decides a limit.
import type { TStudyShape } from "@/lib/survey/shape";
import { prisma } from "../db";
import { loadStudyShape } from "./load-study-shape";

/** LIVE_SHAPE_TTL_MS (default 5000; 0 turns the cache off — the integration tests edit studies behind its back). */
export function shapeTtlMs(): number {
  const n = Number(process.env.LIVE_SHAPE_TTL_MS ?? "5000");
  return Number.isFinite(n) && n >= 0 ? n : 5_000;
}
const MAX_ENTRIES = 500;

interface TEntry {
  shape: TStudyShape;
  stamp: string;
  at: number;
}

// Route handlers are bundled apart from the custom server: one cache per process lives on globalThis.
const g = globalThis as unknown as { __liveShapeCache?: Map<string, TEntry> };
const cache = (): Map<string, TEntry> => (g.__liveShapeCache ??= new Map());

/** SQL for a study's stamp (select it as `stamp` next to whatever the caller reads). */
export const STAMP_SQL = `s.status::text || ':' || (extract(epoch from s.date_modified) * 1000)::bigint::text`;

/** The shape of study `surveyId` whose current stamp is `stamp`, from the cache when it is still valid. */
export async function shapeForStamp(surveyId: string, stamp: string): Promise<TStudyShape | null> {
  const hit = cache().get(surveyId);
  if (hit && hit.stamp === stamp && Date.now() - hit.at < shapeTtlMs()) return hit.shape;
  const shape = await loadStudyShape({ id: surveyId });
  if (shape) {
    const c = cache();
    if (c.size >= MAX_ENTRIES) c.delete(c.keys().next().value!);
    c.set(surveyId, { shape, stamp, at: Date.now() });
  }
  return shape;
}

/** The current shape of the study with this short id (one small query when the cache holds it). */
export async function currentStudyShape(shortId: string): Promise<TStudyShape | null> {
  const [row] = await prisma.$queryRawUnsafe<{ id: string; stamp: string }[]>(
    `SELECT s.id, ${STAMP_SQL} AS stamp FROM "Survey" s WHERE s.short_id = $1`,
    shortId,
  );
  return row ? shapeForStamp(row.id, row.stamp) : null;
}
