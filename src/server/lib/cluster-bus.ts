/**
 * What one app process tells the others after a write, so that their in-process caches follow:
 * - `quotes`: quote lists, aggregates and what is made of them (rendered pages, the daily quote, the feed);
 * - `session`: one session was revoked (sign-out);
 * - `user`: a user's row or sessions changed (disabled, role, password, profile, deleted).
 */
export type ClusterMessage =
  /**
   * `soft`: a change that may show a moment late; `scope: "moderation"`: only the admins' lists changed (see
   * `QuoteEvents.invalidate`).
   */
  | { kind: "quotes"; soft?: boolean; scope?: "moderation" }
  | { kind: "session"; sessionId: string }
  | { kind: "user"; userId: string };

/**
 * Keeps the in-process caches of several app processes consistent. The process that writes clears its own
 * caches, then publishes; every other process applies the message through the same code path.
 */
export interface ClusterBus {
  /** Tells the other processes; resolves once sent (or once sending failed, which is logged, never thrown). */
  publish(message: ClusterMessage): Promise<void>;
  /** Runs `handler` for every message from another process. */
  subscribe(handler: (message: ClusterMessage) => void): void;
  /** Runs `handler` when messages may have been missed (the subscription came back after a drop). */
  onResync(handler: () => void): void;
  /**
   * Whether messages from other processes are arriving. True for a single process (there are no others);
   * false while a shared bus is disconnected, when caches that must never be stale are bypassed.
   */
  readonly live: boolean;
  /** Whether other processes may share the data (caches that are otherwise off can rely on this bus). */
  readonly shared: boolean;
  /** Whether the bus works right now: subscribed, and Redis answers (readiness checks). */
  reachable(): Promise<boolean>;
  close(): Promise<void>;
}

/** One process alone: nothing to tell anyone. */
export class LocalBus implements ClusterBus {
  readonly live = true;
  readonly shared = false;
  async publish(_message: ClusterMessage) {}
  async reachable() {
    return true;
  }
  subscribe() {}
  onResync() {}
  async close() {}
}
