/**
 * Splits the demo quotes into the voices' tuning set and their held-out set, once and for good (the files are
 * committed before any voice is tuned on them):
 *
 *   node bench/voice-sets/make-sets.mjs
 *
 * Eligible: quotes of 60–160 characters, minus the 20 that shared/tools/voice-wer speaks by default (the voices
 * were first tuned on those). They are ordered by the SHA-256 of their text, a fixed shuffle nobody chose; the
 * first 20 are the tuning set and the next 20 the held-out set. Tune on tune.json; report on heldout.json.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const quotes = JSON.parse(fs.readFileSync(path.join(here, "../../src/server/db/seed-data/quotes.json"), "utf8"));
const eligible = quotes.filter((q) => q.text.trim().length >= 60 && q.text.trim().length <= 160);
// voice-wer's default pick: 20 spread evenly over the eligible quotes, in file order.
const step = Math.max(1, Math.floor(eligible.length / 20));
const toolDefault = new Set(
  eligible
    .filter((_, i) => i % step === 0)
    .slice(0, 20)
    .map((q) => q.text.trim()),
);
const sha = (text) => createHash("sha256").update(text).digest("hex");
const shuffled = eligible
  .filter((q) => !toolDefault.has(q.text.trim()))
  .map((q) => ({ text: q.text.trim(), author: q.author, key: sha(q.text.trim()) }))
  .sort((a, b) => (a.key < b.key ? -1 : 1))
  .map(({ text, author }) => ({ text, author }));
const write = (name, items) => fs.writeFileSync(path.join(here, name), `${JSON.stringify(items, null, 2)}\n`);
write("tune.json", shuffled.slice(0, 20));
write("heldout.json", shuffled.slice(20, 40));
console.log(`eligible ${eligible.length}, tool default ${toolDefault.size}; tune 20, held-out 20`);
