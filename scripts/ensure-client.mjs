#!/usr/bin/env node
// Builds the client (dist/client) and its server-side renderer (dist/server) when either is missing or older than
// their sources, so `npm start` always serves a current UI.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const stamps = [path.join(root, "dist", "client", "index.html"), path.join(root, "dist", "server", "entry-server.js")];
const sources = ["src/client", "src/contracts", "index.html", "vite.config.ts", "package.json", "package-lock.json"];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const builtAt = Math.min(...stamps.map((stamp) => (fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0)));
const changedAt = Math.max(...sources.map(newestMtime));
if (builtAt >= changedAt) process.exit(0);

console.log(builtAt ? "Client sources changed: rebuilding the client…" : "Building the client (first run)…");
const vite = path.join(root, "node_modules", "vite", "bin", "vite.js");
for (const args of [["build"], ["build", "--ssr", "src/client/entry-server.tsx"]]) {
  execFileSync(process.execPath, [vite, ...args, "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
}
