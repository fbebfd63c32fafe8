import type { ClusterBus } from "#server/lib/cluster-bus.ts";

export interface InvalidateOptions {
  /** The change may reach anonymous visitors a moment late (see `QuoteEvents.invalidate`). */
  soft?: boolean;
  /** Only what the admins' lists show changed (a quote that is not and was not approved). */
  scope?: "moderation";
}

/** Which caches a change drops: every one, or (`"moderation"`) only the admins' shared lists. */
export type InvalidationScope = InvalidateOptions["scope"];

/**
 * What happens to quotes, told to whoever keeps something made of them: invalidation after every write (here and,
 * through the cluster bus, in every other process), deletions, backgrounds no quote uses any more, and the
 * registry of caches built from quote data (for the admin debug call). The quotes module's own list caches, the
 * anonymous responses, rendered pages, the feed, the quote of the day and trending all listen here.
 */
export class QuoteEvents {
  private readonly cacheListeners = new Set<(soft: boolean, scope: InvalidationScope) => void>();
  private readonly invalidationListeners = new Set<(soft: boolean) => void>();
  private readonly deletionListeners = new Set<(id: string) => void>();
  private readonly backgroundListeners = new Set<(url: string) => void>();
  private readonly watchedCaches = new Map<string, () => string[]>();

  constructor(private readonly bus?: ClusterBus) {
    // Another process's write reaches these caches (and their listeners) as a write here does.
    this.bus?.subscribe((message) => {
      if (message.kind === "quotes") this.forgetCaches(message.soft === true, message.scope);
    });
    this.bus?.onResync(() => this.forgetCaches(false));
  }

  /**
   * Forget cached lists and aggregates after a write here, in every process: this one at once, the others
   * (through the bus) by the time the returned promise resolves. It never rejects. `soft` is for changes nobody
   * waits to see, such as a background narration making a quote's `has_audio` true: anonymous responses already
   * made are then served once more while they are made again, instead of every request waiting for the rebuild.
   * `scope: "moderation"` is for writes to quotes nobody but their owner and the admins can see: only the admins'
   * shared lists are dropped, and the public caches (and their listeners) stay as they are.
   */
  invalidate(options: InvalidateOptions = {}): Promise<void> {
    const soft = options.soft === true;
    this.forgetCaches(soft, options.scope);
    if (!this.bus) return Promise.resolve();
    return this.bus.publish({
      kind: "quotes",
      ...(soft ? { soft } : {}),
      ...(options.scope ? { scope: options.scope } : {}),
    });
  }

  /**
   * The quotes module's own caches: told of every invalidation with its scope (a moderation-only change drops
   * only the admins' shared lists).
   */
  onCachesInvalidated(listener: (soft: boolean, scope: InvalidationScope) => void) {
    this.cacheListeners.add(listener);
  }

  /**
   * Runs `listener` after every write, once the caches are dropped (rendered pages follow the lists). `soft`: the
   * change may reach anonymous visitors a moment late (their cached responses may be served while rebuilt).
   */
  onInvalidate(listener: (soft: boolean) => void) {
    this.invalidationListeners.add(listener);
  }

  /** Drops this process's cached lists and aggregates, and tells the listeners (rendered pages, feed, …). */
  private forgetCaches(soft: boolean, scope?: InvalidationScope) {
    if (scope !== "moderation") for (const listener of this.invalidationListeners) listener(soft);
    for (const listener of this.cacheListeners) listener(soft, scope);
  }

  /** Runs `listener` after a quote is deleted (its rows are gone; e.g. its media files go too). */
  onDeleted(listener: (id: string) => void) {
    this.deletionListeners.add(listener);
  }

  /** Tells the deletion listeners that the quote is gone. */
  deleted(id: string) {
    for (const listener of this.deletionListeners) listener(id);
  }

  /** Quotes deleted elsewhere (with their owner's account): caches dropped, deletion listeners told. */
  async quotesDeleted(ids: readonly string[]) {
    await this.invalidate();
    for (const id of ids) this.deleted(id);
  }

  /**
   * Runs `listener` with a background URL a quote no longer uses (the quote was deleted, or its background
   * replaced or removed), after the change is committed; e.g. an uploaded picture no quote uses any more goes.
   */
  onBackgroundReleased(listener: (url: string) => void) {
    this.backgroundListeners.add(listener);
  }

  /** Tells the listeners that no quote uses the background `url` since the committed change. */
  backgroundReleased(url: string) {
    for (const listener of this.backgroundListeners) listener(url);
  }

  /** Names a cache built from quote data and how to read its live entries' text (for the admin debug call). */
  watchCache(name: string, liveTexts: () => string[]) {
    this.watchedCaches.set(name, liveTexts);
  }

  /** The live entries' text of every watched cache, by name. */
  cachedTexts(): { name: string; texts: string[] }[] {
    return [...this.watchedCaches].map(([name, liveTexts]) => ({ name, texts: liveTexts() }));
  }
}
