import type { AudioVerifyResult } from "#contracts/audio.ts";
import type { Db } from "#server/db/client.ts";
import type { MediaStore } from "#server/media/media-store.ts";
import { allPendingPaths } from "./audio-review.repository.ts";
import { PENDING_AUDIO_PREFIX } from "./audio-review.service.ts";
import * as repo from "./audio.repository.ts";

/** A file without a row is an orphan only once it is this old (a job may be between its write and commit). */
const ORPHAN_MIN_AGE_MS = 10 * 60_000;

/** Removes the files under `prefix` no row points at, once old enough; answers their keys. */
async function removeOrphans(media: MediaStore, prefix: string, referenced: Set<string>): Promise<string[]> {
  const removed: string[] = [];
  for (const key of await media.list(prefix)) {
    if (referenced.has(key)) continue;
    const stat = await media.stat(key);
    if (stat && Date.now() - stat.modifiedMs > ORPHAN_MIN_AGE_MS && (await media.delete(key))) removed.push(key);
  }
  return removed;
}

/**
 * Checks every audio row's file: missing ones are listed and flagged, found ones unflagged. Files no row points
 * at (a deleted quote's, a decided submission's) are removed once older than any write still in progress.
 */
export async function verifyAudioFiles(db: Db, media: MediaStore): Promise<AudioVerifyResult> {
  const rows = await repo.allAudio(db);
  const orphans = [
    ...(await removeOrphans(media, "audio/", new Set(rows.map((r) => r.audioFilePath)))),
    ...(await removeOrphans(media, PENDING_AUDIO_PREFIX, await allPendingPaths(db))),
  ];
  const missing: repo.QuoteAudioRow[] = [];
  const present: string[] = [];
  for (const row of rows) {
    const stat = await media.stat(row.audioFilePath).catch(() => undefined);
    if (stat) present.push(row.quoteId);
    else missing.push(row);
  }
  await repo.setFileMissing(
    db,
    missing.map((r) => r.quoteId),
    true,
  );
  await repo.setFileMissing(
    db,
    present.filter((id) => rows.find((r) => r.quoteId === id)?.fileMissing),
    false,
  );
  return {
    checked: rows.length,
    orphans_removed: orphans,
    missing: missing.map((r) => ({
      quote_id: r.quoteId,
      audio_url: r.audioUrl,
      audio_file_path: r.audioFilePath,
    })),
  };
}
