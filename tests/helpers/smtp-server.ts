import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** An SMTP server in this process that keeps every message it receives; `url` is an SMTP_URL for the app. */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  /**
   * Set `failing` to refuse that many next messages with a temporary 451 (a greylisting or busy server); with `to`,
   * only messages to that address.
   */
  const faults: { failing: number; to?: string } = { failing: 0 };
  // smtp-server's own certificate has expired: no STARTTLS, no AUTH (the app's transport ignores TLS).
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const addressed = !faults.to || session.envelope.rcptTo.some((r) => r.address === faults.to);
        if (faults.failing > 0 && addressed) {
          faults.failing -= 1;
          return callback(Object.assign(new Error("4.3.0 Mail server busy, try again later"), { responseCode: 451 }));
        }
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    faults,
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
