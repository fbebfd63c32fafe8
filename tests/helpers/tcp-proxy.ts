import net from "node:net";

/**
 * A TCP proxy on 127.0.0.1 in front of a shared server (PostgreSQL, Redis), so a test can make that server
 * vanish for the app — every open connection dropped, new ones refused — and come back, as a restart or a
 * network cut looks to a client, without touching the server itself.
 */
export class TcpProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  private constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Starts a proxy to `host:port` on a free local port. */
  static async start(targetHost: string, targetPort: number): Promise<TcpProxy> {
    const proxy = new TcpProxy(targetHost, targetPort);
    await proxy.listen();
    return proxy;
  }

  /** `url` with its host and port replaced by the proxy's. */
  rewrite(url: string): string {
    const parsed = new URL(url);
    parsed.hostname = "127.0.0.1";
    parsed.port = String(this.port);
    return parsed.toString();
  }

  private listen(): Promise<void> {
    const server = net.createServer((client) => this.pipe(client));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => {
        server.off("error", reject);
        this.port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  }

  /** While set, new connections are accepted and then left unanswered (a server that hangs). */
  private stalled = false;

  private pipe(client: net.Socket) {
    if (this.stalled) {
      this.sockets.add(client);
      client.on("close", () => this.sockets.delete(client));
      client.on("error", () => client.destroy());
      return;
    }
    const upstream = net.connect(this.targetPort, this.targetHost);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on("close", () => this.sockets.delete(socket));
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  }

  /** Drops every connection (reset) and refuses new ones until restore(). */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    const closed = server ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
    for (const socket of this.sockets) socket.resetAndDestroy();
    this.sockets.clear();
    await closed;
  }

  /** Drops every connection; new ones are accepted but never answered, until restore(). */
  async stall(): Promise<void> {
    await this.cut();
    this.stalled = true;
    await this.listen();
  }

  /** Accepts and forwards connections again, on the same port. */
  async restore(): Promise<void> {
    if (this.stalled) {
      this.stalled = false;
      for (const socket of this.sockets) socket.destroy();
      this.sockets.clear();
    }
    if (!this.server) await this.listen();
  }

  async close(): Promise<void> {
    await this.cut();
  }
}
