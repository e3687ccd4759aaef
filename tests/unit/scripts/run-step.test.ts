// `npm test`'s step runner: a runner that writes its report and then hangs is stopped and judged by the report
// (docs/decisions.md P11 #18); anything else is judged by its exit code.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runStep } from "@/scripts/lib/run-step";

let dir: string;
let report: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "run-step-"));
  report = path.join(dir, "report.json");
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const node = process.execPath;
const fast = { graceMs: 300, pollMs: 50 };
/** A child of the runner that would outlive it, like a test worker; its pid is written to `file`. */
const grandchild = (file: string) =>
  `const c = require("child_process").spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });` +
  `require("fs").writeFileSync(${JSON.stringify(file)}, String(c.pid));`;
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("runStep", () => {
  it("stops a runner that hangs after writing a complete report, with its children, and passes it", async () => {
    const pidFile = path.join(dir, "pid");
    const script = `${grandchild(pidFile)} require("fs").writeFileSync(${JSON.stringify(report)}, "{}"); setInterval(() => {}, 1000);`;
    const r = await runStep(node, ["-e", script], { cwd: dir, report, ...fast });
    expect(r).toMatchObject({ ok: true, hung: true });
    const pid = Number(readFileSync(pidFile, "utf8"));
    await expect.poll(() => alive(pid), { timeout: 10_000 }).toBe(false);
  }, 30_000);

  it("waits for a runner whose report is still incomplete, and fails it when it exits non-zero", async () => {
    const script = `require("fs").writeFileSync(${JSON.stringify(report)}, "{"); setTimeout(() => { process.exitCode = 3; }, 800);`;
    const r = await runStep(node, ["-e", script], { cwd: dir, report, ...fast });
    expect(r).toMatchObject({ ok: false, hung: false });
    expect(r.seconds).toBeGreaterThanOrEqual(0.7);
  }, 30_000);

  it("judges a runner that exits by its exit code, report or not", async () => {
    await expect(runStep(node, ["-e", "process.exitCode = 0"], { cwd: dir, report, ...fast })).resolves.toMatchObject({ ok: true, hung: false });
    await expect(runStep(node, ["-e", "process.exitCode = 1"], { cwd: dir, ...fast })).resolves.toMatchObject({ ok: false, hung: false });
  }, 30_000);

  it("fails a command that cannot start", async () => {
    await expect(runStep(path.join(dir, "missing"), [], { cwd: dir })).resolves.toMatchObject({ ok: false, hung: false });
  });

  it("leaves no child of a finished runner behind", async () => {
    const pidFile = path.join(dir, "pid");
    const r = await runStep(node, ["-e", `${grandchild(pidFile)} c.unref(); process.exitCode = 0;`], { cwd: dir });
    expect(r.ok).toBe(true);
    const pid = Number(readFileSync(pidFile, "utf8"));
    await expect.poll(() => alive(pid), { timeout: 10_000 }).toBe(false);
  }, 30_000);
});
