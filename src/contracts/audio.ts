import { z } from "zod";

/*
 * Audio narration: the quote audio record, generation settings and jobs, waveforms and the upload rules of
 * SPEC.md §3, §5, §8 and §9. Voice ids themselves live with the voices (GET /api/voices); the server checks a
 * requested voice against that list and answers 400 naming every valid id.
 */

// ---------------------------------------------------------------------------------------------------------
// Generation settings (SPEC.md §9 defaults)

export const AUDIO_CODECS = ["mp3", "wav"] as const;
export type AudioCodec = (typeof AUDIO_CODECS)[number];

/** MP3 bitrates offered, in kbit/s (64k–192k). */
export const AUDIO_BITRATES = [64, 80, 96, 112, 128, 160, 192] as const;
export type AudioBitrate = (typeof AUDIO_BITRATES)[number];

export const SPEED_MIN = 0.5;
export const SPEED_MAX = 2;
export const PITCH_MIN = 0.5;
export const PITCH_MAX = 2;
export const TEMPERATURE_MIN = 0;
export const TEMPERATURE_MAX = 1;

/** Defaults of SPEC.md §9; the voice default is the first premium voice (chosen by the server). */
export const AUDIO_DEFAULTS = {
  speed: 1,
  pitch: 1,
  bitrate: "128k",
  codec: "mp3",
  temperature: 0.25,
} as const;

export const AUDIO_MESSAGES = {
  speed: `Speed must be between ${SPEED_MIN} and ${SPEED_MAX}`,
  pitch: `Pitch must be between ${PITCH_MIN} and ${PITCH_MAX}`,
  bitrate: `Bitrate must be one of ${AUDIO_BITRATES.map((b) => `${b}k`).join(", ")}`,
  codec: `Codec must be one of ${AUDIO_CODECS.join(", ")}`,
  temperature: `Temperature must be between ${TEMPERATURE_MIN} and ${TEMPERATURE_MAX}`,
  /** Followed by the valid ids, e.g. "Unknown voice. Valid voices: a, b". */
  unknownVoice: "Unknown voice. Valid voices:",
  generateFailed: "Failed to generate audio",
  deleteFailed: "Failed to delete audio",
  noAudio: "This quote has no audio",
  noWaveform: "This quote has no waveform",
  quoteIds: "Choose between 1 and 100 quotes",
  jobNotFound: "No such audio job",
  audioFileMissing: "Audio file missing",
  /** Upload rules (SPEC.md §7, word for word). */
  fileTooLarge: "File size must be less than 5MB",
  invalidFormat: "Invalid file format. Accepted formats: .mp3, .wav, .m4a, .webm, .ogg",
  tooLong: "Audio must be 60 seconds or shorter",
  unreadable: "Failed to load the audio file. Please try another file.",
  noFile: "Choose an audio file to upload",
  waveformRegenerated: "Waveform regenerated",
  waveformRegenerateFailed: "Failed to regenerate waveform",
} as const;

/** "128k", "128" or 128 → "128k"; anything else fails with the bitrate message. */
export const BitrateSchema = z
  .union([z.number(), z.string().regex(/^\d{2,3}k?$/i)], { error: AUDIO_MESSAGES.bitrate })
  .transform((v) => Number(String(v).replace(/k$/i, "")))
  .refine((n): n is AudioBitrate => (AUDIO_BITRATES as readonly number[]).includes(n), AUDIO_MESSAGES.bitrate)
  .transform((n) => `${n}k`);

const ranged = (min: number, max: number, message: string) =>
  z.number({ error: message }).min(min, message).max(max, message);

/** The settings a generation may choose; every one optional (defaults of §9). */
export const AudioSettingsInputSchema = z.object({
  voice: z.string().trim().min(1).max(64).optional(),
  speed: ranged(SPEED_MIN, SPEED_MAX, AUDIO_MESSAGES.speed).optional(),
  pitch: ranged(PITCH_MIN, PITCH_MAX, AUDIO_MESSAGES.pitch).optional(),
  bitrate: BitrateSchema.optional(),
  codec: z.enum(AUDIO_CODECS, { error: AUDIO_MESSAGES.codec }).optional(),
  temperature: ranged(TEMPERATURE_MIN, TEMPERATURE_MAX, AUDIO_MESSAGES.temperature).optional(),
});
export type AudioSettingsInput = z.input<typeof AudioSettingsInputSchema>;

/** `POST /api/quotes/{id}/generate-audio` body. */
export const GenerateAudioBodySchema = AudioSettingsInputSchema;
export type GenerateAudioBody = z.input<typeof GenerateAudioBodySchema>;

/** Settings as stored in `quote_audio.tts_settings`, every default filled in. */
export const TtsSettingsSchema = z.object({
  voice: z.string(),
  speed: z.number(),
  pitch: z.number(),
  bitrate: z.string(),
  codec: z.enum(AUDIO_CODECS),
  temperature: z.number(),
});
export type TtsSettings = z.infer<typeof TtsSettingsSchema>;

export const BULK_MAX_QUOTES = 100;

/** `POST /api/audio/generate` body: up to 100 quotes, one set of settings. */
export const BulkGenerateBodySchema = AudioSettingsInputSchema.extend({
  quote_ids: z
    .array(z.uuid(), { error: AUDIO_MESSAGES.quoteIds })
    .min(1, AUDIO_MESSAGES.quoteIds)
    .max(BULK_MAX_QUOTES, AUDIO_MESSAGES.quoteIds),
});
export type BulkGenerateBody = z.input<typeof BulkGenerateBodySchema>;

// ---------------------------------------------------------------------------------------------------------
// Records

/** SPEC.md §3 Quote audio, as `GET /api/quotes/{id}/audio` answers it. */
export const QuoteAudioSchema = z.object({
  quote_id: z.string(),
  audio_url: z.string(),
  /** The stored file's key in the media store (shown to admins). */
  audio_file_path: z.string(),
  created_by_admin: z.boolean(),
  tts_voice: z.string().nullable(),
  tts_settings: TtsSettingsSchema.nullable(),
  /** Bytes. */
  file_size: z.number().int(),
  /** Seconds. */
  duration: z.number(),
  /** Set by the admin verify call when the stored file is gone. */
  file_missing: z.boolean(),
  created_at: z.string(),
});
export type QuoteAudio = z.infer<typeof QuoteAudioSchema>;

export const AUDIO_JOB_STATES = ["queued", "running", "completed", "failed"] as const;
export type AudioJobState = (typeof AUDIO_JOB_STATES)[number];

/** A generation job (`GET /api/audio/jobs/{id}`). */
export const AudioJobSchema = z.object({
  id: z.string(),
  state: z.enum(AUDIO_JOB_STATES),
  /** 0–1. */
  progress: z.number().min(0).max(1),
  quote_id: z.string(),
  error: z.string().optional(),
  /** The quote audio record once completed. */
  result: QuoteAudioSchema.optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AudioJob = z.infer<typeof AudioJobSchema>;

/** 202 answer of a generation that outlasted the wait, and of bulk generation. */
export const AudioJobAcceptedSchema = z.object({
  job_id: z.string(),
  quote_id: z.string(),
  state: z.enum(AUDIO_JOB_STATES),
});
export const BulkGenerateAcceptedSchema = z.object({
  jobs: z.array(AudioJobAcceptedSchema),
  job_ids: z.array(z.string()),
});
export type BulkGenerateAccepted = z.infer<typeof BulkGenerateAcceptedSchema>;

// ---------------------------------------------------------------------------------------------------------
// Waveforms (SPEC.md §3 Waveform data)

export const WAVEFORM_MAX_PEAKS = 4096;
/** Peaks the server computes per second of audio are resampled to this many bars. */
export const WAVEFORM_DEFAULT_RESOLUTION = 200;
export const WAVEFORM_SAMPLE_RATE = 44100;

export const WaveformSchema = z.object({
  peaks: z.array(z.number().min(0).max(1)).min(1).max(WAVEFORM_MAX_PEAKS),
  resolution: z.number().int().min(1).max(WAVEFORM_MAX_PEAKS),
  sampleRate: z.number().int().min(1).max(384_000),
  generatedAt: z.string(),
});
export type Waveform = z.infer<typeof WaveformSchema>;

/** `POST /api/audio/waveform/{quoteId}` body. */
export const WaveformBodySchema = WaveformSchema.omit({ generatedAt: true });
export type WaveformBody = z.infer<typeof WaveformBodySchema>;

// ---------------------------------------------------------------------------------------------------------
// Upload and recording (SPEC.md §7 and §9)

export const AUDIO_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const AUDIO_MAX_SECONDS = 60;
export const AUDIO_UPLOAD_EXTENSIONS = [".mp3", ".wav", ".m4a", ".webm", ".ogg"] as const;
/** What the file chooser accepts (the server checks content, not names). */
export const AUDIO_UPLOAD_ACCEPT = [
  ...AUDIO_UPLOAD_EXTENSIONS,
  "audio/mpeg",
  "audio/wav",
  "audio/x-wav",
  "audio/mp4",
  "audio/x-m4a",
  "audio/webm",
  "audio/ogg",
].join(",");
/** Multipart field name of `POST /api/quotes/{id}/audio`. */
export const AUDIO_UPLOAD_FIELD = "file";

// ---------------------------------------------------------------------------------------------------------
// Verify (admin)

export const AudioVerifyResultSchema = z.object({
  checked: z.number().int(),
  missing: z.array(
    z.object({
      quote_id: z.string(),
      audio_url: z.string(),
      audio_file_path: z.string(),
    }),
  ),
});
export type AudioVerifyResult = z.infer<typeof AudioVerifyResultSchema>;

export const AudioDeletedSchema = z.object({ quote_id: z.string(), deleted: z.literal(true) });
