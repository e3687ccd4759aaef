// One step of `npm test` (scripts/test-all.ts) in its own process group, with a guard against a runner that hangs
// after writing its report (docs/decisions.md P11 #18).
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

export interface TStepOptions {
  cwd: string;
  env?: Record<string, string>;
  /** The runner's JSON report: once it is complete, the runner has `graceMs` to exit before it is stopped. */
  report?: string;
  graceMs?: number;
  /** How often the report is looked at. */
  pollMs?: number;
}

export interface TStepResult {
  ok: boolean;
  /** The runner wrote its report but did not exit, and was stopped. */
  hung: boolean;
  seconds: number;
}

/** The running step's process group, so an interrupt of the caller can be passed on to it. */
let current: number | undefined;
export const runningGroup = () => current;

export async function runStep(cmd: string, args: string[], opts: TStepOptions): Promise<TStepResult> {
  const started = Date.now();
  const graceMs = opts.graceMs ?? 60_000;
  const child = spawn(cmd, args, { cwd: opts.cwd, stdio: "inherit", env: { ...process.env, ...opts.env }, detached: true });
  current = child.pid;
  const exited = new Promise<number | null>((resolve) => {
    child.once("exit", (code) => resolve(code));
    child.once("error", () => resolve(null));
  });
  let hung = false;
  let done = false;
  let completeSince = 0;
  const timer = opts.report
    ? setInterval(() => {
        if (done) return;
        if (!reportIsComplete(opts.report)) return void (completeSince = 0);
        completeSince ||= Date.now();
        if (Date.now() - completeSince < graceMs) return;
        hung = true;
        console.log(`⚠ the report is written but the runner did not exit within ${graceMs / 1000} s; stopping it`);
        killGroup(child.pid);
      }, opts.pollMs ?? 5_000)
    : null;
  const code = await exited;
  done = true;
  if (timer) clearInterval(timer);
  killGroup(child.pid); // workers the runner left behind
  current = undefined;
  return { ok: code === 0 || (hung && reportIsComplete(opts.report)), hung, seconds: (Date.now() - started) / 1000 };
}

export function killGroup(pid: number | undefined): void {
  if (!pid) return;
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // the group is gone already
  }
}

function reportIsComplete(report: string | undefined): boolean {
  if (!report || !existsSync(report)) return false;
  try {
    JSON.parse(readFileSync(report, "utf8"));
    return true;
  } catch {
    return false; // still being written
  }
}
