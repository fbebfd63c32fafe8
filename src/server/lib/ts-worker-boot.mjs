// A worker thread's TypeScript entry run from source (tsx, Vitest): tsx loads the entry named in argv. The compiled
// server starts each worker from its own bundle instead (lib/worker-thread.ts).
import { tsImport } from "tsx/esm/api";

await tsImport(process.argv[2], import.meta.url);
