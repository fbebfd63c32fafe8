import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The Node flags `npm start` runs the server with (package.json), so that a benchmark's server is the served app. */
export function startNodeFlags(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: { start: string } };
  const flags = /\bnode ((?:--\S+ )*)dist\/node\/main\.js/.exec(pkg.scripts.start)?.[1];
  if (flags === undefined) throw new Error("package.json's start script does not run node … dist/node/main.js");
  return flags.split(" ").filter(Boolean);
}
