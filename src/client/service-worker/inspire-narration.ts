/**
 * The narration of the last Inspire playlist, kept for playing offline: the address (GET /api/quotes/{id}/audio,
 * asked without a token, so only what anyone may hear) and the whole file of its first narrated quotes, within a
 * total size. Files already kept are not fetched again; those of an older playlist are dropped.
 */
import { CACHES, INSPIRE_AUDIO_LIMITS, narratedQuoteIds } from "./offline-rules.ts";

interface KeptNarration {
  info: string;
  audio: string;
}

async function fetchNarration(id: string, origin: string, cache: Cache): Promise<KeptNarration | undefined> {
  const info = `${origin}/api/quotes/${encodeURIComponent(id)}/audio`;
  const answer = await fetch(info, { credentials: "omit", headers: { Accept: "application/json" } });
  if (!answer.ok) return undefined;
  const { audio_url: audioUrl } = (await answer.clone().json()) as { audio_url?: unknown };
  if (typeof audioUrl !== "string") return undefined;
  const audio = new URL(audioUrl, origin);
  if (audio.origin !== origin || !audio.pathname.startsWith("/media/")) return undefined;
  if (!(await cache.match(audio.href))) {
    const file = await fetch(audio.href, { credentials: "omit" });
    if (file.status !== 200) return undefined;
    await cache.put(audio.href, file);
  }
  await cache.put(info, answer);
  return { info, audio: audio.href };
}

export async function keepNarration(playlist: unknown, origin: string): Promise<void> {
  const ids = narratedQuoteIds(playlist);
  const cache = await caches.open(CACHES.inspireAudio);
  const keep = new Set<string>();
  let bytes = 0;
  for (const id of ids) {
    try {
      const kept = await fetchNarration(id, origin, cache);
      if (!kept) continue;
      const size = Number((await cache.match(kept.audio))?.headers.get("Content-Length") ?? 0);
      if (bytes + size > INSPIRE_AUDIO_LIMITS.bytes) break;
      bytes += size;
      keep.add(kept.info);
      keep.add(kept.audio);
    } catch {
      // Offline, or gone: that quote shows for its time without narration.
    }
  }
  for (const request of await cache.keys()) if (!keep.has(request.url)) await cache.delete(request);
}
