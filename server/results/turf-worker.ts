import "server-only";
// Line efficiency (TURF, P9 item 5: "search in a worker thread, so the event loop stays free"). The search
// (lib/results/turf.ts) runs in ONE long-lived node:worker_threads Worker per process, shared by every route bundle
// (its state lives on globalThis, like the Prisma client); requests queue on it and answer in order. The product
// bitsets are transferred, not copied. The worker is unref'd while idle, so it never keeps a process (a test run, a
// script) alive, and terminated before the process exits.
//
// Bundler-independent by design (docs/decisions.md P9, TURF worker): the worker's entry is the plain ES module
// server/results/turf-worker-entry.mjs, loaded by Node from the source tree (path resolved from the working
// directory, as server/survey/live-page.ts reads public/), never by Next's bundler. The entry loads THIS file and
// lib/results/turf.ts through tsx's scoped loader (tsx is a runtime dependency: `npm start` runs on it), so the same
// code runs in the worker under vitest, tsx and `next start` alike. A worker that cannot start or dies fails the
// request with a clear error (500, logged); nothing falls back to computing on the event loop.
//
// Only relative imports here: the worker loads this file outside the bundler's path aliases.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { countBits, lineEfficiency, reachOf, type TBitset, type TTurfSet } from "../../lib/results/turf";

export interface TTurfTask {
  /** One bitset per product (the buffers are transferred to the worker: unusable here afterwards). */
  sets: TBitset[];
  respondents: number;
  /** Search set sizes 1…maxK (≤ the number of products). */
  maxK: number;
  /** Product indexes of a set to compare with the best set of its size (the sales plan), or null. */
  plan: number[] | null;
}

export interface TTurfResult {
  /** The best set for k = 1…maxK (lib/results/turf.ts#lineEfficiency). */
  sets: TTurfSet[];
  /** Each product's own reach. */
  singles: number[];
  /** The plan's reach and frequency, and the best set of the plan's size (searched even when larger than maxK). */
  plan: { reach: number; frequency: number; best: TTurfSet } | null;
}

/** What the worker runs for one request (pure; exported for the entry file). */
export function runTurfTask(task: TTurfTask): TTurfResult {
  const n = task.sets.length;
  const planSize = task.plan?.length ?? 0;
  const curve = lineEfficiency(task.sets, task.respondents, Math.min(n, Math.max(task.maxK, planSize)));
  const singles = task.sets.map(countBits);
  let plan: TTurfResult["plan"] = null;
  if (task.plan && planSize > 0) {
    const reach = reachOf(task.sets, task.plan);
    const hits = task.plan.reduce((s, p) => s + singles[p]!, 0);
    plan = { reach, frequency: reach > 0 ? hits / reach : 0, best: curve[planSize - 1]! };
  }
  return { sets: curve.slice(0, task.maxK), singles, plan };
}

/** The worker's entry, beside this file in the source tree. */
export const TURF_WORKER_ENTRY = path.join(process.cwd(), "server/results/turf-worker-entry.mjs");

/**
 * The worker starts from a one-line script that imports the entry by URL. Handing the path to `new Worker` directly
 * lets the production bundler (Turbopack) follow it and try to bundle the entry and tsx's esbuild binary, which fails
 * the build; a string it does not read keeps the entry out of every bundle.
 */
const BOOTSTRAP = `import(${JSON.stringify(pathToFileURL(TURF_WORKER_ENTRY).href)});`;

type TAnswer = { id: number; threadId: number } & ({ result: TTurfResult } | { error: string });

interface TPending {
  resolve: (r: TTurfResult) => void;
  reject: (e: Error) => void;
}

interface TState {
  worker: Worker | null;
  next: number;
  pending: Map<number, TPending>;
  /** Answers received from a worker thread (tests read it: the search ran off the event loop). */
  runs: number;
  /** The worker thread's id as it reported it with its last answer. */
  threadId: number | null;
  exitHooked: boolean;
}

const holder = globalThis as unknown as { __turfWorker?: TState };
const state = (): TState => (holder.__turfWorker ??= { worker: null, next: 1, pending: new Map(), runs: 0, threadId: null, exitHooked: false });

const failure = (why: string) => new Error(`Line efficiency: the search worker failed (${why}).`);

function failAll(s: TState, err: Error) {
  const waiting = [...s.pending.values()];
  s.pending.clear();
  for (const p of waiting) p.reject(err);
}

function startWorker(s: TState): Worker {
  // execArgv: [] — the worker needs no flag of the parent (test runner, tsx CLI): its entry brings its own loader.
  const worker = new Worker(BOOTSTRAP, { eval: true, execArgv: [], name: "turf-search" });
  worker.unref();
  worker.on("message", (m: TAnswer) => {
    const p = s.pending.get(m.id);
    if (!p) return;
    s.pending.delete(m.id);
    if (s.pending.size === 0) worker.unref();
    s.runs += 1;
    s.threadId = m.threadId;
    if ("error" in m) p.reject(failure(m.error));
    else p.resolve(m.result);
  });
  worker.on("error", (err) => {
    console.error("[turf] search worker error", err);
    if (s.worker === worker) s.worker = null;
    failAll(s, failure(err.message));
  });
  worker.on("exit", (code) => {
    if (s.worker === worker) s.worker = null;
    if (s.pending.size) failAll(s, failure(`it exited with code ${code}`));
  });
  if (!s.exitHooked) {
    s.exitHooked = true;
    process.once("beforeExit", () => void stopTurfWorker());
  }
  return worker;
}

/** Runs the search in the worker thread; the sets' buffers are transferred (empty here once sent). */
export function runTurfSearch(task: TTurfTask): Promise<TTurfResult> {
  const s = state();
  const worker = (s.worker ??= startWorker(s));
  const id = s.next++;
  return new Promise<TTurfResult>((resolve, reject) => {
    s.pending.set(id, { resolve, reject });
    // Busy: keep the process alive until the answer arrives (a script awaiting it would otherwise just exit).
    if (s.pending.size === 1) worker.ref();
    const buffers = [...new Set(task.sets.map((b) => b.buffer as ArrayBuffer))];
    try {
      worker.postMessage({ id, task }, buffers);
    } catch (err) {
      s.pending.delete(id);
      if (s.pending.size === 0) worker.unref();
      reject(failure(err instanceof Error ? err.message : String(err)));
    }
  });
}

/** Terminates the worker (process exit, tests); the next search starts a new one. */
export async function stopTurfWorker(): Promise<void> {
  const s = state();
  const worker = s.worker;
  s.worker = null;
  if (worker) await worker.terminate();
}

/** How many searches a worker thread answered, and that thread's id (a test hook: proof the search ran off-thread). */
export function turfWorkerStats(): { runs: number; threadId: number | null } {
  const s = state();
  return { runs: s.runs, threadId: s.threadId };
}
