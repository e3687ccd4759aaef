// App processes for the realtime tests: each runs tests/integration/support/realtime-node.ts on a free port against
// this worker's database; graphql-ws clients connect to them. closeAll() disposes the clients and stops the processes.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { freePort } from "../../../scripts/lib/net";

const root = path.resolve(import.meta.dirname, "../../..");

export function realtimeProcesses() {
  const procs: ChildProcess[] = [];
  const clients: Client[] = [];

  /** Starts one app process and answers its port once it listens. */
  async function startNode(): Promise<number> {
    const port = await freePort();
    const child = spawn(path.join(root, "node_modules/.bin/tsx"), [path.join(root, "tests/integration/support/realtime-node.ts"), String(port)], {
      cwd: root,
      env: { ...process.env },
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
    for (const c of clients) await c.dispose();
    for (const p of procs) p.kill("SIGTERM");
  }

  return { startNode, connect, closeAll };
}
