import "server-only";
// The relational export's own process (P13 item 5; server/export/export-process.ts starts it): a plain ES module Node
// loads from the source tree, so no bundler rewrites it. It loads export-job.ts with tsx's scoped loader, says it is
// ready, runs the one job it is then sent ({ jobId, data }), answers { result, maxRss } or { error } and exits.
import { tsImport } from "tsx/esm/api";

if (!process.send) throw new Error("export-process-entry.mjs runs only as a child process (server/export/export-process.ts).");
const { runExportJob } = await tsImport("./export-job.ts", import.meta.url);
const maxRss = () => process.resourceUsage().maxRSS * 1024;
const reply = (message, code) => process.send(message, () => process.exit(code));

process.once("message", async ({ jobId, data }) => {
  try {
    reply({ result: await runExportJob(jobId, data), maxRss: maxRss() }, 0);
  } catch (err) {
    reply({ error: err instanceof Error ? err.message : String(err), maxRss: maxRss() }, 1);
  }
});
process.send({ ready: true });
