/** The eSpeak NG Emscripten build ships no type declarations; this is the part we use. */
declare module "@echogarden/espeak-ng-emscripten" {
  export interface ESpeakNGWorker {
    /** 0 when the voice was found; otherwise the previous voice stays in use. */
    set_voice(voice: string): number;
    set_rate(wordsPerMinute: number): void;
    set_pitch(pitch: number): void;
    set_range(range: number): void;
    list_voices(): { identifier: string; name: string; languages: { priority: number; name: string }[] }[];
    synthesize(text: string, onChunk: (samples: Int16Array | undefined, events: unknown[]) => void): void;
  }
  export interface ESpeakNGModule {
    eSpeakNGWorker: new () => ESpeakNGWorker;
  }
  const initialise: () => Promise<ESpeakNGModule>;
  export default initialise;
}
