// An app process for the rate-limit tests: the custom server's client-address step (server/index.ts:
// stampClientAddress with TRUST_PROXY from the environment) in front of the real POST /api/v1/auth route handler,
// on this worker's database. Without Next (the e2e tests cover it). Usage: tsx auth-node.ts <port>
import { createServer } from "node:http";
import * as authRoute from "../../../app/api/v1/auth/route";
import { stampClientAddress, trustFromEnv } from "../../../server/http/client-address";
import { toNextRequest } from "../../../server/http/incoming";
import { writeResponse } from "../../../server/http/live-fast-path";
import { problemResponse } from "../../../server/http/problem";
import { quit } from "../../../scripts/lib/quit";

const port = Number(process.argv[2]);
const trust = trustFromEnv();

const server = createServer((req, res) => {
  // As server/index.ts does for every request.
  const badForwarding = stampClientAddress(req, trust);
  if (badForwarding) return void writeResponse(res, problemResponse(badForwarding));
  if (req.method !== "POST" || req.url !== "/api/v1/auth") return void res.writeHead(404).end();
  toNextRequest(req, { maxBodyBytes: 1024 * 1024 })
    .then((request) => authRoute.POST(request, { params: Promise.resolve({}) }))
    .then(
      (response) => writeResponse(res, response),
      (err: unknown) => writeResponse(res, problemResponse(err)),
    );
});
server.listen(port, "127.0.0.1", () => console.log(`listening ${port}`));
process.on("SIGTERM", () => {
  server.close();
  quit(0);
});
