import { tidyPunctuation } from "./tidy-punctuation.ts";

/**
 * Quote text for eSpeak NG, which reads each language by its own rules (numbers, dates and symbols included):
 * only typography is turned into the pauses it stands for, and marks that no one reads aloud are dropped. Letters
 * of every script and their accents are kept (the English normaliser, text-normalise.ts, spells out numbers in
 * English and keeps ASCII only).
 */
export function normaliseForAnyLanguage(input: string): string {
  let text = input
    .normalize("NFC")
    .replace(/[\u2018\u2019\u201B\u2032`´]/g, "'")
    .replace(/[\u00A0\u2007\u202F\u2009\u200A]/g, " ")
    .replace(/[\u200B-\u200D\uFEFF]/g, "")
    .replace(/\u2026/g, "...");

  // "—Author" at the end: the attribution becomes its own sentence.
  text = text.replace(/\s*(?:[\u2014\u2015]|--|~)\s*(\p{Lu}[^.!?\u2014\u2015]{0,80})$/u, (_m, author: string) => {
    return `. ${author.trim()}.`;
  });
  // Dashes used as pauses (a hyphen inside a word stays), parentheses and brackets as asides.
  text = text
    .replace(/\s*(?:[\u2014\u2015\u2013\u2012]|--)\s*/g, ", ")
    .replace(/\s+-\s+/g, ", ")
    .replace(/\s*[([{]\s*/g, ", ")
    .replace(/\s*[)\]}]\s*(?=[.,;:!?])/g, "")
    .replace(/\s*[)\]}]\s*/g, ", ");
  // Ellipses: before a capital a full stop, else a pause.
  text = text.replace(/\s*\.{3,}\s*(?=\p{Lu})/gu, ". ").replace(/\s*\.{3,}\s*/g, ", ");

  // Quotation marks are silent; symbols no one reads aloud (eSpeak would name them) become spaces.
  text = text
    .replace(/["\u201C\u201D\u201E\u201F\u2033«»‹›「」『』]/g, " ")
    .replace(/[^\p{L}\p{M}\p{N}\s'.,;:?!¿¡\-%&€$£¥+=·]/gu, " ");

  return tidyPunctuation(text);
}
