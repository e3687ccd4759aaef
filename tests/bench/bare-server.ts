// The per-request floor for the access bench (P8 item 10): a bare Node HTTP server answering each request with one
// PostgreSQL query, on the same machine and database as the app. Usage: tsx tests/bench/bare-server.ts <port>
import { createServer } from "node:http";
import pg from "pg";
import { poolConfigFromUrl } from "../../lib/db-url";

const port = Number(process.argv[2]);
const pool = new pg.Pool({ ...poolConfigFromUrl(process.env.DATABASE_URL!), max: 10 });
createServer((_req, res) => {
  pool.query("SELECT 1 AS one").then(
    (r) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(r.rows[0])),
    () => res.writeHead(500).end(),
  );
}).listen(port, "127.0.0.1", () => console.log(`bare listening ${port}`));
