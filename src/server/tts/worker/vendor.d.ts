/** The eSpeak NG Emscripten build ships no type declarations; this is the part we use. */
declare module "@echogarden/espeak-ng-emscripten" {
  export interface ESpeakNGWorker {
    set_voice(voice: string): void;
    set_rate(wordsPerMinute: number): void;
    set_pitch(pitch: number): void;
    set_range(range: number): void;
    list_voices(): { identifier: string; name: string }[];
    synthesize(text: string, onChunk: (samples: Int16Array | undefined, events: unknown[]) => void): void;
  }
  export interface ESpeakNGModule {
    eSpeakNGWorker: new () => ESpeakNGWorker;
  }
  const initialise: () => Promise<ESpeakNGModule>;
  export default initialise;
}
