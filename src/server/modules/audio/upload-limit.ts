import type { AuthUser } from "#server/plugins/auth.ts";
import { can } from "#contracts/permissions.ts";
import { enforceLimit, type CounterStore } from "#server/plugins/rate-limit.ts";

/** Uploads and recordings one member may send an hour, refused or not: checking each costs a decode. */
export const AUDIO_UPLOADS_PER_HOUR = 10;
const WINDOW_MS = 60 * 60_000;

export const audioUploadLimitKey = (userId: string) => `audio-uploads:${userId}`;

/** Counts one upload by `user` and answers 429 with Retry-After past the hourly limit; admins are not limited. */
export async function enforceAudioUploadLimit(counters: CounterStore, user: AuthUser): Promise<void> {
  if (can(user.role, "generateAudio")) return;
  await enforceLimit(counters, audioUploadLimitKey(user.id), AUDIO_UPLOADS_PER_HOUR, WINDOW_MS);
}
