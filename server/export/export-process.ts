import "server-only";
// Runs one relational export job in a process of its own (P13 item 5, "Must show › peak memory ≤ 300 MB"): a 100k ×
// 15 export writes 2.2 M rows, and even streamed, the garbage it makes grows the heap of whichever process runs it. In
// the server's process that is the web server's memory too; in its own, with a capped heap, the export's peak stays
// bounded (BENCH_ONLY=export prints it) and a crash or a stop cannot take the server with it. The child loads
// export-job.ts through tsx (server/export/export-process-entry.mjs, as the TURF worker does) and reports progress in
// the job's folder as before; stopping the job (pg-boss's signal) kills it.
import { fork } from "node:child_process";
import path from "node:path";
import type { TExportJobData } from "./export-job";

/** The child's V8 heap ceiling: the writer streams, so this only makes the garbage collector keep up. */
export const EXPORT_PROCESS_HEAP_MB = 96;

/** The entry, beside this file in the source tree (a path built at run time, which no bundler follows). */
const ENTRY = path.join(process.cwd(), "server/export/export-process-entry.mjs");

export interface TExportProcessResult {
  rows_written: number;
  total_rows: number;
  /** The child's peak resident memory, bytes. */
  maxRss: number;
}

type TMessage = { ready: true } | { result: { rows_written: number; total_rows: number }; maxRss: number } | { error: string; maxRss: number };

export function runExportJobInProcess(jobId: string, data: TExportJobData | unknown, signal?: AbortSignal): Promise<TExportProcessResult> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new Error("The export was stopped."));
    const child = fork(ENTRY, [], {
      execArgv: [`--max-old-space-size=${EXPORT_PROCESS_HEAP_MB}`],
      serialization: "json",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    let settled = false;
    const done = (fn: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener("abort", stop);
      fn();
    };
    const stop = () => {
      child.kill("SIGTERM");
      done(() => reject(new Error("The export was stopped.")));
    };
    signal?.addEventListener("abort", stop, { once: true });
    child.on("message", (m: TMessage) => {
      if ("ready" in m) child.send({ jobId, data });
      else if ("error" in m) done(() => reject(new Error(m.error)));
      else done(() => resolve({ ...m.result, maxRss: m.maxRss }));
    });
    child.on("error", (err) => done(() => reject(err)));
    child.on("exit", (code, sig) => done(() => reject(new Error(`The export process ended without an answer (${sig ?? `code ${code}`}).`))));
  });
}
