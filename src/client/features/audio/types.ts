/** Shapes of the audio calls (SPEC §3, §7) as this feature reads them. */

export interface QuoteAudio {
  quote_id: string;
  audio_url: string;
  audio_file_path: string | null;
  created_by_admin: boolean;
  tts_voice: string | null;
  tts_settings: Record<string, unknown> | null;
  file_size: number | null;
  duration: number | null;
}

export interface WaveformData {
  peaks: number[];
  resolution: number;
  sampleRate: number;
  generatedAt?: string;
}

export type AudioJobState = "queued" | "running" | "completed" | "failed";

export interface AudioJob {
  id: string;
  quote_id: string;
  state: AudioJobState;
  progress: number;
  error?: string | null;
}
