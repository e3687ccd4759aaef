import net from "node:net";

/** A TCP port free on 127.0.0.1: `preferred` when it is, else one the OS picks. */
export async function freePort(preferred = 0): Promise<number> {
  const tryPort = (p: number) =>
    new Promise<number>((resolve, reject) => {
      const srv = net.createServer();
      srv.once("error", reject);
      srv.listen(p, "127.0.0.1", () => {
        const port = (srv.address() as net.AddressInfo).port;
        srv.close(() => resolve(port));
      });
    });
  return tryPort(preferred).catch(() => tryPort(0));
}
