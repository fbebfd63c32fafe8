/**
 * Turns quote text into plain words and punctuation that the offline engines read naturally: numbers,
 * years, ordinals, money and percentages spelled out; common abbreviations expanded; typographic dashes,
 * quotes, ellipses and parentheses turned into the pauses they stand for; an "—Author" attribution read
 * as its own sentence. English, for the Flite voices (text-normalise-any-language.ts serves the others).
 */
import { tidyPunctuation } from "./tidy-punctuation.ts";

const ONES = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
  "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
]; // prettier-ignore
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const SCALES: [number, string][] = [
  [1e12, "trillion"],
  [1e9, "billion"],
  [1e6, "million"],
  [1e3, "thousand"],
];

function underHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 ? `${tens} ${ONES[n % 10]}` : tens;
}

function underThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (!hundreds) return underHundred(rest);
  return rest ? `${ONES[hundreds]} hundred ${underHundred(rest)}` : `${ONES[hundreds]} hundred`;
}

/** 1234 → "one thousand two hundred thirty four" (no "and", as US English reads it). */
export function numberToWords(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (value < 0) return `minus ${numberToWords(-value)}`;
  let n = Math.floor(value);
  if (n === 0) return "zero";
  if (n >= 1e15)
    return String(n)
      .split("")
      .map((d) => ONES[Number(d)])
      .join(" ");
  const words: string[] = [];
  for (const [size, name] of SCALES) {
    if (n >= size) {
      words.push(`${underThousand(Math.floor(n / size))} ${name}`);
      n %= size;
    }
  }
  if (n) words.push(underThousand(n));
  return words.join(" ");
}

/** 1984 → "nineteen eighty four", 1905 → "nineteen oh five", 2000 → "two thousand", 2024 → "twenty twenty four". */
export function yearToWords(year: number): string {
  const hi = Math.floor(year / 100);
  const lo = year % 100;
  if (year >= 2000 && year < 2010) return numberToWords(year);
  if (lo === 0) return `${underHundred(hi)} hundred`;
  return `${underHundred(hi)} ${lo < 10 ? `oh ${ONES[lo]}` : underHundred(lo)}`;
}

const ORDINAL_WORDS: Record<string, string> = {
  one: "first", two: "second", three: "third", five: "fifth", eight: "eighth", nine: "ninth", twelve: "twelfth",
}; // prettier-ignore

/** 21 → "twenty first". */
export function ordinalToWords(n: number): string {
  const words = numberToWords(n).split(" ");
  const last = words.pop()!;
  let ordinal: string;
  if (ORDINAL_WORDS[last]) ordinal = ORDINAL_WORDS[last];
  else if (last.endsWith("y")) ordinal = `${last.slice(0, -1)}ieth`;
  else ordinal = `${last}th`;
  return [...words, ordinal].join(" ");
}

/** Plural of a number word: "sixty" → "sixties", "eighty four" → "eighty fours". */
function pluralWords(words: string): string {
  return words.endsWith("y") ? `${words.slice(0, -1)}ies` : words.endsWith("x") ? `${words}es` : `${words}s`;
}

const ABBREVIATIONS: [RegExp, string][] = [
  [/\bDr\.(?=\s)/g, "Doctor"],
  [/\bMrs\.(?=\s)/g, "Missus"],
  [/\bMr\.(?=\s)/g, "Mister"],
  [/\bMs\.(?=\s)/g, "Miz"],
  [/\bProf\.(?=\s)/g, "Professor"],
  [/\bSt\.(?=\s+[A-Z])/g, "Saint"],
  [/\bSt\./g, "Street"],
  [/\bMt\.(?=\s)/g, "Mount"],
  [/\bJr\./g, "Junior"],
  [/\bSr\./g, "Senior"],
  [/\bGen\.(?=\s+[A-Z])/g, "General"],
  [/\bCapt\.(?=\s+[A-Z])/g, "Captain"],
  [/\bvs\.?(?=\s)/gi, "versus"],
  [/\betc\./gi, "et cetera."],
  [/\be\.g\.,?/gi, "for example,"],
  [/\bi\.e\.,?/gi, "that is,"],
  [/\bNo\.\s*(?=\d)/g, "number "],
  [/\bapprox\.(?=\s)/gi, "about"],
];

/** Normalises quote text for speech. The result is plain ASCII words and . , ; : ? ! ' punctuation. */
export function normaliseForSpeech(input: string): string {
  let text = input.normalize("NFC");

  // Typography → ASCII.
  text = text
    .replace(/[\u2018\u2019\u201B\u2032`´]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u2033«»]/g, '"')
    .replace(/\u2026/g, "...")
    .replace(/[\u00A0\u2007\u202F\u2009\u200A]/g, " ")
    .replace(/[\u200B-\u200D\uFEFF]/g, "");

  // "—Author" / "― Author" / "-- Author" at the end: the attribution becomes its own sentence.
  text = text.replace(/\s*(?:[\u2014\u2015]|--|~)\s*([A-Z][^.!?\u2014\u2015]{0,80})$/u, (_m, author: string) => {
    return `. ${author.trim()}.`;
  });

  // Number ranges with an en dash or hyphen: 1914–1918 → 1914 to 1918.
  text = text.replace(/(\d)\s*[\u2013\u2012-]\s*(?=\d)/g, "$1 to ");
  // Dashes used as pauses: em/en dashes, spaced hyphens and double hyphens.
  text = text.replace(/\s*(?:[\u2014\u2015\u2013\u2012]|--)\s*/g, ", ").replace(/\s+-\s+/g, ", ");

  // Parentheses and brackets read as an aside.
  text = text
    .replace(/\s*[([{]\s*/g, ", ")
    .replace(/\s*[)\]}]\s*(?=[.,;:!?])/g, "")
    .replace(/\s*[)\]}]\s*/g, ", ");

  // Ellipses: before a capital a full stop, else a pause.
  text = text.replace(/\s*\.{3,}\s*(?=[A-Z])/g, ". ").replace(/\s*\.{3,}\s*/g, ", ");

  for (const [pattern, replacement] of ABBREVIATIONS) text = text.replace(pattern, replacement);

  text = text
    .replace(/&/g, " and ")
    .replace(/\s*@\s*/g, " at ")
    .replace(/\+/g, " plus ");

  // Money: $5, $1.50, £20, €3 million.
  const currency: Record<string, [string, string]> = {
    $: ["dollar", "cent"],
    "£": ["pound", "penny"],
    "€": ["euro", "cent"],
  };
  text = text.replace(
    /([$£€])\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?(\s+(?:million|billion|trillion|thousand))?/g,
    (_m, sign: string, whole: string, cents: string | undefined, scale: string | undefined) => {
      const [unit, sub] = currency[sign]!;
      const amount = Number(whole.replace(/,/g, ""));
      if (scale) return `${numberToWords(amount)}${scale} ${unit}s`;
      let spoken = `${numberToWords(amount)} ${unit}${amount === 1 ? "" : "s"}`;
      if (cents && Number(cents) > 0) {
        const c = Number(cents);
        const subWord = c === 1 ? sub : sub === "penny" ? "pence" : `${sub}s`;
        spoken += ` and ${numberToWords(c)} ${subWord}`;
      }
      return spoken;
    },
  );

  // Percentages.
  text = text.replace(/(\d+(?:\.\d+)?)\s?%/g, (_m, n: string) => `${n} percent`);

  // Ordinals: 1st, 22nd, 3rd, 19th.
  text = text.replace(/\b(\d+)(?:st|nd|rd|th)\b/gi, (_m, n: string) => ordinalToWords(Number(n)));

  // Decades: 1960s, '60s.
  text = text.replace(/\b(1[0-9]|20)(\d0)'?s\b/g, (_m, c: string, d: string) =>
    pluralWords(yearToWords(Number(c + d))),
  );
  text = text.replace(/'(\d0)s\b/g, (_m, d: string) => pluralWords(underHundred(Number(d))));

  // Grouped thousands: 1,000,000.
  text = text.replace(/\b\d{1,3}(?:,\d{3})+\b/g, (m) => numberToWords(Number(m.replace(/,/g, ""))));

  // Decimals: 3.14 → three point one four.
  text = text.replace(/\b(\d+)\.(\d+)\b/g, (_m, whole: string, frac: string) => {
    return `${numberToWords(Number(whole))} point ${frac
      .split("")
      .map((d) => ONES[Number(d)])
      .join(" ")}`;
  });

  // Years (four digits 1100–2099 standing alone) and other whole numbers.
  text = text.replace(/\b\d+\b/g, (m) => {
    const n = Number(m);
    if (m.length === 4 && n >= 1100 && n <= 2099) return yearToWords(n);
    if (m.length > 1 && m.startsWith("0"))
      return m
        .split("")
        .map((d) => ONES[Number(d)])
        .join(" ");
    return numberToWords(n);
  });

  // Anything else that is not a word or plain punctuation becomes a space; quotes are silent.
  text = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/"/g, " ")
    .replace(/[^A-Za-z0-9'.,;:?!\s-]/g, " ");

  // Tidy punctuation and spaces.
  return tidyPunctuation(text);
}
