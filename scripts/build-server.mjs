#!/usr/bin/env node
// Compiles the server for `npm start`: one ES module bundle per entry (the server, its speech worker and its mail thread) with shared
// chunks in dist/node, packages left to node_modules, plus the files the server reads beside its code (migrations,
// seed data, the share-image worker). Plain Node then runs it without a TypeScript loader, which alone held about
// 120 MB of memory and slowed every start.
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const outdir = path.join(root, "dist", "node");

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: "src/server/main.ts",
    "speech-worker": "src/server/tts/worker/speech-worker.ts",
    "mail-worker": "src/server/mail/mail-worker.ts",
  },
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
});

const copies = [
  ["src/server/db/migrations", "migrations"],
  ["src/server/db/seed-data", "seed-data"],
  ["src/server/modules/share-image/render-worker.mjs", "render-worker.mjs"],
  ["src/server/db/pglite-worker.mjs", "pglite-worker.mjs"],
  ["src/server/modules/audio/mp3-decode-worker.mjs", "mp3-decode-worker.mjs"],
];
for (const [from, to] of copies) fs.cpSync(path.join(root, from), path.join(outdir, to), { recursive: true });
