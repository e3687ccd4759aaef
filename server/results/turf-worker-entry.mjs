import "server-only";
// The line-efficiency (TURF) search worker's entry (P9 item 5; server/results/turf-worker.ts starts it). A plain ES
// module that Node loads from the source tree, so no bundler ever rewrites it: it loads turf-worker.ts (and through it
// lib/results/turf.ts) with tsx's scoped loader (tsImport: TypeScript for these imports only, no global hooks), then
// answers each request { id, task } with { id, threadId, result } or { id, threadId, error }, one at a time.
// Messages sent while it loads wait on the port (it starts when the listener below is attached).
import { parentPort, threadId } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

if (!parentPort) throw new Error("turf-worker-entry.mjs runs only as a worker thread (server/results/turf-worker.ts).");
const port = parentPort;
const { runTurfTask } = await tsImport("./turf-worker.ts", import.meta.url);

port.on("message", ({ id, task }) => {
  try {
    port.postMessage({ id, threadId, result: runTurfTask(task) });
  } catch (err) {
    port.postMessage({ id, threadId, error: err instanceof Error ? err.message : String(err) });
  }
});
