// App processes for the realtime tests: each runs tests/integration/support/realtime-node.ts on a free port against
// this worker's database (or `env.DATABASE_URL`: the snip fan-out bench, tests/bench/snip-fanout.ts, uses its own);
// graphql-ws clients connect to them. closeAll() disposes the clients and stops the processes, waiting until they exit.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { freePort } from "../../../scripts/lib/net";

const root = path.resolve(import.meta.dirname, "../../..");

/** Up to this long for a process to exit after SIGTERM, then SIGKILL. */
const EXIT_WAIT_MS = 10_000;

export function realtimeProcesses(opts: { env?: Record<string, string> } = {}) {
  const procs: ChildProcess[] = [];
  const clients: Client[] = [];

  /** Starts one app process and answers its port once it listens. */
  async function startNode(): Promise<number> {
    const port = await freePort();
    const child = spawn(path.join(root, "node_modules/.bin/tsx"), [path.join(root, "tests/integration/support/realtime-node.ts"), String(port)], {
      cwd: root,
      env: { ...process.env, ...opts.env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    procs.push(child);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("app process did not start")), 100_000);
      child.stdout!.on("data", (d: Buffer) => {
        if (d.toString().includes(`listening ${port}`)) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once("exit", (code) => reject(new Error(`app process exited with ${code}`)));
    });
    return port;
  }

  /** A graphql-ws client of the process on `port`, with these connection params. */
  function connect(port: number, connectionParams: Record<string, string>): Client {
    const c = createClient({ url: `ws://127.0.0.1:${port}/api/v1/subscriptions`, webSocketImpl: WebSocket, connectionParams, retryAttempts: 0 });
    clients.push(c);
    return c;
  }

  async function closeAll(): Promise<void> {
    await Promise.all(clients.splice(0).map((c) => c.dispose()));
    await Promise.all(procs.splice(0).map(stop));
  }

  /** SIGTERM (the node closes its server and pub/sub, then exits), SIGKILL if it is still running later. */
  function stop(p: ChildProcess): Promise<void> {
    if (p.exitCode !== null || p.signalCode !== null) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => p.kill("SIGKILL"), EXIT_WAIT_MS);
      p.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
      p.kill("SIGTERM");
    });
  }

  return { startNode, connect, closeAll };
}
