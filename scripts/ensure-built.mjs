#!/usr/bin/env node
// Builds what `npm start` runs when it is missing or older than its sources: the client (dist/client) with its
// server-side renderer (dist/server), and the compiled server (dist/node), so a start always serves current code.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const shared = ["src/contracts", "package.json", "package-lock.json"];
const parts = [
  {
    name: "client",
    stamps: ["dist/client/index.html", "dist/server/entry-server.js"],
    sources: ["src/client", "index.html", "vite.config.ts", ...shared],
    build: () => {
      const vite = path.join(root, "node_modules", "vite", "bin", "vite.js");
      for (const args of [["build"], ["build", "--ssr", "src/client/entry-server.tsx"]]) {
        execFileSync(process.execPath, [vite, ...args, "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
      }
    },
  },
  {
    name: "server",
    stamps: ["dist/node/main.js"],
    sources: ["src/server", "scripts/build-server.mjs", ...shared],
    build: () => execFileSync(process.execPath, [path.join(root, "scripts", "build-server.mjs")], { stdio: "inherit" }),
  },
];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

for (const part of parts) {
  const stamps = part.stamps.map((stamp) => path.join(root, stamp));
  const builtAt = Math.min(...stamps.map((stamp) => (fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0)));
  if (builtAt >= Math.max(...part.sources.map(newestMtime))) continue;
  console.log(builtAt ? `The ${part.name} changed: rebuilding it…` : `Building the ${part.name} (first run)…`);
  part.build();
}
