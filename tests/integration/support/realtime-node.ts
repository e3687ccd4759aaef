// A bare app process for the realtime tests: the same subscription endpoint and pub/sub the custom server
// attaches, without Next (which the e2e tests cover). Usage: tsx realtime-node.ts <port>
import { createServer } from "node:http";
import { attachSubscriptions } from "../../../server/realtime/ws-server";
import { presence } from "../../../server/realtime/presence";
import { pubsub } from "../../../server/realtime/pubsub";
import { quit } from "../../../scripts/lib/quit";

const port = Number(process.argv[2]);
const server = createServer((_req, res) => {
  res.writeHead(404).end();
});
attachSubscriptions(server);
await pubsub().start();
presence();
server.listen(port, "127.0.0.1", () => console.log(`listening ${port}`));
process.on("SIGTERM", () => {
  server.close();
  void pubsub().close().then(() => quit(0));
});
