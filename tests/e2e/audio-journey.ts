import type { Locator, Page } from "playwright-core";
import type { QuoteAudio } from "#contracts/audio.ts";
import type { PendingAudio } from "#contracts/audio-review.ts";
import type { QuoteCreated } from "#contracts/quotes.ts";
import { BASE_URL, call, uniqueWord, type Session } from "./helpers.ts";

/* What the audio journeys share: test audio, quotes to narrate, uploads, and the players and editor on a page. */

export const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text, visible: true }).first();

/** A mono 16-bit WAV of `seconds`, a tone whose loudness swells, so its waveform has a shape. */
export function wav(seconds: number, frequency = 330, rate = 22_050): Buffer {
  const samples = Math.floor(seconds * rate);
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write("RIFF", 0);
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write("WAVE", 8);
  buffer.write("fmt ", 12);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write("data", 36);
  buffer.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    const t = i / rate;
    const swell = 0.2 + 0.8 * Math.abs(Math.sin(Math.PI * t * 1.5));
    buffer.writeInt16LE(Math.round(Math.sin(2 * Math.PI * frequency * t) * swell * 0.8 * 32767), 44 + i * 2);
  }
  return buffer;
}

/** A fresh approved quote, findable on the home page by its own word. */
let made = 0;
export async function approvedQuote(admin: Session, word = uniqueWord()): Promise<QuoteCreated & { word: string }> {
  made += 1;
  const openings = ["Every", "Each", "Any", "One", "Some", "This"];
  const quote = await call<QuoteCreated>("/api/quotes", {
    method: "POST",
    token: admin.token,
    body: {
      text: `${openings[made % openings.length]} ${word} has a voice worth hearing, take ${made}.`,
      author: "Ada Tester",
      category: "wisdom",
      status: "approved",
    },
  });
  return { ...quote, word };
}

export async function uploadThroughApi(
  session: Session,
  quoteId: string,
  file: Buffer,
  name = "tone.wav",
): Promise<QuoteAudio | PendingAudio> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(file)], { type: "audio/wav" }), name);
  const res = await fetch(`${BASE_URL}/api/quotes/${quoteId}/audio`, {
    method: "POST",
    headers: { Authorization: `Bearer ${session.token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return (await res.json()) as QuoteAudio | PendingAudio;
}

/** An admin's upload: the quote's audio at once (201). */
export async function adminUpload(admin: Session, quoteId: string, file: Buffer): Promise<QuoteAudio> {
  return (await uploadThroughApi(admin, quoteId, file)) as QuoteAudio;
}

export const playerOf = (card: Locator) => card.getByTestId("audio-player");
export const stateOf = (card: Locator) => playerOf(card).getAttribute("data-state");

/** Opens the editor of the card's quote on its Audio tab. */
export async function openAudioTab(page: Page, card: Locator) {
  await card.getByRole("button", { name: /^Edit/ }).click();
  const dialog = page.getByTestId("quote-editor");
  await dialog.getByRole("tab", { name: "Audio" }).click();
  await dialog.getByTestId("audio-tab").waitFor();
  return dialog;
}
