import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { BACKGROUND_UPLOADS_PER_MEMBER, backgroundTypeOf, CUSTOM_BACKGROUND_PREFIX } from "#contracts/backgrounds.ts";
import type { Db } from "#server/db/client.ts";
import { quotes } from "#server/db/schema/index.ts";
import type { MediaStore } from "#server/media/media-store.ts";
import type { ImageFormat } from "./image-sniff.ts";

/** An upload no quote uses yet is kept at least this long: the quote it was chosen for may not be saved yet. */
export const UNUSED_UPLOAD_GRACE_MS = 60 * 60_000;

const folderOf = (userId: string) => `${CUSTOM_BACKGROUND_PREFIX}${userId}`;

/**
 * Members' uploaded background pictures in the media store, one folder per member
 * (`backgrounds/{member id}/custom-{random uuid}.{ext}`): a member keeps at most BACKGROUND_UPLOADS_PER_MEMBER,
 * and a picture goes once no quote uses it — when its quote is deleted or given another background, and with
 * the member's account (pictures that kept approved quotes still show stay until those quotes let go of them).
 * Whether a quote uses a picture is asked of the quotes table by URL, so a picture shared by several quotes
 * (or an upload from before the folders) stays while any of them shows it.
 */
export class BackgroundUploads {
  constructor(
    private readonly db: Db,
    private readonly media: MediaStore,
    private readonly perMember = BACKGROUND_UPLOADS_PER_MEMBER,
  ) {}

  /** Where a member's new picture goes: their folder, under a random name nobody can guess or collide with. */
  newKey(userId: string, format: ImageFormat): string {
    return `${folderOf(userId)}/custom-${randomUUID()}.${format}`;
  }

  /**
   * Whether the member may store one more picture. At the limit, their pictures no quote uses and older than
   * UNUSED_UPLOAD_GRACE_MS (tried in an editor, never saved) are removed first.
   */
  async hasRoom(userId: string): Promise<boolean> {
    const keys = await this.media.list(folderOf(userId));
    if (keys.length < this.perMember) return true;
    const removed = await this.removeUnused(keys, Date.now() - UNUSED_UPLOAD_GRACE_MS);
    return keys.length - removed < this.perMember;
  }

  /** A quote let go of `url` (deleted, or another background chosen): the picture goes if no quote uses it. */
  async release(url: string): Promise<void> {
    if (backgroundTypeOf(url) !== "custom") return;
    const key = this.media.keyFromUrl(url);
    if (key) await this.removeUnused([key]);
  }

  /** A deleted member's pictures, except those a remaining (approved, now ownerless) quote still shows. */
  async removeUploadsOf(userId: string): Promise<void> {
    await this.removeUnused(await this.media.list(folderOf(userId)));
  }

  /** Deletes the pictures among `keys` no quote uses (and, with `modifiedBefore`, only older ones); answers how many. */
  private async removeUnused(keys: string[], modifiedBefore?: number): Promise<number> {
    if (keys.length === 0) return 0;
    const byUrl = new Map(keys.map((key) => [this.media.urlFor(key), key]));
    const used = await this.db
      .selectDistinct({ url: quotes.backgroundUrl })
      .from(quotes)
      .where(inArray(quotes.backgroundUrl, [...byUrl.keys()]));
    const inUse = new Set(used.map((row) => row.url));
    let removed = 0;
    for (const [url, key] of byUrl) {
      if (inUse.has(url)) continue;
      if (modifiedBefore !== undefined) {
        const stat = await this.media.stat(key);
        if (!stat || stat.modifiedMs > modifiedBefore) continue;
      }
      if (await this.media.delete(key)) removed++;
    }
    return removed;
  }
}
