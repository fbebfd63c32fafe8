import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import type { ClusterBus, ClusterMessage } from "./cluster-bus.ts";

const KINDS = new Set(["quotes", "session", "user"]);

function parseMessage(text: string): { origin: string; message: ClusterMessage } | undefined {
  try {
    const parsed = JSON.parse(text) as { origin?: unknown; kind?: unknown; sessionId?: unknown; userId?: unknown };
    if (typeof parsed.origin !== "string" || typeof parsed.kind !== "string" || !KINDS.has(parsed.kind)) return;
    if (parsed.kind === "session" && typeof parsed.sessionId !== "string") return;
    if (parsed.kind === "user" && typeof parsed.userId !== "string") return;
    const { origin, ...message } = parsed;
    return { origin, message: message as ClusterMessage };
  } catch {
    return undefined;
  }
}

export interface RedisBusOptions {
  redisUrl: string;
  /** Key prefix shared by the processes of one deployment; the channel is `<prefix>:cluster`. */
  prefix: string;
  log: FastifyBaseLogger;
}

/**
 * Redis pub/sub between the processes of one deployment. Two connections: one subscribed, one publishing.
 * Redis going away never throws: the first error of an outage is logged, publishing is skipped meanwhile, and
 * when the subscription comes back every local cache is cleared once (something may have been missed).
 */
export class RedisClusterBus implements ClusterBus {
  readonly shared = true;
  /** This bus instance (several apps may run in one process, as in tests). */
  readonly origin = randomUUID();
  private readonly channel: string;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly handlers: ((message: ClusterMessage) => void)[] = [];
  private readonly resyncHandlers: (() => void)[] = [];
  private readonly log: FastifyBaseLogger;
  private subscribed = false;
  /** The subscription dropped (or never came up) since it was last established. */
  private missed = false;
  private publisherDownLogged = false;
  private subscriberDownLogged = false;
  private closed = false;

  constructor(options: RedisBusOptions) {
    this.channel = `${options.prefix}:cluster`;
    this.log = options.log;
    // No offline queue: a message that cannot go now is of no use later (the resync covers it).
    this.publisher = new Redis(options.redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 2_000,
    });
    this.publisher.on("error", (err: Error) => this.publisherDown(err));
    this.publisher.on("ready", () => (this.publisherDownLogged = false));

    this.subscriber = new Redis(options.redisUrl, {
      autoResubscribe: false,
      maxRetriesPerRequest: null,
      connectionName: `${options.prefix}:cluster-subscriber`,
    });
    this.subscriber.on("error", (err: Error) => this.subscriberDown(err));
    this.subscriber.on("close", () => this.subscriberDown());
    this.subscriber.on("ready", () => void this.resubscribe());
    this.subscriber.on("message", (channel: string, text: string) => {
      if (channel === this.channel) this.deliver(text);
    });
  }

  get live() {
    return this.subscribed;
  }

  /** Resolves once subscribed, or after `timeoutMs` (the process starts anyway; `live` tells the difference). */
  async ready(timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.subscribed && !this.closed && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  private async resubscribe() {
    try {
      await this.subscriber.subscribe(this.channel);
    } catch (err) {
      this.subscriberDown(err as Error);
      return;
    }
    this.subscribed = true;
    this.subscriberDownLogged = false;
    if (!this.missed) return;
    this.missed = false;
    this.log.warn("cluster bus: reconnected to Redis; local caches cleared (invalidations may have been missed)");
    for (const handler of this.resyncHandlers) this.safely(handler);
  }

  private subscriberDown(err?: Error) {
    this.subscribed = false;
    if (this.closed) return;
    this.missed = true;
    if (this.subscriberDownLogged) return;
    this.subscriberDownLogged = true;
    this.log.error({ err }, "cluster bus: Redis subscription lost; other processes' writes reach this one late");
  }

  private publisherDown(err: Error) {
    if (this.closed || this.publisherDownLogged) return;
    this.publisherDownLogged = true;
    this.log.error({ err }, "cluster bus: cannot publish to Redis; other processes' caches follow this one late");
  }

  private deliver(text: string) {
    const parsed = parseMessage(text);
    if (!parsed || parsed.origin === this.origin) return;
    for (const handler of this.handlers) this.safely(() => handler(parsed.message));
  }

  private safely(run: () => void) {
    try {
      run();
    } catch (err) {
      this.log.error({ err }, "cluster bus: a handler failed");
    }
  }

  async publish(message: ClusterMessage) {
    if (this.closed || this.publisher.status !== "ready") {
      if (!this.closed) this.publisherDown(new Error(`Redis connection is ${this.publisher.status}`));
      return;
    }
    try {
      await this.publisher.publish(this.channel, JSON.stringify({ origin: this.origin, ...message }));
    } catch (err) {
      this.publisherDown(err as Error);
    }
  }

  async reachable() {
    if (!this.subscribed || this.publisher.status !== "ready") return false;
    return this.publisher.ping().then(
      () => true,
      () => false,
    );
  }

  subscribe(handler: (message: ClusterMessage) => void) {
    this.handlers.push(handler);
  }

  onResync(handler: () => void) {
    this.resyncHandlers.push(handler);
  }

  async close() {
    this.closed = true;
    this.subscribed = false;
    await Promise.all(
      [this.subscriber, this.publisher].map((connection) =>
        connection.quit().then(
          () => {},
          () => connection.disconnect(),
        ),
      ),
    );
  }
}
