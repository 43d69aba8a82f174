/** A real SMTP server on loopback for the suites that send mail (smtp-server), and a free port finder. */
import { createServer, type AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { createServer as createHttpServer } from "node:http";

export class TestSmtp {
  private server: SMTPServer | null = null;
  port = 0;

  /** `onMail` receives each message: its recipients (comma-separated) and its raw MIME text (latin1). */
  constructor(private readonly onMail: (to: string, raw: string) => void) {}

  /** Listens on `port` (0: any free one); returns the port. */
  async start(port = 0): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          this.onMail(
            session.envelope.rcptTo.map((r) => r.address).join(","),
            Buffer.concat(chunks).toString("latin1"),
          );
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
    return this.port;
  }

  async stop(): Promise<void> {
    const s = this.server;
    this.server = null;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  }
}

/**
 * A free port kept bound until `release()`: a server listening on port 0 meanwhile (a sandbox) cannot be handed the
 * same port by the kernel, as it can be after freePort() (EADDRINUSE at the later listen). Release it just before
 * listening on it.
 */
export async function reservePort(): Promise<{ port: number; release: () => Promise<void> }> {
  // A caller that reaches it meanwhile (the payment sandbox checks its webhook URLs at start) is answered at once and
  // let go: a connection left open would hold close() for ever.
  const srv = createHttpServer((_req, res) => void res.writeHead(503, { connection: "close" }).end());
  await new Promise<void>((r) => srv.listen(0, "127.0.0.1", () => r()));
  const { port } = srv.address() as AddressInfo;
  return {
    port,
    release: () =>
      new Promise<void>((r) => {
        srv.close(() => r());
        srv.closeAllConnections();
      }),
  };
}

export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, "127.0.0.1", () => r()));
  const { port } = srv.address() as AddressInfo;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}
