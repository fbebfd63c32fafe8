import { readFileSync } from "node:fs";
import type { Category } from "#contracts/constants.ts";

export interface DemoQuote {
  text: string;
  author: string;
  tags: string[];
}

/** Quotes from QuoteSlate (MIT, see seed-data/LICENSE-quotes.txt). */
export function loadDemoQuotes(): DemoQuote[] {
  const url = new URL("./seed-data/quotes.json", import.meta.url);
  return JSON.parse(readFileSync(url, "utf8")) as DemoQuote[];
}

const TAG_CATEGORY: Record<string, Category> = {
  motivation: "motivation",
  resilience: "motivation",
  courage: "motivation",
  perseverance: "motivation",
  love: "love",
  friendship: "love",
  empathy: "love",
  forgiveness: "love",
  gratitude: "love",
  harmony: "love",
  wisdom: "wisdom",
  knowledge: "wisdom",
  mindfulness: "wisdom",
  patience: "wisdom",
  justice: "wisdom",
  integrity: "wisdom",
  humility: "wisdom",
  "self-reflection": "wisdom",
  anger: "wisdom",
  fear: "wisdom",
  success: "success",
  growth: "success",
  purpose: "success",
  leadership: "business",
  creativity: "business",
  life: "life",
  happiness: "life",
  hope: "life",
  change: "life",
  general: "life",
  inspiration: "inspiration",
};

/** Categories few quotes are tagged with; a tag naming one wins over the quote's first tag. */
const RARE_CATEGORIES: Category[] = ["business", "success"];

/** The category of a demo quote: a rare category if any tag names one, else its first tag's. */
export function categoryForTags(tags: readonly string[]): Category {
  const mapped = tags.map((t) => TAG_CATEGORY[t]).filter((c): c is Category => c !== undefined);
  return RARE_CATEGORIES.find((c) => mapped.includes(c)) ?? mapped[0] ?? "inspiration";
}
