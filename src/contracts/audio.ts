import { z } from "zod";
import { TTS_MESSAGES, TtsSettingsSchema, type TtsSettings, type TtsSettingsInput } from "./voices.ts";

/*
 * Audio narration: the quote audio record, generation settings and jobs, waveforms and the upload rules of
 * docs/product/audio.md and docs/product/messages-and-limits.md. Voice ids and narration settings live with the voices (./voices.ts).
 */

// ---------------------------------------------------------------------------------------------------------
// Generation settings: the voices' contract (docs/product/messages-and-limits.md defaults, ranges and messages)

export const AUDIO_MESSAGES = {
  unknownVoice: TTS_MESSAGES.unknownVoice,
  speed: TTS_MESSAGES.speedRange,
  pitch: TTS_MESSAGES.pitchRange,
  bitrate: TTS_MESSAGES.bitrate,
  codec: TTS_MESSAGES.codec,
  temperature: TTS_MESSAGES.temperatureRange,
  generateFailed: "Failed to generate audio",
  deleteFailed: "Failed to delete audio",
  noAudio: "This quote has no audio",
  noWaveform: "This quote has no waveform",
  waveformAlreadySaved: "This audio's waveform is already saved; only an admin may redraw it",
  quoteIds: "Choose between 1 and 100 quotes",
  jobNotFound: "No such audio job",
  audioFileMissing: "Audio file missing",
  /** Upload rules (docs/product/audio.md, word for word). */
  fileTooLarge: "File size must be less than 5MB",
  invalidFormat: "Invalid file format. Accepted formats: .mp3, .wav, .m4a, .webm, .ogg",
  tooLong: "Audio must be 60 seconds or shorter",
  unreadable: "Failed to load the audio file. Please try another file.",
  noFile: "Choose an audio file to upload",
  waveformRegenerated: "Waveform regenerated",
  waveformRegenerateFailed: "Failed to regenerate waveform",
} as const;

/**
 * `POST /api/quotes/{id}/generate-audio` body: voice, speed, pitch, bitrate, codec, temperature, each optional
 * (defaults of docs/product/messages-and-limits.md; no voice: the default voice of the quote's language); an
 * unknown voice is refused with the list of valid ids, a voice that does not speak the quote's language with the
 * voices that do.
 */
export const GenerateAudioBodySchema = TtsSettingsSchema;
export type GenerateAudioBody = TtsSettingsInput;
export type { TtsSettings, TtsSettingsInput };

/** Settings as stored with an audio record (kept as written, even if the voices change later). */
export const StoredTtsSettingsSchema = z.object({
  voice: z.string(),
  speed: z.number(),
  pitch: z.number(),
  bitrate: z.string(),
  codec: z.string(),
  temperature: z.number(),
});
export type StoredTtsSettings = z.infer<typeof StoredTtsSettingsSchema>;

export const BULK_MAX_QUOTES = 100;

/**
 * `POST /api/audio/generate` body: up to 100 quotes, one set of settings. The voice is picked per quote: the one
 * named where it speaks the quote's language, else that language's default voice.
 */
export const BulkGenerateBodySchema = TtsSettingsSchema.extend({
  quote_ids: z
    .array(z.uuid(), { error: AUDIO_MESSAGES.quoteIds })
    .min(1, AUDIO_MESSAGES.quoteIds)
    .max(BULK_MAX_QUOTES, AUDIO_MESSAGES.quoteIds),
});
export type BulkGenerateBody = z.input<typeof BulkGenerateBodySchema>;

// ---------------------------------------------------------------------------------------------------------
// Records

/** docs/product/data-model.md Quote audio, as `GET /api/quotes/{id}/audio` answers it. */
export const QuoteAudioSchema = z.object({
  quote_id: z.string(),
  audio_url: z.string(),
  /** The stored file's key in the media store (shown to admins). */
  audio_file_path: z.string(),
  created_by_admin: z.boolean(),
  tts_voice: z.string().nullable(),
  tts_settings: StoredTtsSettingsSchema.nullable(),
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
  /** One job per quote, with the voice picked for it. */
  jobs: z.array(AudioJobAcceptedSchema.extend({ voice: z.string() })),
  job_ids: z.array(z.string()),
  /** Quotes left out, each with why ("No voice speaks Japanese yet"): no voice speaks their language. */
  skipped: z.array(z.object({ quote_id: z.string(), language: z.string(), reason: z.string() })),
});
export type BulkGenerateAccepted = z.infer<typeof BulkGenerateAcceptedSchema>;

// ---------------------------------------------------------------------------------------------------------
// Waveforms (docs/product/data-model.md Waveform data)

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
// Upload and recording (docs/product/audio.md and docs/product/messages-and-limits.md)

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
  /** Stored audio files no record points at (left by deleted quotes), removed. */
  orphans_removed: z.array(z.string()),
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

// ---------------------------------------------------------------------------------------------------------
// The admin area's Audio tab

export const ADMIN_AUDIO_PAGE_SIZE = 20;

/** `GET /api/admin/audio`: narrated quotes (any status), or approved quotes still without narration. */
export const AdminAudioQuerySchema = z.object({
  narrated: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_AUDIO_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AdminAudioQuery = z.input<typeof AdminAudioQuerySchema>;
export type AdminAudioFilters = z.output<typeof AdminAudioQuerySchema>;

export const AdminAudioItemSchema = z.object({
  quote: z.object({
    id: z.string(),
    url_slug: z.string(),
    text: z.string(),
    author: z.string(),
    /** The text's language (BCP 47), for its `lang`. */
    language: z.string(),
    status: z.string(),
  }),
  audio: QuoteAudioSchema.nullable(),
});
export type AdminAudioItem = z.infer<typeof AdminAudioItemSchema>;

export const AdminAudioListSchema = z.object({
  items: z.array(AdminAudioItemSchema),
  /** Quotes matching the query. */
  total: z.number().int(),
  /** The whole catalogue's narration: quotes with audio and their seconds of audio. */
  narrated_count: z.number().int(),
  narrated_seconds: z.number(),
});
export type AdminAudioList = z.infer<typeof AdminAudioListSchema>;
